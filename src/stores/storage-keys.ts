/**
 * The localStorage keys of the stores that more than one module reads (the stores, the account
 * menus' and city names' readers): written here once, without the stores' code. The visitor's
 * language is remembered under `language` by Base.astro's inline script.
 */
export const STORAGE_KEYS = {
  searchParams: "searchParams",
  searchForm: "searchForm",
  recentAirports: "recentAirports",
  selectedFlight: "selectedFlight",
  tripNotices: "tripNotices",
  contactInfo: "contactInfo",
  passengerInfo: "passengerInfo",
  bookingOwner: "bookingOwner",
  bookingData: "bookingData",
  eticketSent: "eticketSent",
  paymentTopUp: "paymentTopUp",
} as const;
