/**
 * The localStorage keys of the stores that scripts outside the app read too (the head scripts of
 * /flights and the app's pages, the early copies of screens): written here once, without the stores' code.
 */
export const STORAGE_KEYS = {
  language: "language",
  searchParams: "searchParams",
  searchForm: "searchForm",
  recentAirports: "recentAirports",
  selectedFlight: "selectedFlight",
  contactInfo: "contactInfo",
  passengerInfo: "passengerInfo",
  bookingOwner: "bookingOwner",
  bookingData: "bookingData",
  paymentTopUp: "paymentTopUp",
} as const;
