// A letter and the marks that belong to it (Myanmar vowel signs and medials are marks too).
const LETTER = /^.\p{M}*/u;
const MYANMAR = /^[\u1000-\u109f]/;

function firstGrapheme(word: string): string {
  return LETTER.exec(word)?.[0] ?? "";
}

/**
 * The avatar's letters: the first character of the first and last word of a name, upper-cased
 * (one for a one-word name). A letter keeps its combining marks, so a Myanmar consonant keeps
 * its medials and vowel signs (မော, not a bare မ); a Myanmar name gives its first syllable only.
 * @example initials("aung kyaw") // "AK"
 * @example initials("Aye") // "A"
 */
export function initials(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return "";
  // Myanmar names have no family name to abbreviate, and a syllable with its signs is as wide
  // as two Latin letters: the first syllable alone fits the round avatar.
  if (MYANMAR.test(first)) return firstGrapheme(first);
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return (firstGrapheme(first) + (last ? firstGrapheme(last) : "")).toLocaleUpperCase();
}
