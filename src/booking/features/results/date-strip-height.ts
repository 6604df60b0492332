import type { Locale } from "../../../i18n/locales.ts";

/**
 * The date strip's height: Myanmar's day takes two lines (month and day, then weekday) above the
 * fare. The strip holds it before its days arrive, and so does the page's early copy
 * (early-summary.ts), so nothing below moves when they do. A minimum: a day whose text needs
 * more (enlarged text, a long fare on a narrow phone) grows instead of being cut off.
 */
export const stripHeight = (locale: Locale) => (locale === "my" ? "min-h-[4.5rem]" : "min-h-16");
