/**
 * An agent's agency (issue 51): its name, licence number, address and phone, checked by the same
 * rules in the profile form and the API. A problem is a code; the page says it in its language,
 * the API answers the English of {@link AGENCY_PROBLEM_TEXT}.
 */
import { hasControlCharacters, isValidPhone, normalizePhone } from "./account-rules.ts";
import { toLatinDigits } from "./myanmar-digits.ts";
import { hasStrings, isObject } from "./shape.ts";

export interface AgencyProfile {
  agencyName: string;
  licenceNumber: string;
  address: string;
  phone: string;
}

export type AgencyField = keyof AgencyProfile;
export const AGENCY_FIELDS: readonly AgencyField[] = ["agencyName", "licenceNumber", "address", "phone"];

export const AGENCY_NAME_MAX = 120;
export const LICENCE_MAX = 40;
export const ADDRESS_MAX = 300;

export type AgencyProblem = "required" | "tooLong" | "licenceInvalid" | "phoneInvalid" | "controlCharacters";

/** The English the API answers for each problem. */
export const AGENCY_PROBLEM_TEXT: Record<AgencyProblem, string> = {
  required: "Please fill in this field",
  tooLong: "This is too long",
  licenceInvalid: "A licence number has 2 to 40 letters, digits, spaces, dots, slashes or dashes",
  phoneInvalid: "Please enter a valid phone number",
  controlCharacters: "This field cannot contain control characters",
};

const MAX: Record<AgencyField, number> = {
  agencyName: AGENCY_NAME_MAX,
  licenceNumber: LICENCE_MAX,
  address: ADDRESS_MAX,
  phone: 40,
};

// A licence such as "TTB/0123/2019" or "MOHT-Lic 456": letters and digits with separators.
const LICENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ./-]{1,39}$/;

/**
 * The form as it is kept: trimmed, the licence's and phone's Myanmar digits written as Latin
 * ones, the phone without separators.
 * @example normalizeAgency({ ...form, phone: "၀၉ ၇၈၁၂ ၃၄၅၆၇" }).phone // "09781234567"
 */
export function normalizeAgency(form: AgencyProfile): AgencyProfile {
  return {
    agencyName: form.agencyName.trim(),
    licenceNumber: toLatinDigits(form.licenceNumber.trim()).toUpperCase(),
    address: form.address.trim(),
    phone: normalizePhone(form.phone.trim()),
  };
}

/**
 * Every field's problem, in form order (none: the profile can be saved). The address may span
 * lines; the other fields are one line each.
 * @example agencyProblems({ agencyName: "", licenceNumber: "x", address: "Yangon", phone: "1" })
 * // agencyName required, licenceNumber licenceInvalid, phone phoneInvalid
 */
export function agencyProblems(form: AgencyProfile): Array<{ field: AgencyField; problem: AgencyProblem }> {
  const clean = normalizeAgency(form);
  const problems: Array<{ field: AgencyField; problem: AgencyProblem }> = [];
  for (const field of AGENCY_FIELDS) {
    const value = clean[field];
    let problem: AgencyProblem | null = null;
    if (value === "") problem = "required";
    else if (hasControlCharacters(value, field === "address")) problem = "controlCharacters";
    else if (value.length > MAX[field]) problem = "tooLong";
    else if (field === "licenceNumber" && !LICENCE_PATTERN.test(value)) problem = "licenceInvalid";
    else if (field === "phone" && !isValidPhone(value)) problem = "phoneInvalid";
    if (problem) problems.push({ field, problem });
  }
  return problems;
}

/** True for an agency profile as the API answers it. */
export function isAgencyProfile(value: unknown): value is AgencyProfile {
  return isObject(value) && hasStrings(value, AGENCY_FIELDS);
}
