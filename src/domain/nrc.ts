import { toLatinDigits, toMyanmarDigits } from "./myanmar-digits.ts";
import { NRC_TOWNSHIPS } from "./nrc-data.ts";

/**
 * Myanmar National Registration Card numbers: `<state 1-14>/<township code>(<type>)<6 digits>`,
 * in Latin or Myanmar script and digits, e.g. `12/OUKAMA(N)123456` or `၁၂/ဥကမ(နိုင်)၁၂၃၄၅၆`.
 */
export interface NrcParts {
  state: number;
  /** The township's Latin code, e.g. "OUKAMA". */
  township: string;
  /** The citizenship type's Latin code, e.g. "N". */
  type: string;
  /** Six Latin digits. */
  number: string;
}

export interface NrcTownship {
  code: string;
  my: string;
}

/** Citizenship types: the cards' six (Myanmar word and its usual Latin letter), then the older English letters. */
export const NRC_TYPES: ReadonlyArray<{ code: string; my: string }> = [
  { code: "N", my: "နိုင်" },
  { code: "E", my: "ဧည့်" },
  { code: "P", my: "ပြု" },
  { code: "T", my: "သာသနာ" },
  { code: "Y", my: "ယာယီ" },
  { code: "S", my: "စ" },
  { code: "C", my: "နိုင်" },
  { code: "AC", my: "ဧည့်" },
  { code: "NC", my: "ပြု" },
  { code: "V", my: "သာသနာ" },
];

/** State and region numbers printed on the cards (Nay Pyi Taw's townships are under 9). */
export const NRC_STATES: readonly number[] = Array.from({ length: 14 }, (_, i) => i + 1);

interface Entry extends NrcTownship {
  variants: string[];
  alias: boolean;
}

const cache = new Map<number, Entry[]>();

function entries(state: number): Entry[] {
  let list = cache.get(state);
  if (!list) {
    list = (NRC_TOWNSHIPS[state] ?? "").split(" ").map((pair) => {
      const [latin = "", my = ""] = pair.split(":");
      const alias = latin.startsWith("~");
      const variants = my.split("|").filter(Boolean);
      return { code: alias ? latin.slice(1) : latin, my: variants[0] ?? "", variants, alias };
    });
    cache.set(state, list);
  }
  return list;
}

/**
 * The townships a selector offers for a state, in the list's order.
 * @example townshipsOf(12).some((t) => t.code === "OUKAMA") // true
 */
export function townshipsOf(state: number): NrcTownship[] {
  return entries(state)
    .filter((e) => !e.alias)
    .map(({ code, my }) => ({ code, my }));
}

// The letter wa (ဝ) is often typed as the digit zero (၀), which looks the same.
const myLetters = (text: string) => text.replace(/\u1040/g, "\u101D");

function findTownship(state: number, typed: string): string | null {
  const latin = typed.toUpperCase();
  const my = myLetters(typed);
  const hit = entries(state).find((e) => e.code === latin || e.variants.includes(my));
  return hit ? hit.code : null;
}

function findType(typed: string): string | null {
  const upper = typed.toUpperCase();
  const hit = NRC_TYPES.find((t) => t.code === upper || t.my === typed);
  return hit ? hit.code : null;
}

const SHAPE =
  /^([0-9\u1040-\u1049]{1,2})\/([A-Za-z]+|[\u1000-\u109F]+)\(([A-Za-z]+|[\u1000-\u109F]+)\)([0-9\u1040-\u1049]{6})$/;

/**
 * Reads an NRC number in either script (spaces ignored) and checks it against the real township
 * list of its state.
 * @example parseNrc("၁၂/ဥကမ(နိုင်)၁၂၃၄၅၆") // { state: 12, township: "OUKAMA", type: "N", number: "123456" }
 * @returns null when the shape, state, township or type is wrong.
 */
