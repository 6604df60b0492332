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
 * Words that rule messages list: field names stay as the spec writes them in English
 * ("Please fill in contact information: firstName, city") and are translated in Myanmar.
 */
export const rulesEn = {
  ...ruleTexts,
  "field.firstName": "firstName",
  "field.lastName": "lastName",
  "field.email": "email",
  "field.phoneNumber": "phoneNumber",
  "field.address": "address",
  "field.city": "city",
  "field.country": "country",
  "field.gender": "gender",
  "field.nationality": "nationality",
  "field.dateOfBirth": "dateOfBirth",
  "field.passportNumber": "passportNumber",
  "field.passportExpiry": "passportExpiry",
  "field.countryOfPassport": "countryOfPassport",
  "field.nrcNumber": "nrcNumber",
  "kind.Adult": "Adult",
  "kind.Child": "Child",
} as const;
