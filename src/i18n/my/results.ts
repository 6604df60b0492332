import type { UIKey } from "../en.ts";

/** Myanmar texts of the booking app's results screens (spread into src/i18n/my.ts). */
export const resultsMy: Partial<Record<UIKey, string>> = {};
