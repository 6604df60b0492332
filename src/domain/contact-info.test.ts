import { describe, expect, it } from "vitest";
import { isValidPhone, normalizePhone, validateContactInfo } from "./contact-info.ts";

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

  it("reads phones as 6 to 15 digits after an optional +", () => {
    expect(isValidPhone("123456")).toBe(true);
    expect(isValidPhone("+123456789012345")).toBe(true);
    expect(isValidPhone("1234567890123456")).toBe(false);
    expect(isValidPhone("09-123-456")).toBe(false);
    expect(normalizePhone(" +959 ")).toBe("959");
  });
});
