import { z } from "@hono/zod-openapi";
import { MARKUP_KINDS, MARKUP_MAX_PERCENT } from "../../../src/domain/agent-markup.ts";
import { FARE_FAMILY_CODES } from "../../../src/domain/fare-family.ts";
import { FARE_TYPES } from "../../../src/domain/fare-type.ts";
import { PASSENGER_NAME_PATTERN, TICKET_NAME_PATTERN } from "../../../src/domain/text-rules.ts";
import { MAX_TRIP_LEGS, TRIP_TYPES } from "../../../src/domain/trip-type.ts";
import { ErrorSchema } from "../../http/openapi.ts";
import { plainString } from "../users/users.schemas.ts";
import { BookingEventSchema } from "./booking-events.schemas.ts";
import { RouteNoticesSchema } from "./notices.schemas.ts";
import { FlightOfferInputSchema, FlightOfferSchema } from "./offer.schemas.ts";

/** One line of text (no control characters); the spec's rules say which are required. */
const field = plainString().max(200).optional();
const emailDoc = { format: "email", example: "aung.kyaw@example.mm" } as const;
const phoneDoc = {
  description: "6 to 15 digits after an optional +; spaces, dashes, dots and brackets are removed",
  pattern: "^[\\s().-]*\\+?(?:[\\s().-]*\\d){6,15}[\\s().-]*$",
  example: "959123456789",
} as const;
const nameDoc = {
  description:
    "Latin (accents included, after NFC) or Myanmar letters, digits, spaces, apostrophes, hyphens and full " +
    "stops, with at least one letter: what the e-ticket prints",
  pattern: TICKET_NAME_PATTERN,
  example: "Aung",
} as const;
const passengerNameDoc = {
  description:
    "As in the passport or travel document, in Latin letters (accents included, after NFC), digits, spaces, " +
    "apostrophes, hyphens and full stops, with at least one letter: a name in Myanmar script is refused " +
    "with NAME_NOT_LATIN",
  pattern: PASSENGER_NAME_PATTERN,
  example: "Aung",
} as const;
const countryDoc = (what: string) =>
  ({
    description: `${what}: an ISO 3166-1 alpha-2 code (any case, stored in upper case); another value is refused with UNKNOWN_COUNTRY`,
    pattern: "^\\s*([A-Za-z]{2})?\\s*$",
    example: "MM",
  }) as const;
const isoDateDoc = (description: string) =>
  ({ description, pattern: "^(\\d{4}-\\d{2}-\\d{2})?$", example: "2030-01-01" }) as const;

/** An agent booking's net, markup and selling price (docs/adr/0083). */
const AgentSaleSchema = z
  .object({
    net: z.string().openapi({ description: "What the agent pays from their deposit: the `totalPrice`, USD" }),
    markup: z.string().openapi({ description: "The agent's markup, USD, computed by the server" }),
    selling: z.string().openapi({
      description: "What the customer pays: net + markup, USD; the e-ticket and its mail show this price",
    }),
    customerId: z.string().nullable().openapi({ description: "The agent's customer (the contact)" }),
  })
  .nullable()
  .optional()
  .openapi("AgentSale", {
    description:
      "An agent's booking: net, markup and selling price; null on a customer's own booking. Always sent",
  });

/** The markup an agent sets on one booking (docs/adr/0083): the server prices it from its own net fare. */
export const MarkupSchema = z
  .object({
    kind: z.enum(MARKUP_KINDS).openapi({
      description: "`amount`: USD for each traveller (infants on lap too); `percent`: of the net fare",
    }),
    value: z
      .union([z.string().max(16), z.number()])
      .openapi({ description: "At most 2 decimals, not below 0", example: "10" }),
  })
  .openapi("Markup");

/** Contact and passenger fields are all optional here: src/domain's rules give the spec's messages. */
const ContactInfoSchema = z
  .object({
    firstName: field.openapi(nameDoc),
    lastName: field.openapi(nameDoc),
    email: field.openapi(emailDoc),
    phoneNumber: field.openapi(phoneDoc),
    address: field,
    city: field,
    country: field,
  })
  .openapi("ContactInfo");

