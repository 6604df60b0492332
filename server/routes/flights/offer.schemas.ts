import { z } from "@hono/zod-openapi";
import { FARE_FAMILY_CODES } from "../../../src/domain/fare-family.ts";
import { FARE_TYPES } from "../../../src/domain/fare-type.ts";
import { MAX_TRIP_LEGS } from "../../../src/domain/trip-type.ts";

/** OpenAPI shapes of the flight offer (src/domain/flight-offer.ts), for the docs and for input checks. */
const Endpoint = z.object({ iataCode: z.string(), terminal: z.string().optional(), at: z.string() });

const Segment = z.object({
  id: z.string(),
  carrierCode: z.string(),
  number: z.string(),
  aircraft: z.object({ code: z.string() }),
  departure: Endpoint,
  arrival: Endpoint,
  duration: z.string().openapi({ example: "PT1H25M" }),
  numberOfStops: z.number().int(),
});

const Cabin = z.enum(["ECONOMY", "PREMIUM_ECONOMY", "BUSINESS", "FIRST"]);

export const FlightOfferSchema = z
  .object({
    id: z.string().openapi({
      example: "Y~UB101@2026-12-01",
      description:
        "Names cabin, fare type, fare family (after a dot: `Y-citizen.FLEX~...`) and flights (a leg of a flight " +
        "of several legs with its departure airport: `K7266-NYU@2026-12-01`); the server prices from it",
    }),
    type: z.literal("flight-offer"),
    source: z.literal("GDS"),
    oneWay: z.boolean(),
    lastTicketingDate: z.string(),
    numberOfBookableSeats: z.number().int(),
    itineraries: z.array(z.object({ duration: z.string(), segments: z.array(Segment) })),
    price: z.object({
      currency: z.literal("USD"),
      base: z.string(),
      total: z.string(),
      grandTotal: z.string().openapi({ example: "125.00" }),
      taxes: z.array(z.object({ amount: z.string(), code: z.string() })),
    }),
    pricingOptions: z.object({ fareType: z.array(z.string()), includedCheckedBagsOnly: z.boolean() }),
    validatingAirlineCodes: z.array(z.string()),
    travelerPricings: z.array(
      z.object({
        travelerId: z.string(),
        fareOption: z.literal("STANDARD"),
        travelerType: z.enum(["ADULT", "CHILD", "HELD_INFANT"]).openapi({
          description:
            "Adults first, then children (2-11), then infants on lap (`HELD_INFANT`, under 2, no seat): an " +
            "infant pays 10% of the adult base fare and the departure taxes, not the fuel surcharge (YQ)",
        }),
        associatedAdultId: z
          .string()
          .optional()
          .openapi({ description: "An infant's: the travelerId of the adult whose lap they sit on" }),
        price: z.object({ currency: z.literal("USD"), total: z.string(), base: z.string() }),
        fareDetailsBySegment: z.array(
          z.object({
            segmentId: z.string(),
            cabin: Cabin,
            fareBasis: z.string(),
            class: z.string(),
            brandedFare: z
              .enum(FARE_FAMILY_CODES)
              .optional()
              .openapi({
                description:
                  "The fare family of the booking class (Promotion, Saver, Flex): its bags and the offer's " +
                  "fareRules come from it. GET /flights/offers/{id}/families lists every family on sale.",
              }),
            brandedFareLabel: z.string().optional().openapi({ example: "Saver" }),
            includedCheckedBags: z.object({ weight: z.number(), weightUnit: z.literal("KG") }),
          }),
        ),
      }),
    ),
    fareRules: z
      .object({
        currency: z.literal("USD"),
        rules: z.array(
          z.object({
            category: z.enum(["REFUND", "EXCHANGE", "NO_SHOW"]),
            maxPenaltyAmount: z.string().optional(),
            notApplicable: z.boolean().optional(),
          }),
        ),
      })
      .optional()
      .openapi({
        description:
          "The fare's refund, change and no-show fees for the whole party (Amadeus fareRules, NO_SHOW ours); " +
          "`notApplicable` when the fare cannot be refunded, or (NO_SHOW) when a missed flight forfeits it",
      }),
    fareType: z
      .enum(FARE_TYPES)
      .optional()
      .openapi({
        description:
          "On an offer whose flights all stay in Myanmar: `citizen` (the local fare, for Myanmar citizens " +
          "with an NRC) or `foreigner`, as the search's `fareType` asked. Absent on international offers, " +
          "which have one fare for everyone. The offer id carries it, so booking prices it the same way.",
      }),
  })
  .openapi("FlightOffer");

const short = z.string().max(64);
const EndpointInput = z.looseObject({ iataCode: short, at: short });

/**
 * What the booking call needs from `flightData`: the server reads the id, the flights and their
 * times, the total and the travellers, and prices everything again itself. Other fields pass.
 */
export const FlightOfferInputSchema = z
  .looseObject({
    id: z.string().min(1).max(300),
    itineraries: z
      .array(
        z.looseObject({
          segments: z
            .array(
              z.looseObject({
                carrierCode: short,
                number: short,
                departure: EndpointInput,
                arrival: EndpointInput,
              }),
            )
            .min(1)
            .max(2),
        }),
      )
      .min(1)
      .max(MAX_TRIP_LEGS)
      .openapi({
        description:
          "One per leg: 1 one-way, 2 a round trip (or an open jaw), 2 to 5 a multi-city trip, as the search offered them",
      }),
    price: z.looseObject({ grandTotal: short }),
    travelerPricings: z
      .array(z.looseObject({ travelerType: short }))
      .min(1)
      .max(27)
      .openapi({
        description:
          "One per traveller, as the search priced them: 1-9 `ADULT`, 0-9 `CHILD`, and at most one `HELD_INFANT` " +
          "per adult (more is `TOO_MANY_INFANTS`)",
      }),
  })
  .openapi("FlightOfferInput");