export function parseNrc(text: string): NrcParts | null {
  const match = SHAPE.exec(text.replace(/[\s\u200B]/g, ""));
  if (!match) return null;
  const [, stateText = "", townshipText = "", typeText = "", digits = ""] = match;
  const state = Number(toLatinDigits(stateText));
  if (!NRC_STATES.includes(state)) return null;
  const township = findTownship(state, townshipText);
  const type = findType(typeText);
  if (!township || !type) return null;
  return { state, township, type, number: toLatinDigits(digits) };
}

/**
 * True when `text` is a well-formed NRC number with a real township code for its state.
 * @example isValidNrc("12/OUKAMA(N)123456") // true
 */
export function isValidNrc(text: string): boolean {
  return parseNrc(text) !== null;
}

/**
 * Writes NRC parts in Latin (`12/OUKAMA(N)123456`) or Myanmar (`၁၂/ဥကမ(နိုင်)၁၂၃၄၅၆`) script.
 * @example formatNrc({ state: 12, township: "OUKAMA", type: "N", number: "123456" }, "my")
 */
export function formatNrc(parts: NrcParts, script: "en" | "my" = "en"): string {
  if (script === "en") return `${parts.state}/${parts.township}(${parts.type})${parts.number}`;
  const township = entries(parts.state).find((e) => e.code === parts.township)?.my ?? parts.township;
  const type = NRC_TYPES.find((t) => t.code === parts.type)?.my ?? parts.type;
  return `${toMyanmarDigits(String(parts.state))}/${township}(${type})${toMyanmarDigits(parts.number)}`;
}

/**
 * The number as it is stored and printed: spaces removed, Latin letters upper case, script kept
 * as the traveller wrote it; text that is not an NRC number comes back trimmed.
 * @example normalizeNrc(" 12/oukama (n) 123456 ") // "12/OUKAMA(N)123456"
 */
export function normalizeNrc(text: string): string {
  const parts = parseNrc(text);
  if (!parts) return text.trim();
  return /[\u1000-\u103F\u104A-\u109F]/.test(text) ? formatNrc(parts, "my") : formatNrc(parts, "en");
}

/** What the NRC selectors hold: each part as chosen or typed, "" while not given. */
export interface NrcDraft {
  state: string;
  township: string;
  type: string;
  number: string;
}

const EMPTY_DRAFT: NrcDraft = { state: "", township: "", type: "", number: "" };
const DRAFT_SHAPE = /^(\d{0,2})\/([A-Z]*)\(([A-Z]*)\)(\d{0,6})$/;

/**
 * The number the selectors make: a complete one in the page's script (`formatNrc`), an unfinished
 * one as `state/township(type)digits` in Latin (which the NRC rule refuses, and `readNrcDraft`
 * reads back), "" when nothing is given.
 * @example composeNrc({ state: "12", township: "", type: "", number: "12" }, "en") // "12/()12"
 */
export function composeNrc(draft: NrcDraft, script: "en" | "my"): string {
  if (!draft.state && !draft.township && !draft.type && !draft.number) return "";
  const number = toLatinDigits(draft.number);
  if (draft.state && draft.township && draft.type && /^\d{6}$/.test(number))
    return formatNrc(
      { state: Number(draft.state), township: draft.township, type: draft.type, number },
      script,
    );
  return `${draft.state}/${draft.township}(${draft.type})${number}`;
}

/**
 * The selectors' parts of a saved NRC number: a valid one in either script, or an unfinished one
 * as `composeNrc` wrote it, so the form shows again what was typed; else nothing.
 * @example readNrcDraft("12/()12") // { state: "12", township: "", type: "", number: "12" }
 */
export function readNrcDraft(value: string): NrcDraft {
  const parts = parseNrc(value);
  if (parts)
    return { state: String(parts.state), township: parts.township, type: parts.type, number: parts.number };
  const draft = DRAFT_SHAPE.exec(value);
  if (!draft) return EMPTY_DRAFT;
  const [, state = "", township = "", type = "", number = ""] = draft;
  return {
    state: NRC_STATES.includes(Number(state)) ? state : "",
    township: state && findTownship(Number(state), township) === township ? township : "",
    type: findType(type) === type ? type : "",
    number,
  };
}
