/**
 * Data generators for tests (unit, API and browser): each makes a value that passes every rule
 * of the contract, and takes overrides to break or change the fields a test is about. One place,
 * so that a new rule is met once here rather than in every test's own copy.
 * @example validatePassengers([passenger(), child({ dateOfBirth: "2012-01-01" })], context)
 */
import type { RegistrationPayload, User } from "./account.ts";
import type { Airport } from "./airport.ts";
import type { BookedLeg, BookedSegment, BookingPayload, BookingRecord, ReturnFlightInfo } from "./booking.ts";
import type { ContactInfo } from "./contact-info.ts";
import { addDays } from "./dates.ts";
import type { FlightOffer, FlightSegment } from "./flight-offer.ts";
import type { PassengerInfo } from "./passenger-info.ts";
import type { RouteNotice } from "./route-notice.ts";
import type { SearchParams, TravelType } from "./search-params.ts";

/** The password every generated account gets (it passes the sign-up rules). */
export const TEST_PASSWORD = "Secret123!";

let accounts = 0;

/**
 * A sign-up body that passes every rule, with an address no other call of this run uses.
 * @example await t.api(register, { body: registration({ isAgent: true }) })
 */
export function registration(overrides: Partial<RegistrationPayload> = {}): RegistrationPayload {
  accounts += 1;
  const unique = `${Date.now().toString(36)}${accounts}${Math.random().toString(36).slice(2, 6)}`;
  return {
    name: "Aung Kyaw",
    email: `aung.${unique}@example.com`,
    phoneNumber: "959123456789",
    password: TEST_PASSWORD,
    confirmPassword: overrides.password ?? TEST_PASSWORD,
    isAgent: false,
    ...overrides,
  };
}

/**
 * An account as the API answers it (a customer unless told), signed in as far as the browser knows.
 * @example setAuth({ jwt: "t", user: user({ isAgent: true }) })
 */
