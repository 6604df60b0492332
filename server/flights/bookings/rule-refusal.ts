import type { RuleCode, RuleFailure } from "../../../src/domain/rule-messages.ts";
import { ApiError } from "../../http/errors.ts";

/**
 * The error codes of the passenger rules a client may want to tell apart (issue 48): each answers
 * 400 with the rule's message, which names the passenger. Every other rule is VALIDATION_FAILED.
 */
export const PASSENGER_RULE_CODES = {
  ID_DOCUMENT_REQUIRED:
    "an adult on a domestic trip gave no NRC or passport, or not the one the fare needs (`passengerInfo.N.nrcNumber`)",
  NAME_NOT_LATIN: "a traveller's first or last name is not in Latin letters (Myanmar script, say)",
  UNKNOWN_COUNTRY: "a nationality or country of passport that is not an ISO 3166-1 alpha-2 code",
  INVALID_PASSPORT_NUMBER: "a passport number that is not 5 to 9 letters and digits",
  INFANT_TOO_OLD:
    "an infant on lap who is 2 or older on the day of the last flight (they need a seat: a child)",
} as const;

const CODES: Partial<Record<RuleCode, keyof typeof PASSENGER_RULE_CODES>> = {
  "passenger.idDocument": "ID_DOCUMENT_REQUIRED",
  "passenger.nrcRequired": "ID_DOCUMENT_REQUIRED",
  "passenger.passportRequired": "ID_DOCUMENT_REQUIRED",
  "passenger.nameLatin": "NAME_NOT_LATIN",
  "passenger.nationality": "UNKNOWN_COUNTRY",
  "passenger.countryOfPassport": "UNKNOWN_COUNTRY",
  "passenger.passportNumber": "INVALID_PASSPORT_NUMBER",
  "passenger.infantAge": "INFANT_TOO_OLD",
};

/**
 * A failed contact or passenger rule as the API answers it: 400, the rule's code (or
 * VALIDATION_FAILED) and its English message, at its payload field.
 * @example ruleRefusal(failure).code // "UNKNOWN_COUNTRY"
 */
export function ruleRefusal(failure: RuleFailure): ApiError {
  return new ApiError(400, CODES[failure.code] ?? "VALIDATION_FAILED", failure.message, {
    fields: { [failure.field]: failure.message },
  });
}

/** The OpenAPI text of the codes above, for the booking call's 400. */
export const passengerRuleCodesDoc = Object.entries(PASSENGER_RULE_CODES)
  .map(([code, what]) => `\`${code}\`: ${what}`)
  .join("; ");
