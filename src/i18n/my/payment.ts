import type { UIKey } from "../en.ts";

/** Myanmar texts of the booking app's payment screens (spread into src/i18n/my.ts). */
export const paymentMy: Partial<Record<UIKey, string>> = {};