export function user(overrides: Partial<User> = {}): User {
  return {
    id: "0b8c6a1e-2f4d-4e55-9d51-3f0f7a6c2b11",
    name: "Aung Kyaw",
    email: "aung.kyaw@example.mm",
    phoneNumber: "+959420111222",
    isAgent: false,
    createdAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** Yangon's airport as `GET /apis/airports` answers it. */
export function airport(overrides: Partial<Airport> = {}): Airport {
  return {
    iataCode: "RGN",
    name: "Yangon International Airport",
    city: "Yangon",
    cityMy: "ရန်ကုန်",
    country: "Myanmar",
    countryCode: "MM",
    domestic: true,
    terminals: ["1", "3"],
    utcOffsetMinutes: 390,
    timeZone: "Asia/Yangon",
    ...overrides,
  };
}

/** The booking's contact, every field filled (spec section 5). */
export function contact(overrides: Partial<ContactInfo> = {}): ContactInfo {
  return {
    firstName: "Aung",
    lastName: "Kyaw",
    email: "aung.kyaw@example.mm",
    phoneNumber: "+959123456789",
    address: "1 Pyay Road",
    city: "Yangon",
    country: "Myanmar",
    ...overrides,
  };
}

/**
 * An adult passenger with a passport: enough for a trip abroad and for a foreigner fare at home
 * (a citizen fare asks for an NRC too: `passenger({ nrcNumber: TEST_NRC })`).
 */
export function passenger(overrides: Partial<PassengerInfo> = {}): PassengerInfo {
  return {
    firstName: "Aung",
    lastName: "Kyaw",
    phoneNumber: "959123456789",
    email: "aung.kyaw@example.mm",
    gender: "MALE",
    nationality: "MM",
    dateOfBirth: "1990-01-15",
    passportNumber: "MA1234567",
    passportExpiry: "2030-01-01",
    countryOfPassport: "MM",
    ...overrides,
  };
}

/** A valid NRC number, as a Myanmar citizen's card writes it in Latin letters. */
export const TEST_NRC = "12/OUKAMA(N)123456";

/** A child passenger (born 2018: 8 years old through 2026), with a passport. */
export function child(overrides: Partial<PassengerInfo> = {}): PassengerInfo {
  return passenger({ firstName: "Su", gender: "FEMALE", dateOfBirth: "2018-05-01", ...overrides });
}

/**
 * An infant on lap (born 1 March 2026: under 2 until March 2028), with a passport, and no phone
 * or e-mail of their own.
 */
export function infant(overrides: Partial<PassengerInfo> = {}): PassengerInfo {
  return passenger({
    firstName: "Thiri",
    phoneNumber: "",
    email: "",
    gender: "FEMALE",
    dateOfBirth: "2026-03-01",
    passportNumber: "MB7654321",
    ...overrides,
  });
}

/**
 * A search as the panel stores it and the results page reads it: one adult, Yangon to Bangkok on
 * 1 December 2026, one way, economy.
 * @example searchParams({ returnDate: "2026-12-08", adults: 2, travelClass: "BUSINESS" })
 */
export function searchParams(overrides: Partial<SearchParams> = {}): SearchParams {
  return {
    travelType: 2,
    from: "RGN",
    to: "BKK",
    departureDate: "2026-12-01",
    returnDate: null,
    adults: 1,
    children: 0,
    limit: 10,
    travelClass: "ECONOMY",
    ...overrides,
  };
}

/**
 * The classic Myanmar circuit as a multi-city search, Yangon, Bagan, Mandalay, Heho and back,
 * one leg every few days from `firstDate` (domestic, one adult, economy).
 * @example multiCityParams("2026-12-10").legs?.map((leg) => leg.to) // ["NYU", "MDL", "HEH", "RGN"]
 */
export function multiCityParams(
  firstDate = "2026-12-10",
  overrides: Partial<SearchParams> = {},
): SearchParams {
  const stops = ["RGN", "NYU", "MDL", "HEH", "RGN"];
  const legs = stops.slice(1).map((to, i) => ({
    from: stops[i] ?? "",
    to,
    departureDate: addDays(firstDate, i * 3),
  }));
  return searchParams({
    travelType: 1,
    from: "RGN",
    to: "RGN",
    departureDate: firstDate,
    legs,
    ...overrides,
  });
}

/** What an offer is made of; every field is optional. */
export interface OfferSpec {
  carrier?: string;
  /** Outbound departure, airport-local. */
  at?: string;
  total?: string;
  /** Connections on the outbound. */
  stops?: number;
  /** A second carrier on the return; the offer is a round trip when given. */
  returnCarrier?: string;
  refund?: { maxPenaltyAmount?: string; notApplicable?: boolean };
}

function offerSegment(id: number, carrier: string, from: string, to: string, at: string): FlightSegment {
  return {
    id: String(id),
    carrierCode: carrier,
    number: String(100 + id),
    aircraft: { code: "320" },
    departure: { iataCode: from, terminal: "1", at },
    arrival: { iataCode: to, terminal: "1", at: `${at.slice(0, 11)}23:00:00` },
    duration: "PT1H30M",
    numberOfStops: 0,
  };
}

/**
 * A flight offer in the contract's shape (Yangon to Bangkok), with only what a test cares about
 * set; it has no traveller pricings, so it is for the browser's lists, not for booking.
 * @example flightOffer({ carrier: "UB", at: "2026-12-01T07:00:00", total: "120.00" })
 */
export function flightOffer(spec: OfferSpec = {}): FlightOffer {
  const { carrier = "UB", at = "2026-12-01T08:00:00", total = "100.00", stops = 0 } = spec;
  const outbound = Array.from({ length: stops + 1 }, (_, i) =>
    offerSegment(i + 1, carrier, i === 0 ? "RGN" : "HUB", i === stops ? "BKK" : "HUB", at),
  );
  const itineraries = [{ duration: "PT1H30M", segments: outbound }];
  if (spec.returnCarrier)
    itineraries.push({
      duration: "PT1H30M",
      segments: [offerSegment(stops + 2, spec.returnCarrier, "BKK", "RGN", "2026-12-05T18:00:00")],
    });
  return {
    id: `Y~${carrier}${at}${total}`,
    type: "flight-offer",
    source: "GDS",
    oneWay: itineraries.length === 1,
    lastTicketingDate: "2026-11-26",
    numberOfBookableSeats: 9,
    itineraries,
    price: { currency: "USD", base: total, total, grandTotal: total, taxes: [] },
    pricingOptions: { fareType: ["PUBLISHED"], includedCheckedBagsOnly: true },
    validatingAirlineCodes: [carrier],
    travelerPricings: [],
    ...(spec.refund
      ? { fareRules: { currency: "USD", rules: [{ category: "REFUND", ...spec.refund }] } }
      : {}),
  };
}

/**
 * A multi-city offer in the contract's shape for the browser's lists: one nonstop flight per leg
 * between consecutive `stops`, a leg a day from `firstDay`.
 * @example multiCityOffer(["RGN", "MDL", "RGN"]).itineraries.length // 2
 */
export function multiCityOffer(
  stops: readonly string[] = ["RGN", "NYU", "MDL", "HEH", "RGN"],
  firstDay = "2026-12-10",
): FlightOffer {
  const offer = flightOffer({ at: `${firstDay}T08:00:00` });
  const itineraries = stops.slice(1).map((to, i) => ({
    duration: "PT1H30M",
    segments: [offerSegment(i + 1, "UB", stops[i] ?? "", to, `${addDays(firstDay, i)}T08:00:00`)],
  }));
  return { ...offer, id: `Y~multi${stops.join("")}`, oneWay: false, itineraries };
}

/**
 * The Confirm Booking call's body for an offer the API answered: one valid passenger per
 * traveller it was priced for (adults, then children, then infants on lap), and a full contact.
 * Adults on a citizen fare carry an NRC besides their passport, as that fare asks.
 * @example await t.api(createBookingRoute, { body: bookingRequest(found, user.id), token })
 */
export function bookingRequest(
  priced: FlightOffer,
  userId: string,
  travelType: TravelType = 1,
): BookingPayload {
  const nrc = priced.fareType === "citizen" ? { nrcNumber: TEST_NRC } : {};
  return {
    flightData: priced,
    travelType,
    passengerInfo: priced.travelerPricings.map((p, i) =>
      p.travelerType === "CHILD"
        ? child({ firstName: `Child${i}` })
        : p.travelerType === "HELD_INFANT"
          ? infant({ firstName: `Infant${i}` })
          : passenger({ firstName: `Adult${i}`, ...nrc }),
    ),
    contactInfo: contact(),
    userId,
  };
}

/** One booked flight as a record lists it (Yangon to Mandalay by default). */
export function bookedSegment(overrides: Partial<BookedSegment> = {}): BookedSegment {
  return {
    flightNumber: "UB101",
    airlineCode: "UB",
    airlineName: "Myanmar National Airlines",
    airlineRef: "PNR101",
    origin: "RGN",
    destination: "MDL",
    departureAt: "2026-12-20T07:30:00",
    arrivalAt: "2026-12-20T08:55:00",
    departureTerminal: "1",
    arrivalTerminal: "1",
    aircraft: "Airbus A320",
    cabin: "ECONOMY",
    duration: "PT1H25M",
    baggageWeight: 20,
    ...overrides,
  };
}

/** The return leg of a round trip record (Mandalay back to Yangon by default). */
export function returnFlight(overrides: Partial<ReturnFlightInfo> = {}): ReturnFlightInfo {
  return {
    origin: "MDL",
    destination: "RGN",
    departureTerminal: "1",
    arrivalTerminal: "1",
    airlineName: "Myanmar National Airlines",
    airlineCode: "UB",
    airlineRef: "PNR102",
    flightNumber: "UB102",
    returnDate: "2026-12-24T09:00:00",
    arrivalAt: "2026-12-24T10:25:00",
    price: 100,
    ...overrides,
  };
}

/**
 * A booking record as the API answers it: one adult from Yangon to Mandalay, held for payment.
 * A round trip: pass `returnFlightInfo: returnFlight()` (its segments follow from it).
 * @example bookingRecord({ status: "PAID", returnFlightInfo: returnFlight() })
 */
export function bookingRecord(overrides: Partial<BookingRecord> = {}): BookingRecord {
  const outbound = bookedSegment();
  const back = overrides.returnFlightInfo ?? null;
  const traveller = passenger();
  const price = 105;
  const total = price + (back?.price ?? 0);
  return {
    id: "FBK7Q2M4X9PA",
    price,
    isRoundTrip: back !== null,
    origin: outbound.origin,
    destination: outbound.destination,
    departureDate: outbound.departureAt,
    arrivalAt: outbound.arrivalAt,
    departureTerminal: outbound.departureTerminal,
    arrivalTerminal: outbound.arrivalTerminal,
    airlineName: outbound.airlineName,
    airlineCode: outbound.airlineCode,
    airlineRef: outbound.airlineRef,
    flightNumber: outbound.flightNumber,
    passengerName: `${traveller.firstName} ${traveller.lastName}`,
    passengerEmail: traveller.email,
    phoneNumber: traveller.phoneNumber,
    email: contact().email,
    bookingDate: "2026-11-24T10:00:00.000Z",
    baggageWeight: outbound.baggageWeight,
    passengerIdType: "PASSPORT",
    passengerIdNumber: traveller.passportNumber ?? "",
    passengerNationality: traveller.nationality,
    returnFlightInfo: back,
    status: "PENDING_PAYMENT",
    currency: "USD",
    totalPrice: total.toFixed(2),
    holdExpiresAt: "2026-11-24T10:30:00.000Z",
    paidAt: null,
    bookedBy: "user-1",
    travelType: 1,
    adults: 1,
    children: 0,
    infants: 0,
    segments: {
      outbound: [outbound],
      return: back
        ? [
            bookedSegment({
              flightNumber: back.flightNumber,
              airlineRef: back.airlineRef,
              origin: back.origin,
              destination: back.destination,
              departureAt: back.returnDate,
              arrivalAt: back.arrivalAt,
            }),
          ]
        : [],
    },
    passengers: [{ ...traveller, type: "ADULT" }],
    priceBreakdown: [
      {
        travelerType: "ADULT",
        count: 1,
        base: "90.00",
        taxes: (total - 90).toFixed(2),
        total: total.toFixed(2),
      },
    ],
    contact: contact(),
    cities: {
      RGN: { city: "Yangon", cityMy: "ရန်ကုန်" },
      MDL: { city: "Mandalay", cityMy: "မန္တလေး" },
    },
    durations: { outbound: outbound.duration, return: back ? "PT1H25M" : null },
    ...overrides,
  };
}

/** The legs of the classic Myanmar circuit: Yangon, Bagan, Mandalay, Heho and back, 1-4 December. */
const CIRCUIT = [
  ["RGN", "NYU", "UB", "Myanmar National Airlines", "UB143", "QJ7K2M", 80.5],
  ["NYU", "MDL", "K7", "Air KBZ", "K7263", "38XNUZ", 64.25],
  ["MDL", "HEH", "YH", "Yangon Airways", "YH834", "Y6P3RT", 71],
  ["HEH", "RGN", "K7", "Air KBZ", "K7245", "38XNUZ", 96.1],
] as const;

/**
 * A paid multi-city booking of four legs (the circuit above), as the API answers it: the spec's
 * flat fields are the first leg's, no returnFlightInfo, the legs' prices add up to the total.
 * @example multiCityRecord({ status: "PENDING_PAYMENT" })
 */
export function multiCityRecord(overrides: Partial<BookingRecord> = {}): BookingRecord {
  const legs: BookedLeg[] = CIRCUIT.map(
    ([origin, destination, airlineCode, airlineName, flightNumber, ref, price], i) => {
      const day = `2026-12-0${i + 1}`;
      const segment = bookedSegment({
        flightNumber,
        airlineCode,
        airlineName,
        airlineRef: ref,
        origin,
        destination,
        departureAt: `${day}T07:30:00`,
        arrivalAt: `${day}T08:50:00`,
        duration: "PT1H20M",
      });
      return {
        origin,
        destination,
        departureAt: segment.departureAt,
        arrivalAt: segment.arrivalAt,
        departureTerminal: "1",
        arrivalTerminal: "1",
        airlineName,
        airlineCode,
        airlineRef: ref,
        flightNumber,
        flightNumbers: [flightNumber],
        duration: "PT1H20M",
        price,
        segments: [segment],
      };
    },
  );
  const [first] = legs;
  return bookingRecord({
    price: first?.price ?? 0,
    origin: "RGN",
    destination: "NYU",
    departureDate: first?.departureAt ?? "",
    arrivalAt: first?.arrivalAt ?? "",
    airlineName: first?.airlineName ?? "",
    airlineCode: first?.airlineCode ?? "",
    airlineRef: first?.airlineRef ?? "",
    flightNumber: first?.flightNumber ?? "",
    status: "PAID",
    paidAt: "2026-11-24T10:05:00.000Z",
    totalPrice: "311.85",
    tripType: "MULTI_CITY",
    legs,
    segments: { outbound: first?.segments ?? [], return: [] },
    durations: { outbound: "PT1H20M", return: null },
    cities: {
      RGN: { city: "Yangon", cityMy: "ရန်ကုန်" },
      NYU: { city: "Bagan", cityMy: "ပုဂံ" },
      MDL: { city: "Mandalay", cityMy: "မန္တလေး" },
      HEH: { city: "Heho", cityMy: "ဟဲဟိုး" },
    },
    ...overrides,
  });
}

/**
 * A route notice as the API answers it: Yangon to Kyaukpyu closed to foreigners, both ways,
 * from 1 December 2026 with no end.
 * @example routeNotice({ kind: "info", travellers: "citizen", bothWays: false })
 */
export function routeNotice(overrides: Partial<RouteNotice> = {}): RouteNotice {
  return {
    id: 1,
    from: "RGN",
    to: "KYP",
    bothWays: true,
    travellers: "foreigner",
    kind: "closed",
    validFrom: "2026-12-01",
    validTo: null,
    text: { en: "Kyaukpyu is closed to foreign visitors.", my: "ကျောက်ဖြူသို့ နိုင်ငံခြားသားများ သွားခွင့်မရှိပါ။" },
    ...overrides,
  };
}
