/** English texts of the booking app's account screens (spread into src/i18n/en.ts). */
export const accountEn = {} as const;
