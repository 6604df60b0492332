/** English texts of the booking app's payment screens (spread into src/i18n/en.ts). */
export const paymentEn = {} as const;