const PassengerInfoSchema = z
  .object({
    firstName: field.openapi(passengerNameDoc),
    lastName: field.openapi(passengerNameDoc),
    phoneNumber: field.openapi(phoneDoc),
    email: field.openapi(emailDoc),
    gender: field,
    nationality: field.openapi(countryDoc("Required")),
    dateOfBirth: field.openapi({
      description: "YYYY-MM-DD, or day, month and year (D/M/YY to DD.MM.YYYY), from 1900-01-01 to today",
      // parseDayMonthYear (src/domain/dates.ts), which the booking reads it with.
      pattern: "^\\s*(\\d{4}-\\d{2}-\\d{2}|\\d{1,2}[/.-]\\d{1,2}[/.-](\\d{2}|\\d{4}))\\s*$",
      example: "1990-01-15",
    }),
    passportNumber: field.openapi({
      description:
        "5 to 9 letters and digits (spaces ignored, stored in upper case), else INVALID_PASSPORT_NUMBER. " +
        "Required of an adult abroad; at home each adult gives this or `nrcNumber` (ID_DOCUMENT_REQUIRED), " +
        "and an adult's passport is given whole (number, expiry, country)",
      pattern: "^\\s*([A-Za-z0-9]\\s*){5,9}$|^$",
      example: "MA1234567",
    }),
    passportExpiry: field.openapi(isoDateDoc("YYYY-MM-DD, not in the past; required with a passport")),
    nrcNumber: field.openapi({
      description:
        "`<state 1-14>/<township>(<type>)<6 digits>`, Latin or Myanmar script; on a domestic trip each adult " +
        "gives this or a passport",
      example: "12/OUKAMA(N)123456",
    }),
    countryOfPassport: field.openapi(countryDoc("With a passport")),
  })
  .openapi("PassengerInfo");

export const BookingPayloadSchema = z
  .object({
    flightData: FlightOfferInputSchema,
    travelType: z
      .union([z.literal(1), z.literal(2), z.literal("1"), z.literal("2")])
      .transform((v) => (Number(v) === 2 ? 2 : 1) as 1 | 2)
      .openapi({ description: "1 domestic, 2 international" }),
    passengerInfo: z
      .array(PassengerInfoSchema)
      .max(27)
      .optional()
      .openapi({
        description:
          "One per traveller of the offer, in its order: adults, then children, then infants on lap (infant 1 " +
          "on adult 1's lap). An infant gives names, gender, nationality and date of birth (under 2 on the day " +
          "of the last flight, else INFANT_TOO_OLD); no phone or e-mail; a passport abroad",
      }),
    contactInfo: ContactInfoSchema.optional(),
    userId: z.string().trim().min(1).max(100),
    markup: MarkupSchema.optional().openapi({
      description:
        "Agents only (a customer's booking with one is a 403 `AGENTS_ONLY`): the markup on this booking, instead " +
        `of the agent's default. The server computes the markup and the selling price from its own net fare; ` +
        `above ${MARKUP_MAX_PERCENT}% of the net fare it is a 400 \`MARKUP_TOO_HIGH\`, a bad value a 400 ` +
        "`MARKUP_INVALID`. Prices sent with it are never read",
    }),
    allowDuplicate: z
      .boolean()
      .optional()
      .openapi({
        description:
          "true books even when a passenger (same name, ignoring case and spaces, and date of birth) already " +
          "has a held or paid booking of this account on one of these flights (same flight number and " +
          "departure date); without it that is a 409 `DUPLICATE_BOOKING`",
      }),
  })
  .openapi("BookingPayload");

const Segment = z.object({
  flightNumber: z.string(),
  airlineCode: z.string(),
  airlineName: z.string(),
  airlineRef: z.string(),
  origin: z.string(),
  destination: z.string(),
  departureAt: z.string(),
  arrivalAt: z.string(),
  departureTerminal: z.string(),
  arrivalTerminal: z.string(),
  aircraft: z.string(),
  cabin: z.string(),
  duration: z.string(),
  baggageWeight: z.number(),
});

const s = z.string();

/** One leg of a booking (docs/adr/0073-booking-legs.md). */
export const Leg = z
  .object({
    origin: s,
    destination: s,
    departureAt: s.openapi({ description: "The leg's first departure, airport-local" }),
    arrivalAt: s.openapi({ description: "The leg's last arrival, airport-local" }),
    departureTerminal: s,
    arrivalTerminal: s,
    airlineName: s.openapi({ description: "The first flight's airline" }),
    airlineCode: s,
    airlineRef: s.openapi({ description: "The first flight's PNR" }),
    flightNumber: s.openapi({ description: "The first flight's number" }),
    flightNumbers: z.array(s).openapi({ description: "Every flight of the leg, in order (a connection)" }),
    duration: s.openapi({ description: "Door to door, connections included (ISO 8601)" }),
    price: z.number().openapi({
      description: "This leg's share of the total, USD: the legs' shares add up to totalPrice to the cent",
    }),
    segments: z.array(Segment),
  })
  .openapi("BookingLeg");

