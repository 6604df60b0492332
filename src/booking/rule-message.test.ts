import { describe, expect, it } from "vitest";
import { validateContactInfo } from "../domain/contact-info.ts";
import { validateMultiCity } from "../domain/multi-city.ts";
import { validatePassengers } from "../domain/passenger-info.ts";
import type { RuleFailure } from "../domain/rule-messages.ts";
import { validateSearch } from "../domain/search-params.ts";
import { translator } from "../i18n/translate.ts";
import { fieldErrors, ruleMessage, withoutField } from "./rule-message.ts";

const en = translator("en");
const my = translator("my");

/** A contact with its address, city and country missing: the failure that lists the three. */
function addressMissing() {
  const failure = validateContactInfo({
    firstName: "Aung",
    lastName: "Win",
    email: "a@b.mm",
    phoneNumber: "+959420000111",
  });
  if (!failure) throw new Error("expected a failure");
  return failure;
}

describe("ruleMessage", () => {
  it("gives the spec's English text, naming the fields as the form labels them", () => {
    const failure = validateContactInfo({ firstName: "Aung", email: "a@b.mm" });
    if (!failure) throw new Error("expected a failure");
    // The server answers the spec's words with the payload's keys; the page names the fields.
    expect(failure.message).toBe(
      "Please fill in contact information: lastName, phoneNumber, address, city, country",
    );
    expect(ruleMessage(failure, en)).toBe(
      "Please fill in contact information: Last name, Phone number, Address, City, Country",
    );
  });

  it("translates the text, the field names and the passenger kind into Myanmar", () => {
    const failure = validatePassengers([{ firstName: "Aung" }], {
      adults: 1,
      children: 0,
      travelType: 1,
      today: "2026-11-23",
    });
    if (!failure) throw new Error("expected a failure");
    const text = ruleMessage(failure, my);
    expect(text).toContain("လူကြီး ခရီးသည် ၁");
    expect(text).toContain("မျိုးနွယ်အမည်");
    expect(text).not.toMatch(/lastName|Adult/);
  });

  it("writes the numbers it fills in with Myanmar digits in Myanmar only", () => {
    const failure: RuleFailure = {
      code: "passenger.childAge",
      params: { n: 2, max: 11 },
      field: "",
      message: "",
    };
    expect(ruleMessage(failure, my)).toBe("ကလေး ခရီးသည် ၂ သည် အသက် ၁၁ နှစ် သို့မဟုတ် ထို့ထက်ငယ်ရပါမည်။ မွေးသက္ကရာဇ်ကို ပြင်ပါ။");
    expect(ruleMessage(failure, en)).toBe(
      "Child Passenger 2 must be 11 years old or younger. Please update the date of birth.",
    );
  });

  it("translates every search toast", () => {
    for (const failure of validateSearch({ travelClass: "X" }, "2026-11-23")) {
      expect(ruleMessage(failure, my)).toMatch(/[\u1000-\u109f]/);
      expect(ruleMessage(failure, en)).toBe(failure.message);
    }
  });
});

describe("fieldErrors", () => {
  it("writes the held failure at its field in whichever language the page has now", () => {
    const failure = validateContactInfo({ firstName: "Aung", email: "a@b.mm" });
    if (!failure) throw new Error("expected a failure");
    const held = { field: "lastName" as const, failure };
    expect(fieldErrors(held, en).lastName).toBe(ruleMessage(failure, en));
    expect(fieldErrors(held, my).lastName).toBe(ruleMessage(failure, my));
    expect(fieldErrors(held, my).lastName).not.toBe(failure.message);
    expect(fieldErrors(null, en)).toEqual({});
  });

  it("marks every other missing field the failure lists, each at itself", () => {
    const failure = addressMissing();
    expect(fieldErrors({ field: "address", failure }, en)).toEqual({
      address: "Please fill in contact information: Address, City, Country",
      city: "Please fill in this field",
      country: "Please fill in this field",
    });
    expect(fieldErrors({ field: "address" as "address" | "country", failure }, my).country).toBe(
      "ဤအကွက်ကို ဖြည့်ပါ",
    );
  });
});

describe("withoutField", () => {
  const failure = addressMissing();
  const held = { field: "address" as "address" | "city" | "country" | "email", failure };

  it("drops a field filled in from the list and its mark", () => {
    const next = withoutField(held, "city");
    expect(fieldErrors(next, en)).toEqual({
      address: "Please fill in contact information: Address, Country",
      country: "Please fill in this field",
    });
  });

  it("ends the failure when its own field is filled in, and keeps it for a field it does not list", () => {
    expect(withoutField(held, "address")).toBeNull();
    expect(withoutField(held, "email")).toBe(held);
    expect(withoutField(null, "city")).toBeNull();
  });
});

describe("a multi-city leg's failure", () => {
  it("names its flight in the page's language", () => {
    const legs = [
      { from: "RGN", to: "NYU", departureDate: "2026-12-10" },
      { from: "NYU", to: "", departureDate: "2026-12-12" },
    ];
    const [failure] = validateMultiCity({ legs, travelType: "1" }, "2026-11-29");
    if (!failure) throw new Error("expected a failure");
    expect(ruleMessage(failure, en)).toBe("Flight 2: Please select destination city/country");
    expect(ruleMessage(failure, my)).toBe("လေယာဉ်ခရီး ၂- သွားရောက်မည့် မြို့/နိုင်ငံ ကို ရွေးပါ");
  });
});
