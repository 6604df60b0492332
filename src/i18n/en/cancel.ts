/** English texts of cancelling a paid booking (spread into src/i18n/en.ts). */
export const cancelEn = {
  "cancel.title": "Cancel booking {id}",
  "cancel.loading": "Working out your refund...",
  "cancel.paid": "You paid",
  "cancel.refundFee": "Refund fee",
  "cancel.kept": "Kept under the fare's rules",
  "cancel.noShowFee": "No-show fee",
  "cancel.refund": "Back to your wallet",
  "cancel.kind.REFUND": "The refund goes to your wallet at once, and your seats go back on sale.",
  "cancel.kind.NON_REFUNDABLE":
    "This fare is non-refundable: nothing comes back. You can still cancel to free the seats for others.",
  "cancel.kind.FORFEITED":
    "Less than two hours before departure, cancelling counts as a no-show, and this fare is then lost: nothing comes back. You can still cancel to free the seats.",
  "cancel.noShowNote": "Less than two hours before departure, the fare's no-show fee applies too.",
  "cancel.validUntil": "This quote holds until {time}.",
  "cancel.whole": "Every traveller and every flight of this booking is cancelled.",
  "cancel.confirm": "Confirm cancellation",
  "cancel.confirming": "Cancelling...",
  "cancel.keep": "Keep my booking",
  "cancel.changed":
    "The quote has changed since you opened it. Please check the new amounts and confirm again.",
  "cancel.error.ALREADY_CANCELLED": "This booking is already cancelled.",
  "cancel.error.DEPARTED": "The first flight has already left, so this booking can no longer be cancelled.",
  "cancel.error.NOT_PAID": "Only a paid booking can be cancelled.",
  "cancel.done": "Booking cancelled. {amount} is back in your wallet.",
  "cancel.doneNothing": "Booking cancelled. Nothing came back under the fare's rules.",
  "cancel.cancelledAt": "Cancelled on",
  "cancel.refunded": "Refunded to wallet",
  "cancel.statement.refund": "Refund · booking {id}",
} as const;
