/** English texts of an airline's schedule change on a booking (spread into src/i18n/en.ts). */
export const scheduleEn = {
  "schedule.MOVED": "Your flight {flight} now leaves at {time} instead of {previous} on {date}",
  "schedule.CANCELLED": "Your flight {flight} on {date} has been cancelled by the airline",
  "schedule.local": "Times are local at the airport. We have e-mailed you about this change.",
  "schedule.badge.MOVED": "Schedule changed",
  "schedule.badge.CANCELLED": "Flight cancelled",
} as const;
