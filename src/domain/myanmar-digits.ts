/** Myanmar digits (၀-၉, U+1040-U+1049) and Latin digits, one for the other. */

const MY_ZERO = 0x1040;

/**
 * Myanmar digits (၀-၉) to Latin digits; other characters unchanged.
 * @example toLatinDigits("၁၂/ဥကမ") // "12/ဥကမ"
 */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u1040-\u1049]/g, (d) => String((d.codePointAt(0) ?? MY_ZERO) - MY_ZERO));
}

/**
 * Latin digits to Myanmar digits; other characters unchanged.
 * @example toMyanmarDigits("12") // "၁၂"
 */
export function toMyanmarDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => String.fromCodePoint(MY_ZERO + Number(d)));
}

/**
 * A number, or a short code of digits (an airport terminal), as the page's language writes it:
 * Myanmar digits on Myanmar pages (as the translator fills numbers into Myanmar texts), Latin
 * digits in English.
 * @example localDigits(3, "my") // "၃"
 * @example localDigits("T2", "my") // "T၂"
 * @example localDigits(3, "en") // "3"
 */
export function localDigits(value: number | string, locale: "en" | "my"): string {
  return locale === "my" ? toMyanmarDigits(String(value)) : String(value);
}
