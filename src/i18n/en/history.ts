/**
 * English texts of a booking's history (booking detail's timeline, the history list's cards) and
 * of the history page offline (spread into src/i18n/en.ts).
 */
export const historyEn = {
  "history.title": "History",
  "history.PAID": "Booked and paid {amount}",
  "history.CHANGED": "Date changed from {from} to {to}",
  "history.charged": "Paid {amount} for the change",
  "history.free": "The change was free",
  "history.MOVED": "The airline changed the time of {flight} on {date}: {previous} → {time}",
  "history.CANCELLED_FLIGHT": "The airline cancelled {flight} on {date}",
  "history.answer.ACCEPTED": "You accepted the new time",
  "history.answer.REFUNDED": "You cancelled with a full refund",
  "history.answer.MOVED": "You moved to another flight free of charge",
  "history.answer.CANCELLED": "You cancelled the booking",
  "history.answer.open": "Waiting for your answer",
  "history.CANCELLED": "Cancelled: {amount} refunded to your wallet",
  "history.cancelledNothing": "Cancelled: nothing refunded",
  "history.cancelledForChange": "Cancelled for the airline's change: {amount} refunded in full",
  "history.other": "Booking updated",
  "history.otherFlights": "Flights now {to}, were {from}",
  "history.otherAmount": "Amount: {amount}",
  "history.changedWas": "Changed · was {flights}",
  "history.findAnswer": "To answer this change, sign in to the account that made the booking.",
  "history.offline.title": "You are offline",
  "history.offline.kept":
    "These bookings are kept on this device. The full list of your bookings needs a connection.",
  "history.offline.none": "No booking is kept on this device. The list of your bookings needs a connection.",
  "history.offline.saved": "Saved on {date} {time}",
  "history.offline.sessionEnded": "Your session has ended. Signing in needs a connection.",
  "history.offline.open": "Open the kept copy",
} as const;
