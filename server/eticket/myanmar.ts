/** Myanmar script: the Myanmar block and Myanmar Extended-A and -B (Burmese, Shan, Mon, Karen...). */
const MYANMAR = /[\u1000-\u109F\uA9E0-\uA9FF\uAA60-\uAA7F]/u;
const MYANMAR_RUNS = /([\u1000-\u109F\uA9E0-\uA9FF\uAA60-\uAA7F]+)/u;

/**
 * True when the text holds any Myanmar-script character.
 * @example hasMyanmar("Aung ကျော်") // true
 */
export function hasMyanmar(text: string): boolean {
  return MYANMAR.test(text);
}

/** A piece of a line written in one script: Myanmar, or anything else. */
export interface ScriptRun {
  text: string;
  myanmar: boolean;
}

/**
 * The text cut where it changes between Myanmar script and other characters, in order, none empty.
 * @example scriptRuns("1. ကျော်/Aung") // [{ text: "1. ", myanmar: false }, { text: "ကျော်", myanmar: true }, { text: "/Aung", myanmar: false }]
 */
export function scriptRuns(text: string): ScriptRun[] {
  return text
    .split(MYANMAR_RUNS)
    .map((piece, i) => ({ text: piece, myanmar: i % 2 === 1 }))
    .filter((run) => run.text !== "");
}

/** Dependent signs: vowel signs, medials, asat, the stacker, tone marks (everything that is not a base). */
function isSign(ch: string): boolean {
  const c = ch.codePointAt(0) ?? 0;
  return (
    (c >= 0x102b && c <= 0x103e) ||
    (c >= 0x1056 && c <= 0x1059) ||
    (c >= 0x105e && c <= 0x1060) ||
    (c >= 0x1062 && c <= 0x1064) ||
    (c >= 0x1067 && c <= 0x106d) ||
    (c >= 0x1071 && c <= 0x1074) ||
    (c >= 0x1082 && c <= 0x108d) ||
    c === 0x108f ||
    (c >= 0x109a && c <= 0x109d) ||
    (c >= 0xa9e5 && c <= 0xa9e6) ||
    (c >= 0xaa7b && c <= 0xaa7d)
  );
}

const STACKER = "\u1039";
const ASAT = "\u103A";
/** Vowel sign E (Burmese) and Shan E: written after the consonant, drawn before it. */
const PRE_BASE_VOWELS = new Set(["\u1031", "\u1084"]);
const MEDIAL_RA = "\u103C";
/** Consonants that form kinzi with asat + stacker (nga, ra, Mon nga). */
const KINZI_RA = new Set(["\u1004", "\u101B", "\u105A"]);

/**
 * Myanmar text in the order its glyphs are drawn, which is what a shaping engine's Myanmar
 * reordering does before the font's substitutions (HarfBuzz's `initial_reordering`, reduced to
 * the three moves Burmese needs): in each syllable the vowel sign E, then medial ra, go before
 * the base consonant, and kinzi (nga + asat + stacker) goes after it. fontkit, which pdf-lib
 * lays text out with, has no Myanmar shaper, so without this "ေ" and "ြ" print after the
 * consonant. Text that needs no reordering comes back unchanged.
 * @example visualOrder("ကြေး") // "\u1031\u103C\u1000\u1038" (ေ ြ က း)
 */
export function visualOrder(text: string): string {
  const chars = [...text];
  const out: string[] = [];
  let i = 0;
  while (i < chars.length) {
    let kinzi: string[] = [];
    const afterKinzi = chars[i + 3];
    if (
      KINZI_RA.has(chars[i] ?? "") &&
      chars[i + 1] === ASAT &&
      chars[i + 2] === STACKER &&
      afterKinzi !== undefined &&
      !isSign(afterKinzi)
    ) {
      kinzi = chars.slice(i, i + 3);
      i += 3;
    }
    const base = chars[i] ?? "";
    i += 1;
    const pre: string[] = [];
    const medialRa: string[] = [];
    const rest: string[] = [];
    // The syllable goes on through its signs, and through a consonant stacked under the stacker.
    for (let ch = chars[i]; ch !== undefined && (isSign(ch) || chars[i - 1] === STACKER); ch = chars[++i]) {
      if (PRE_BASE_VOWELS.has(ch)) pre.push(ch);
      else if (ch === MEDIAL_RA) medialRa.push(ch);
      else rest.push(ch);
    }
    out.push(...pre, ...medialRa, base, ...kinzi, ...rest);
  }
  return out.join("");
}
