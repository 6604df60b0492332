import { describe, expect, it } from "vitest";
import { phoneForPayload, validateContactInfo } from "./contact-info.ts";

const contact = {
  firstName: "Aung",
  lastName: "Kyaw",
  email: "aung@example.mm",
  phoneNumber: "+959123456789",
  address: "1 Pyay Road",
  city: "Yangon",
  country: "Myanmar",
};

describe("validateContactInfo", () => {
  it("accepts complete contact info", () => {
    expect(validateContactInfo(contact)).toBeNull();
  });

  it("asks for contact info when there is none", () => {
    expect(validateContactInfo(undefined)?.message).toBe("Need To fill Contact Info");
  });

  it("lists every missing field", () => {
    const failure = validateContactInfo({ ...contact, lastName: " ", city: "" });
    expect(failure).toEqual({
      code: "contact.missing",
      params: { fields: ["lastName", "city"] },
      message: "Please fill in contact information: lastName, city",
      field: "contactInfo.lastName",
    });
  });

  it("checks e-mail and phone", () => {
    expect(validateContactInfo({ ...contact, email: "a b@c.mm" })?.message).toBe(
      "Please enter a valid email address",
    );
    expect(validateContactInfo({ ...contact, phoneNumber: "12345" })?.message).toBe(
      "Please enter a valid phone number",
    );
  });

  it("sends phones without separators or the leading +", () => {
    expect(phoneForPayload(" +95 9-123 456 ")).toBe("959123456");
    expect(validateContactInfo({ ...contact, phoneNumber: "+95 9 123 456 789" })).toBeNull();
    expect(validateContactInfo({ ...contact, phoneNumber: "1234567890123456" })?.field).toBe(
      "contactInfo.phoneNumber",
    );
  });
});
