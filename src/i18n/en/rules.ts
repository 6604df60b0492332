import { RULE_MESSAGES } from "../../domain/rule-messages.ts";

type RuleKeys = { readonly [K in keyof typeof RULE_MESSAGES as `rule.${K}`]: (typeof RULE_MESSAGES)[K] };

/**
 * The rule messages of src/domain under `rule.<code>`: the spec's English text is written once,
 * in src/domain/rule-messages.ts, and the Myanmar dictionary translates each key.
 */
const ruleTexts = Object.fromEntries(
  Object.entries(RULE_MESSAGES).map(([code, text]) => [`rule.${code}`, text]),
) as RuleKeys;

/**
 * Words that rule messages list, as the form labels them: the spec lists the payload's keys
 * ("Please fill in contact information: firstName, city"), which the server still answers; the
 * app names the fields as the visitor sees them ("... : First name, City"). `rules.fieldRequired`
 * marks each other field a failure lists, at the field itself.
 */
export const rulesEn = {
  ...ruleTexts,
  "field.firstName": "First name",
  "field.lastName": "Last name",
  "field.email": "Email",
  "field.phoneNumber": "Phone number",
  "field.address": "Address",
  "field.city": "City",
  "field.country": "Country",
  "field.gender": "Gender",
  "field.nationality": "Nationality",
  "field.dateOfBirth": "Date of birth",
  "field.passportNumber": "Passport number",
  "field.passportExpiry": "Passport expiry",
  "field.countryOfPassport": "Country of passport",
  "field.nrcNumber": "NRC number",
  "kind.Adult": "Adult",
  "kind.Child": "Child",
  "kind.Infant": "Infant",
  "rules.fieldRequired": "Please fill in this field",
  "rules.inLeg": "Flight {n}: {message}",
} as const;
