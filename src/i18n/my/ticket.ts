import type { UIKey } from "../en.ts";

/** Myanmar texts of the booking app's ticket screens (spread into src/i18n/my.ts). */
export const ticketMy: Partial<Record<UIKey, string>> = {};
