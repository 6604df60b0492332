import { describe, expect, it } from "vitest";
import { prefilledContact } from "./contact-prefill.ts";

describe("prefilledContact", () => {
  it("fills the empty fields from the customer and keeps what was typed", () => {
    const user = { name: " Aung  Kyaw Zaw ", email: "aung@example.mm", phoneNumber: "959123456" };
    expect(prefilledContact({ email: "typed@example.mm", lastName: "  " }, user)).toEqual({
      firstName: "Aung",
      lastName: "Kyaw Zaw",
      email: "typed@example.mm",
      phoneNumber: "959123456",
    });
  });
});
