/**
 * The spec's rule messages (sections 5 and 8) with a code each. A rule returns a `RuleFailure`:
 * its code and parameters say what failed, so the booking app can show it in the page's
 * language, and `message` is the exact English text the server answers with.
 */
export const RULE_MESSAGES = {
  "search.from": "Please select departure city/country",
  "search.to": "Please select destination city/country",
  "search.departureDate": "Please select departure date",
  "search.returnDate": "Please select return date",
  "search.travelType": "Please select either Domestic or International flight",
  "search.cabin": "Please select a cabin class",
  "search.sameAirport": "Departure and destination must be different",
  "search.domesticAbroad": "A domestic search needs airports in Myanmar; choose International",
  "search.departureFormat": "Departure date must be a date (YYYY-MM-DD)",
  "search.departurePast": "Departure date cannot be in the past",
  "search.departureTooFar": "Flights are on sale up to {days} days ahead",
  "search.returnFormat": "Return date must be a date (YYYY-MM-DD)",
  "search.returnBeforeDeparture": "Return date cannot be earlier than departure date",
  "search.returnTooFar": "Flights are on sale up to {days} days ahead",
  "search.adults": "Adults must be between 1 and 9",
  "search.children": "Children must be between 0 and 9",
  "search.infants": "Infants must be between 0 and the number of adults (one on each adult's lap)",
  "search.limit": "Limit must be between 1 and 50",
  "search.legsTooFew": "A multi-city trip needs at least {min} flights",
  "search.legsTooMany": "A multi-city trip can have at most {max} flights",
  "search.legBeforePrevious": "Departure date cannot be earlier than the previous flight's date",
  "contact.none": "Need To fill Contact Info",
  "contact.missing": "Please fill in contact information: {fields}",
  "email.invalid": "Please enter a valid email address",
  "email.required": "Please enter your email",
  "phone.invalid": "Please enter a valid phone number",
  "password.short": "Password must be at least {min} characters",
  "password.long": "Password must be at most {max} characters",
  "password.mismatch": "Passwords do not match",
  "password.same": "The new password must be different from the current one",
  "passengers.none": "Please add passenger information",
  "passengers.count": "Please add information for all {total} passengers",
  "passenger.missing": "Please fill in all required fields for {kind} Passenger {n}: {fields}",
  "passenger.birthDate": "Please enter a valid date of birth for {kind} Passenger {n}",
  "passenger.childAge":
    "Child Passenger {n} must be {max} years old or younger. Please update the date of birth.",
  "passenger.adultAge":
    "Adult Passenger {n} must be {min} years old or older on the day of travel. Please update the date of birth.",
  "passenger.childYoung":
    "Child Passenger {n} must be {min} years old or older on the day of travel. A baby under {min} travels on an adult's lap as an infant: search again with them counted as an infant.",
  "passenger.infantAge":
    "Infant Passenger {n} must be under {max} years old on the day of the last flight. Please check the date of birth: a child of {max} or older needs a seat, so search again with them counted as a child.",
  "passenger.email": "Please enter a valid e-mail address for {kind} Passenger {n}",
  "passenger.phone": "Please enter a valid phone number for {kind} Passenger {n}",
  "passenger.passportBeforeTravel":
    "The passport of {kind} Passenger {n} expires before the last flight. Please check the passport expiry date.",
  "passenger.passportExpiryFormat": "Please enter a valid passport expiry for {kind} Passenger {n}",
  "passenger.passportExpired":
    "The passport of {kind} Passenger {n} has expired. Please update the passport expiry date.",
  "passenger.nrc": "Please enter a valid NRC number for {kind} Passenger {n}",
  "passenger.nameLatin":
    "Please write the name of {kind} Passenger {n} in Latin letters (A-Z), as in their passport or travel document. Airlines cannot take names in Myanmar script.",
  "passenger.idDocument":
    "{kind} Passenger {n} needs an NRC or a passport for a flight inside Myanmar. Please enter one of them.",
  "passenger.nrcRequired": "{kind} Passenger {n} needs an NRC for this fare. Please enter the NRC number.",
  "passenger.passportRequired":
    "{kind} Passenger {n} needs a passport for this fare. Please enter the passport number, expiry date and country.",
  "passenger.nationality": "Please choose the nationality of {kind} Passenger {n} from the list of countries",
  "passenger.countryOfPassport":
    "Please choose the country of passport of {kind} Passenger {n} from the list of countries",
  "passenger.passportNumber": "The passport number of {kind} Passenger {n} must be 5 to 9 letters and digits",
  "booking.missing": "Booking data is missing",
  "name.visible": "Please enter your name",
  "name.script": "Names must be written in Latin or Myanmar letters",
} as const;

export type RuleCode = keyof typeof RULE_MESSAGES;

/** A parameter of a message: a number, a word, or a list of field names (joined with ", "). */
export type RuleParam = string | number | readonly string[];

/** A failed rule: what failed (code and parameters), the field it is about, and the English text. */
export interface RuleFailure {
  code: RuleCode;
  params: Record<string, RuleParam>;
  /** The payload field, e.g. `contactInfo.email` or `passengerInfo.0.dateOfBirth`. */
  field: string;
  /** The spec's English wording, as the server answers it. */
  message: string;
}

/**
 * The number-typed parameters of a failure, for a translator to fill in first: it writes them
 * in the page's digits (Myanmar digits on Myanmar pages).
 * @example numberParams({ n: 2, fields: ["city"] }) // { n: 2 }
 */
export function numberParams(params: Record<string, RuleParam>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, number] => typeof entry[1] === "number"),
  );
}

/**
 * Fills a message template's `{name}` placeholders; lists are joined with ", ".
 * `word` lets a caller translate list items and words (field names, "Adult") on the way.
 * @example fillTemplate("Hi {names}", { names: ["a", "b"] }) // "Hi a, b"
 */
export function fillTemplate(
  template: string,
  params: Record<string, RuleParam>,
  word: (name: string, value: string) => string = (_name, value) => value,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (typeof value === "number") return String(value);
    if (typeof value === "string") return word(name, value);
    return value.map((item) => word(name, item)).join(", ");
  });
}

/**
 * Builds a failure with the spec's English message.
 * @example ruleFailure("passengers.count", "passengerInfo", { total: 3 }).message
 * // "Please add information for all 3 passengers"
 */
export function ruleFailure(
  code: RuleCode,
  field: string,
  params: Record<string, RuleParam> = {},
): RuleFailure {
  return { code, params, field, message: fillTemplate(RULE_MESSAGES[code], params) };
}
