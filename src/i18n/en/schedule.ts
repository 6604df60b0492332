/** English texts of an airline's schedule change on a booking (spread into src/i18n/en.ts). */
export const scheduleEn = {
  "schedule.MOVED": "Your flight {flight} now leaves at {time} instead of {previous} on {date}",
  "schedule.CANCELLED": "Your flight {flight} on {date} has been cancelled by the airline",
  "schedule.local": "Times are local at the airport. We have e-mailed you about this change.",
  "schedule.localContact":
    "Times are local at the airport. We have e-mailed the booking's contact about this change.",
  "schedule.badge.MOVED": "Schedule changed",
  "schedule.badge.CANCELLED": "Flight cancelled",
  "schedule.accept": "Accept the new time",
  "schedule.accepting": "Accepting...",
  "schedule.accepted": "Done: your booking and e-ticket now show the new time.",
  "schedule.move": "Move to another flight free of charge",
  "schedule.refund": "Cancel with a full refund",
  "schedule.refundTitle": "Cancel booking {id} with a full refund",
  "schedule.refundBody":
    "Because the airline changed your flight, everything you paid comes back to your wallet: {amount}. No fee is kept, and your seats are released.",
  "schedule.refundConfirm": "Cancel and refund {amount}",
  "schedule.refunded": "Booking cancelled. {amount}, everything you paid, is back in your wallet.",
  "schedule.error.NO_OPEN_CHANGE":
    "This change has already been answered. Reload the page to see your booking.",
  "schedule.error.FLIGHT_CANCELLED":
    "The airline cancelled this flight: there is no new time to accept, only a full refund.",
  "schedule.error.ALREADY_CANCELLED": "This booking is already cancelled.",
  "schedule.error.DEPARTED": "Your first flight has already left, so this booking can no longer be refunded.",
} as const;
