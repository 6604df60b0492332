import { describe, expect, it } from "vitest";
import { phoneForPayload, validateContactInfo } from "./contact-info.ts";
import { contact } from "./test-data.ts";

const filled = contact();

describe("validateContactInfo", () => {
  it("accepts complete contact info", () => {
    expect(validateContactInfo(filled)).toBeNull();
  });

  it("asks for contact info when there is none", () => {
    expect(validateContactInfo(undefined)?.message).toBe("Need To fill Contact Info");
  });

  it("lists every missing field", () => {
    const failure = validateContactInfo({ ...filled, lastName: " ", city: "" });
    expect(failure).toEqual({
      code: "contact.missing",
      params: { fields: ["lastName", "city"] },
      message: "Please fill in contact information: lastName, city",
      field: "contactInfo.lastName",
    });
  });

  it("checks e-mail and phone", () => {
    expect(validateContactInfo({ ...filled, email: "a b@c.mm" })?.message).toBe(
      "Please enter a valid email address",
    );
    expect(validateContactInfo({ ...filled, phoneNumber: "12345" })?.message).toBe(
      "Please enter a valid phone number",
    );
  });

  it("sends phones without separators or the leading +", () => {
    expect(phoneForPayload(" +95 9-123 456 ")).toBe("959123456");
    expect(validateContactInfo({ ...filled, phoneNumber: "+95 9 123 456 789" })).toBeNull();
    expect(validateContactInfo({ ...filled, phoneNumber: "1234567890123456" })?.field).toBe(
      "contactInfo.phoneNumber",
    );
  });
});