export const BookingRecordSchema = z
  .object({
    id: s,
    price: z.number().openapi({ description: "Outbound (first leg's) share, USD" }),
    isRoundTrip: z.boolean().openapi({ description: "True for a round trip only (tripType ROUND_TRIP)" }),
    origin: s,
    destination: s,
    departureDate: s,
    arrivalAt: s,
    departureTerminal: s,
    arrivalTerminal: s,
    airlineName: s,
    airlineCode: s,
    airlineRef: s.openapi({ description: "The airline's PNR" }),
    flightNumber: s,
    passengerName: s,
    passengerEmail: s,
    phoneNumber: s,
    email: s,
    bookingDate: s,
    baggageWeight: z.number(),
    passengerIdType: z.enum(["PASSPORT", "NRC", ""]),
    passengerIdNumber: s,
    passengerNationality: s.openapi({ description: "The lead passenger's nationality (an ISO code)" }),
    returnFlightInfo: z
      .object({
        origin: s,
        destination: s,
        departureTerminal: s,
        arrivalTerminal: s,
        airlineName: s,
        airlineCode: s,
        airlineRef: s,
        flightNumber: s,
        returnDate: s,
        arrivalAt: s,
        price: z.number().openapi({ description: "Return share, USD" }),
      })
      .nullable()
      .openapi({
        description:
          "A round trip's return (its second leg); null on a one-way or multi-city booking, whose legs are in `legs`",
      }),
    status: z.enum(["PENDING_PAYMENT", "PAID", "EXPIRED", "CANCELLED"]),
    currency: z.literal("USD"),
    totalPrice: s,
    holdExpiresAt: s,
    paidAt: s.nullable(),
    cancelledAt: s.nullable().optional().openapi({
      description: "When the booking was cancelled (see cancel); null otherwise. Always sent",
    }),
    refund: s.nullable().optional().openapi({
      description:
        'What the cancellation put back in the wallet, USD ("0.00" for a non-refundable fare); null until cancelled. Always sent',
      example: "150.00",
    }),
    scheduleChange: z
      .object({
        kind: z.enum(["MOVED", "CANCELLED"]).openapi({
          description: "MOVED: the airline gave the flight new times. CANCELLED: the airline cancelled it",
        }),
        flightNumber: s.openapi({
          description: "The flight changed (`UB101`; on a flight of several legs, the leg: `K7266-NYU`)",
        }),
        date: s.openapi({ description: "The flight's scheduled date, YYYY-MM-DD", example: "2026-12-14" }),
        origin: s,
        destination: s,
        previousDeparture: s.openapi({
          description: "Departure before this change, local at the origin",
          example: "2026-12-14T07:00:00",
        }),
        previousArrival: s.openapi({ description: "Arrival before this change, local at the destination" }),
        departure: s.openapi({
          description: "Departure now, local at the origin (the previous one again when cancelled)",
          example: "2026-12-14T09:30:00",
        }),
        arrival: s.openapi({ description: "Arrival now, local at the destination" }),
        at: s.openapi({ description: "When the airline made the change (ISO)" }),
      })
      .nullable()
      .optional()
      .openapi({
        description:
          "The airline's latest change to one of the booking's flights that the traveller has not answered yet " +
          "(docs/adr/0078); the booking's flights stay as booked until then. Null when none. Always sent",
      }),
    events: z
      .array(BookingEventSchema)
      .optional()
      .openapi({
        description:
          "The booking's history, oldest first: its payment, each date change with both flights and what it " +
          "charged, each airline change with the traveller's answer, its cancellation and refund (docs/adr/0081). " +
          "Sent to the booking's owner (detail and list); optional only for records a client stored before it",
      }),
    bookedBy: s,
    agentSale: AgentSaleSchema,
    travelType: z.union([z.literal(1), z.literal(2)]),
    fareType: z
      .enum(FARE_TYPES)
      .nullable()
      .optional()
      .openapi({
        description:
          "The fare bought on a domestic booking: `citizen` (the local fare for Myanmar citizens) or " +
          "`foreigner`, as the offer's id said; null on an international booking (one fare for everyone) " +
          "and on bookings made before fare types. Always sent; optional for answers stored before it",
      }),
    fareFamilies: z
      .array(z.enum(FARE_FAMILY_CODES))
      .nullable()
      .optional()
      .openapi({
        description:
          "The fare family bought on each flight, outbound first (PROMOTION, SAVER, FLEX), as the offer's " +
          "id priced it; null on bookings made before fare families. Always sent",
        example: ["FLEX"],
      }),
    adults: z.number().int(),
    children: z.number().int(),
    infants: z.number().int().openapi({ description: "Infants on lap (no seat), at most one per adult" }),
    segments: z.object({ outbound: z.array(Segment), return: z.array(Segment) }).openapi({
      description: "The first leg's flights and a round trip's return flights; `legs` has every leg's",
    }),
    passengers: z.array(
      PassengerInfoSchema.extend({
        firstName: s,
        lastName: s,
        phoneNumber: s,
        email: s,
        gender: s,
        nationality: s,
        dateOfBirth: s,
        type: z
          .enum(["ADULT", "CHILD", "HELD_INFANT"])
          .optional()
          .openapi({
            description:
              "Always sent (optional only for records a client stored before it was): adults first, then " +
              "children, then infants on lap (`HELD_INFANT`)",
          }),
        onLapOf: z.number().int().optional().openapi({
          description: "An infant's: the passenger number (from 1) of the adult whose lap they sit on",
        }),
      }),
    ),
    priceBreakdown: z
      .array(
        z.object({
          travelerType: z.enum(["ADULT", "CHILD", "HELD_INFANT"]),
          count: z.number().int(),
          base: s.openapi({ description: "One traveller's base fare, USD" }),
          taxes: s.openapi({ description: "One traveller's taxes, USD" }),
          total: s.openapi({ description: "One traveller's total, USD" }),
        }),
      )
      .openapi({
        description:
          "What one traveller of each type pays (from the offer's travelerPricings) and how many travel: an infant " +
          "on lap pays 10% of the adult base fare and the departure taxes, not the fuel surcharge",
      }),
    contact: z.object({
      firstName: s,
      lastName: s,
      email: s,
      phoneNumber: s,
      address: s,
      city: s,
      country: s,
    }),
    cities: z
      .record(s, z.object({ city: s, cityMy: s }))
      .optional()
      .openapi({
        description: "The city of every airport in the booking, by IATA code, in English and Myanmar",
      }),
    durations: z
      .object({ outbound: s, return: s.nullable() })
      .optional()
      .openapi({ description: "Each direction's door-to-door duration (ISO 8601)" }),
    tripType: z
      .enum(TRIP_TYPES)
      .optional()
      .openapi({
        description:
          "ONE_WAY (1 leg), ROUND_TRIP (2 legs, the second back the same way) or MULTI_CITY (2 to 5 legs: an open " +
          "jaw or a circuit). Always sent; optional for answers stored before it (read them as ONE_WAY or, " +
          "with a returnFlightInfo, ROUND_TRIP)",
      }),
    legs: z
      .array(Leg)
      .min(1)
      .max(MAX_TRIP_LEGS)
      .optional()
      .openapi({
        description:
          "Every leg in order; the flat fields (origin, destination, price, flightNumber...) are the first leg's " +
          "and returnFlightInfo a round trip's second. `origin` is the first leg's origin and `destination` the " +
          "first leg's destination, on every trip type. Always sent; optional for answers stored before it",
      }),
  })
  .openapi("BookingRecord");

/** The 409 answers of the booking call: spec section 4's three branches, and the account's refusals. */
export const BookingConflictSchema = ErrorSchema.extend({
  priceChanged: z.literal(true).optional(),
  verifiedData: z.object({ data: z.object({ flightOffers: z.array(FlightOfferSchema) }) }).optional(),
  scheduleChanged: z.literal(true).optional(),
  originalData: z.object({ date: z.string() }).optional(),
  flightUnavailable: z.literal(true).optional(),
  holdsLimit: z.number().int().optional().openapi({ description: "With UNPAID_HOLDS_LIMIT: the cap" }),
  notices: RouteNoticesSchema.optional().openapi({
    description: "With ROUTE_CLOSED: the notices that close it",
  }),
  duplicate: z
    .object({
      passengerName: z
        .string()
        .openapi({ description: "The passenger booked already, as this request names them" }),
      booking: BookingRecordSchema,
    })
    .optional()
    .openapi({
      description: "With DUPLICATE_BOOKING: who, and their earlier booking (yours), to pay or open",
    }),
}).openapi("BookingConflict");
