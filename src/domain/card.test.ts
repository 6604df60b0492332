import { describe, expect, it } from "vitest";
import { expiryNotPast, luhnValid, parseExpiry, tidyCardNumber, tidyExpiry, validateCard } from "./card.ts";

const good = { number: "4242 4242 4242 4242", expiry: "12/30", cvv: "123", holder: "Aung Aung" };

describe("card checks", () => {
  it("accepts numbers whose Luhn check digit is right", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("5555-5555-5555-4444")).toBe(true);
    expect(luhnValid("378282246310005")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("1234")).toBe(false);
    expect(luhnValid("4242x42424242424")).toBe(false);
  });

  it("reads MM/YY and refuses impossible months", () => {
    expect(parseExpiry("07/29")).toBe("2029-07");
    expect(parseExpiry("7/2029")).toBe("2029-07");
    expect(parseExpiry("13/29")).toBeNull();
    expect(parseExpiry("00/29")).toBeNull();
    expect(parseExpiry("0729")).toBe("2029-07");
    expect(parseExpiry("729")).toBeNull();
    expect(parseExpiry("1329")).toBeNull();
  });

  it("shows an expiry as MM/YY and a number in groups of four once typed", () => {
    expect(tidyExpiry("0729")).toBe("07/29");
    expect(tidyExpiry("7/2029")).toBe("07/29");
    expect(tidyExpiry("729")).toBe("729");
    expect(tidyCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(tidyCardNumber("4242-4242-4242-4242")).toBe("4242 4242 4242 4242");
    expect(tidyCardNumber("378282246310005")).toBe("3782 8224 6310 005");
    expect(tidyCardNumber("4242 abcd")).toBe("4242 abcd");
  });

  it("keeps a card good through its expiry month", () => {
    expect(expiryNotPast("11/26", "2026-11-30")).toBe(true);
    expect(expiryNotPast("10/26", "2026-11-01")).toBe(false);
  });

  it("names the first failing field in the form's order", () => {
    expect(validateCard(good, "2026-11-23")).toBeNull();
    expect(validateCard({ ...good, number: "4242424242424241" }, "2026-11-23")?.code).toBe("card.number");
    expect(validateCard({ ...good, expiry: "1/1" }, "2026-11-23")?.code).toBe("card.expiry");
    expect(validateCard({ ...good, expiry: "01/26" }, "2026-11-23")?.code).toBe("card.expired");
    expect(validateCard({ ...good, cvv: "12" }, "2026-11-23")?.code).toBe("card.cvv");
    expect(validateCard({ ...good, cvv: "12345" }, "2026-11-23")?.field).toBe("cvv");
    expect(validateCard({ ...good, cvv: "1234" }, "2026-11-23")).toBeNull();
    expect(validateCard({ ...good, holder: " " }, "2026-11-23")?.code).toBe("card.holder");
  });
});
