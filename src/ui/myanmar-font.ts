/** The Myanmar web font's family (Base.astro's @font-face). */
export const MYANMAR_FONT = "Noto Sans Myanmar";

/**
 * How long a page shown in Myanmar (Base.astro) waits for the Myanmar font before it shows in
 * a fallback.
 */
export const FONT_WAIT_MS = 3000;

/** The font shorthand `document.fonts.check` and `.load` take to ask after the Myanmar font. */
export const MYANMAR_FONT_QUERY = `1em "${MYANMAR_FONT}"`;
