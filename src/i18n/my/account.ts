import type { UIKey } from "../en.ts";

/** Myanmar texts of the booking app's account screens (spread into src/i18n/my.ts). */
export const accountMy: Partial<Record<UIKey, string>> = {};
