/**
 * Rules on what people type that the account and booking rules add to (issue 13): text that is
 * only invisible characters, e-mail addresses built to look like someone else's, and names the
 * e-ticket cannot print. Shared by the API and, when they want them, the browser forms.
 */

import { RULE_MESSAGES } from "./rule-messages.ts";

/** Characters that take no space: zero-width spaces and joiners, bidi controls, soft hyphens… */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/u;
const INVISIBLE_ALL = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{White_Space}]/gu;

export const NAME_NEEDS_LETTERS = RULE_MESSAGES["name.visible"];
export const TICKET_NAME_SCRIPT = RULE_MESSAGES["name.script"];

/**
 * True when `text` shows something: it is not made only of spaces and invisible characters.
 * @example hasVisibleText("\u200b\u200b") // false
 */
export function hasVisibleText(text: string): boolean {
  return text.replace(INVISIBLE_ALL, "") !== "";
}

/**
 * True when `text` holds an invisible character (zero-width, bidi control, soft hyphen…).
 * @example hasInvisibleCharacters("de\u200bmo") // true
 */
export function hasInvisibleCharacters(text: string): boolean {
  return INVISIBLE.test(text);
}

/** Scripts told apart for look-alikes; Japanese kana count with Han, as Japanese mixes them. */
const SCRIPTS: Array<[string, RegExp]> = [
  ["Latin", /\p{Script=Latin}/u],
  ["Cyrillic", /\p{Script=Cyrillic}/u],
  ["Greek", /\p{Script=Greek}/u],
  ["Myanmar", /\p{Script=Myanmar}/u],
  ["Han", /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ["Armenian", /\p{Script=Armenian}/u],
  ["Cherokee", /\p{Script=Cherokee}/u],
];

function scriptOf(letter: string): string {
  for (const [name, pattern] of SCRIPTS) if (pattern.test(letter)) return name;
  return "Other";
}

/** True when the letters of `part` are all of one script (`dеmo` with a Cyrillic е is not). */
function singleScript(part: string): boolean {
  const scripts = new Set((part.match(/\p{L}/gu) ?? []).map(scriptOf));
  return scripts.size <= 1;
}

const LOCAL_PART = /^[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~.-]+$/u;
const DOMAIN_LABEL = /^[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?$/u;

/**
 * True for an e-mail address with nothing built to deceive: no invisible characters, only the
 * characters an address may hold (no `<`, `>`, quotes or brackets), and each of its parts (the
 * name before @ and every domain label) written in one script, so `dеmo@` with a Cyrillic `е`
 * cannot sit beside `demo@`. Checked on top of account-rules' `isValidEmail`.
 * @example isPlainEmail("<script>@example.test") // false
 */
export function isPlainEmail(email: string): boolean {
  if (hasInvisibleCharacters(email)) return false;
  const at = email.lastIndexOf("@");
  if (at <= 0) return false;
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split(".");
  if (!LOCAL_PART.test(local) || local.startsWith(".") || local.endsWith(".") || local.includes(".."))
    return false;
  if (!labels.every((label) => DOMAIN_LABEL.test(label))) return false;
  return singleScript(local) && labels.every(singleScript);
}

/**
 * What the e-ticket prints: Latin letters of Windows-1252 (its built-in font, accents included)
 * and Myanmar script (its embedded font), digits, spaces, apostrophes, hyphens and full stops. A
 * string, so the API's OpenAPI document states the very pattern.
 */
export const TICKET_NAME_PATTERN = "^[A-Za-z0-9À-ÖØ-öø-ÿŒœŠšŽžŸ\\u1000-\\u109f '’.-]+$";
const TICKET_NAME = new RegExp(TICKET_NAME_PATTERN, "u");

/**
 * True when a traveller's name can be printed on the e-ticket as written (after NFC, so an
 * accent typed as a combining mark counts as the accented letter).
 * @example isTicketName("José Müller") // true
 * @example isTicketName("Aung 😀") // false
 */
export function isTicketName(name: string): boolean {
  const text = name.normalize("NFC").trim();
  return text === "" || (TICKET_NAME.test(text) && /[\p{L}]/u.test(text));
}

/**
 * A traveller's name as airlines take it, written as in the passport or travel document: the
 * ticket's Latin letters (accents included), no Myanmar script. A string, so the API's OpenAPI
 * document states the very pattern.
 */
export const PASSENGER_NAME_PATTERN = "^[A-Za-z0-9À-ÖØ-öø-ÿŒœŠšŽžŸ '’.-]+$";
const PASSENGER_NAME = new RegExp(PASSENGER_NAME_PATTERN, "u");

/**
 * True when a traveller's name is in Latin letters (after NFC), with at least one letter; an
 * empty name is left to the rule on required fields.
 * @example isLatinName("José Müller") // true
 * @example isLatinName("အောင်") // false
 */
export function isLatinName(name: string): boolean {
  const text = name.normalize("NFC").trim();
  return text === "" || (PASSENGER_NAME.test(text) && /\p{L}/u.test(text));
}
