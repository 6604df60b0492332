/**
 * English texts of the booking app's shell (built into its code, src/booking/texts.ts): page
 * titles, loading, the error and 404 screens, the API's error messages, the booking steps' words.
 */
export const bookingEn = {
  // Shown by the marketing pages too.
  "site.name": "Myanmar Flights",
  "error.network": "We could not reach the server. Check your connection and try again.",
  "error.timeout": "The server took too long to answer. Please try again.",
  "error.generic": "Something went wrong. Please try again.",
  "error.email": "Please enter a valid e-mail address.",
  "error.tooMany": "Too many attempts. Please wait a minute and try again.",
  // Limits the API answers with a code of their own (src/api/api-error.ts, CODE_TEXTS).
  "error.holdsLimit":
    "You already have 3 bookings waiting for payment. Pay for one, or wait for its 30-minute hold to end, before booking again.",
  "error.eticketMailLimit":
    "This e-ticket has been e-mailed too often today. Download it from your booking, or ask again tomorrow.",
  // Refusals the API answers with a code (src/i18n/refusal-keys.ts): those any screen can meet.
  "refusal.BAD_REQUEST": "Your request could not be read. Reload the page and try again.",
  "refusal.VALIDATION_FAILED": "Some details are not valid. Check what you entered and try again.",
  "refusal.FORBIDDEN": "This belongs to another account. Sign in with the account that made it.",
  "refusal.NOT_FOUND": "We could not find what you asked for. Go back and try again.",
  "refusal.CONFLICT": "Something changed while you were on this page. Reload the page and try again.",
  "refusal.BAD_OFFER": "This flight offer is no longer valid. Search again and choose a flight.",
  "refusal.PAYMENT_DECLINED":
    "The payment was declined. Check your card or KBZPay details, or pay another way.",
  "refusal.PAYMENTS_UNAVAILABLE": "Topping up is not available right now. Please try again later.",
  "refusal.TOP_UP_PENDING":
    "The payment provider has not answered yet. Wait a minute and look at your wallet before you try again.",
  "notFound.heading": "Page not found",
  "notFound.text": "The page you asked for does not exist.",
  "notFound.home": "Back to home",

  // The booking steps' words, shown by the ticket and payment screens.
  "progress.label": "Booking progress",
  "progress.booking": "Booking",
  "progress.payment": "Payment",
  "progress.complete": "Complete",
  "progress.current": "(current step)",
  "trip.way": "Way",
  // A multi-city trip (2 to 5 legs) and the name of each of its legs, on every screen after Choose.
  "trip.multiCity": "Multi-city",
  "trip.legOf": "Flight {n} of {count}",
  // Beside a price for several travellers (results, Flight Details, choose, ticket): one
  // traveller's price is the total and says neither.
  "price.totalFor": "total for {n} travellers",
  "price.totalForLabel": "Total for {n} travellers",
  "price.eachPerson": "{price} per person",
  "price.eachAdult": "{price} per adult",

  "route.flights": "Flight results",
  "route.choose": "Your chosen flight",
  "route.change": "Change a booking",
  "route.login": "Sign in",
  "route.signup": "Sign up",
  "route.signupAgent": "Sign up for Agent",
  "route.forgetPassword": "Forgot Password",
  "route.ticket": "Passenger details",
  "route.payment": "Payment",
  "route.paymentCard": "Pay by card",
  "route.paymentCardAlias": "Pay by card",
  "route.paymentKpay": "Pay with KBZPay",
  "route.paymentComplete": "Booking confirmed",
  "route.wallet": "My Wallet",
  "route.walletCard": "Top up by card",
  "route.walletKpay": "Top up with KBZPay",
  "route.profile": "My Profile",
  "route.bookingHistory": "Booking History",
  "route.bookingDetail": "Booking detail",
  "route.findBooking": "Find my booking",
  "app.description": "Search, book and pay for flights from Myanmar.",
  "app.loading": "Loading…",
  "app.needsJavaScript": "This page needs JavaScript. Please turn it on, or call our hotline to book.",
  "app.unexpectedError": "Unexpected Application Error!",
  "app.tryAgain": "Try again",
  "app.loadFailed": "Part of this page could not be loaded. Check your connection and try again.",
  "app.sessionExpired": "Your session has expired. Please sign in again.",
  "app.signedOut": "Your session has ended. Please sign in again.",
  "app.signInFirst": "Please sign in to continue.",
  // The e-ticket is downloaded from the confirmation and from a booking's detail.
  "eticket.downloadFailed": "The e-ticket could not be downloaded. Please try again.",
  // Route notices: the results, Flight Details and the ticket step show them.
  "notice.region": "Notices for this trip",
  "notice.info": "Route notice",
  "notice.closed": "Route closed",
  "notice.closedForeigner": "Closed to foreigners",
  "notice.closedCitizen": "Closed to Myanmar citizens",
} as const;
