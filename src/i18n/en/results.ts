/** English texts of the booking app's results screens (spread into src/i18n/en.ts). */
export const resultsEn = {} as const;
