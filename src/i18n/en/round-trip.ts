/** English texts of a round trip chosen leg by leg (spread into resultsEn, the results area; ADR 0071). */
export const roundTripEn = {
  "legs.step1": "Step 1 of 2",
  "legs.step2": "Step 2 of 2",
  "legs.outboundHeading": "Choose your outbound flight",
  "legs.returnHeading": "Choose your return flight",
  "legs.tripFrom": "Round trip from",
  "legs.tripTotal": "Round trip total",
  "legs.chosenOutbound": "Your outbound flight",
  "legs.change": "Change",
  "legs.changeLabel": "Change your outbound flight",
  "legs.noReturns": "No return flight fits this outbound flight. Choose another outbound flight.",
  "legs.familiesLater":
    "Fares with more bags or easier changes are for the whole trip: you see them in a return flight's details, once you have chosen this outbound flight.",
  "legs.chooseOutbound": "Choose this outbound flight",
} as const;
