import type { RuleFailure } from "../domain/rule-messages.ts";
import { fillTemplate, numberParams } from "../domain/rule-messages.ts";
import { rulesEn } from "../i18n/en/rules.ts";
import type { UIKey } from "../i18n/en.ts";
import type { Translate } from "../i18n/translate.ts";

/** The rule texts and the words they list: the `rules` area, loaded with the screens using it. */
const isKey = (key: string): key is UIKey => key in rulesEn;

/** Dictionary prefixes of the words a rule message lists: field names and passenger kinds. */
const wordPrefix: Record<string, string> = { fields: "field", kind: "kind" };

/**
 * A src/domain rule failure in the page's language: its `rule.<code>` text with the parameters
 * filled in, field names and passenger kinds translated too, numbers in the page's digits.
 * English gives the spec's words.
 * @example ruleMessage(validateContactInfo({...})!, translator("my")) // "ဆက်သွယ်ရန် အချက်အလက် ဖြည့်ပါ- မြို့"
 */
export function ruleMessage(failure: RuleFailure, t: Translate): string {
  const templateKey = `rule.${failure.code}`;
  // Numbers are filled in by the translator, so they take the page's digits (Myanmar's own).
  const template = isKey(templateKey) ? t(templateKey, numberParams(failure.params)) : failure.message;
  const message = fillTemplate(template, failure.params, (name, value) => {
    const prefix = wordPrefix[name];
    const key = prefix ? `${prefix}.${value}` : "";
    return isKey(key) ? t(key) : value;
  });
  // A multi-city leg's failure names its flight: "Flight 2: Please select departure date".
  const { leg } = failure.params;
  return typeof leg === "number" ? t("rules.inLeg", { n: leg, message }) : message;
}

/** A rule failure shown at one field of a form. */
export interface FieldFailure<F extends string> {
  field: F;
  failure: RuleFailure;
}

/**
 * A form's field errors from the failure it holds (none: no errors), in the page's language. The
 * failure's field gets its message; every other field it lists as missing (`fields`) is marked
 * too, with a short "Please fill in this field", so each one is flagged where it is, not only
 * the first.
 * @example fieldErrors({ field: "city", failure }, t) // { city: "Please fill in contact information: City, Country", country: "Please fill in this field" }
 */
export function fieldErrors<F extends string>(
  held: FieldFailure<F> | null,
  t: Translate,
): Partial<Record<F, string>> {
  if (!held) return {};
  const listed = held.failure.params.fields;
  const others = Array.isArray(listed) ? listed.filter((field) => field !== held.field) : [];
  // The failure's own field first: forms focus the first field in error.
  return {
    [held.field]: ruleMessage(held.failure, t),
    ...Object.fromEntries(others.map((field) => [field, t("rules.fieldRequired")])),
  } as Partial<Record<F, string>>;
}

/**
 * The held failure once the visitor has filled `field` in: gone when it was the failure's own
 * field, else that field is no longer listed (nor marked) as missing.
 */
export function withoutField<F extends string>(
  held: FieldFailure<F> | null,
  field: F,
): FieldFailure<F> | null {
  if (!held || held.field === field) return null;
  const listed = held.failure.params.fields;
  if (!Array.isArray(listed) || !listed.includes(field)) return held;
  const fields = listed.filter((name) => name !== field);
  return { ...held, failure: { ...held.failure, params: { ...held.failure.params, fields } } };
}
