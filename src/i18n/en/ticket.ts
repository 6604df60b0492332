/** English texts of the booking app's ticket screens (spread into src/i18n/en.ts). */
export const ticketEn = {} as const;
