/** English texts of moving free of charge after an airline's schedule change (spread into src/i18n/en.ts). */
export const moveEn = {
  "move.pick": "Choose another flight, free of charge",
  "move.intro":
    "The airline changed your flight, so you can move to another flight on the same route from {first} to {last} at no cost, even if its fare is higher.",
  "move.leg": "Flight to move: {leg}, {route}.",
  "move.keepsOthers": "The rest of your trip keeps its flights and seats.",
  "move.days": "Days you can move to",
  "move.loading": "Finding flights...",
  "move.none": "No other flight on this day. Try another day.",
  "move.choose": "Move to this flight",
  "move.confirmTitle": "Move booking {id} free of charge",
  "move.why": "The airline changed your flight, so this move costs nothing.",
  "move.confirm": "Confirm move",
  "move.confirming": "Moving...",
  "move.done": "Booking {id} moved at no charge. The new e-ticket is on its way to your email.",
  "move.error.NO_OPEN_CHANGE":
    "There is no schedule change to answer on this booking: it has been answered already.",
  "move.error.OUTSIDE_WINDOW": "This day is outside the days you can move to free of charge.",
  "move.error.NOT_SAME_ROUTE": "A free move keeps your route, cabin and travellers.",
} as const;
