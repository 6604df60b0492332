import { type ChangeQuote, changeFee, quoteChange } from "../../../src/domain/change-quote.ts";
import { addDays, isIsoDate, localDate } from "../../../src/domain/dates.ts";
import { type FareFamilyCode, readFareFamily } from "../../../src/domain/fare-family.ts";
import { type FlightOffer, travellerCounts } from "../../../src/domain/flight-offer.ts";
import { toCents } from "../../../src/domain/money.ts";
import { MAX_DAYS_AHEAD } from "../../../src/domain/search-params.ts";
import type { AppDeps } from "../../context.ts";
import { ApiError, badRequest } from "../../http/errors.ts";
import { decodeOfferId, type OfferKey } from "../offer-id.ts";
import { airport } from "../reference.ts";
import { HOME_UTC_OFFSET, type OfferSearch } from "../search.ts";
import { ownRow } from "./cancel.ts";

/** At most this many offers answer a change search, cheapest change first. */
export const CHANGE_OFFERS_LIMIT = 20;
/** How many of the day's offers are looked at before the booked family and kept legs filter them. */
const SEARCH_WIDTH = 60;

/** The new dates asked for: one-way, the departure; a round trip, both (a leg on its booked date keeps its flights). */
export interface ChangeDates {
  departureDate: string;
  returnDate?: string | undefined;
}

/** An offer on the new date(s) with what moving to it costs. */
export interface ChangeOffer {
  offer: FlightOffer;
  quote: ChangeQuote;
}

export interface ChangeOffers {
  bookingId: string;
  offers: ChangeOffer[];
}

type BookingRow = Awaited<ReturnType<typeof ownRow>>;

const refusal = (code: string, message: string, extras?: object) =>
  new ApiError(409, code, message, extras ? { extras: { ...extras } } : {});

const legKey = (leg: OfferKey["itineraries"][number]) =>
  leg.map((f) => `${f.flightNumber}@${f.date}`).join(",");

/** The booking's fare family: the offer id's, else its first flight's. Null: cheapest open class. */
export function bookedFamily(offer: FlightOffer, key: OfferKey): FareFamilyCode | null {
  return key.fareFamily ?? readFareFamily(offer.travelerPricings[0]?.fareDetailsBySegment[0]?.brandedFare);
}

/**
 * What a booking row allows to move to other flights, whatever its fare says, or the 409 saying
 * why not: already cancelled, not paid, departed, a trip that is neither one-way nor a round trip.
 */
export function movable(deps: Pick<AppDeps, "flights">, row: BookingRow, now: Date) {
  if (row.status === "CANCELLED") throw refusal("ALREADY_CANCELLED", "This booking is cancelled");
  if (row.status !== "PAID")
    throw refusal("NOT_PAID", "Only a paid booking can be changed", { status: row.status });
  const offer = row.offer as FlightOffer;
  const key = decodeOfferId(offer.id);
  const departsAt = deps.flights.departsAt(offer.id);
  if (departsAt === null || departsAt <= now.getTime() || !key)
    throw refusal("DEPARTED", "The first flight has already left: it can no longer be changed");
  const legs = offer.itineraries.map((it) => ({
    from: it.segments[0]?.departure.iataCode ?? "",
    to: it.segments.at(-1)?.arrival.iataCode ?? "",
  }));
  const [out, back] = legs;
  const roundTrip = legs.length === 2 && out?.from === back?.to && out?.to === back?.from;
  if (!out || (legs.length !== 1 && !roundTrip))
    throw refusal("CHANGE_NOT_SUPPORTED", "Only a one-way or round-trip booking can change its date online");
  return { offer, key, departsAt, route: out, roundTrip };
}

/** As {@link movable}, and the fare's change fee: 409 NOT_CHANGEABLE when the fare allows no change. */
export function changeable(deps: Pick<AppDeps, "flights">, row: BookingRow, now: Date) {
  const booked = movable(deps, row, now);
  const fee = changeFee(booked.offer);
  if (fee === null) throw refusal("NOT_CHANGEABLE", "This fare does not allow changes");
  return { ...booked, fee };
}

/** Checks the new dates against the booking's shape and the bookable days. */
function checkDates(
  dates: ChangeDates,
  roundTrip: boolean,
  now: Date,
): { departureDate: string; returnDate: string | null } {
  const today = localDate(now, HOME_UTC_OFFSET);
  const last = addDays(today, MAX_DAYS_AHEAD);
  const inRange = (d: string) => isIsoDate(d) && d >= today && d <= last;
  if (!inRange(dates.departureDate))
    throw badRequest("Choose a departure date from today within a year", { departureDate: "out of range" });
  if (!roundTrip) {
    if (dates.returnDate) throw badRequest("A one-way booking has no return date", { returnDate: "one-way" });
    return { departureDate: dates.departureDate, returnDate: null };
  }
  const returnDate = dates.returnDate ?? "";
  if (!inRange(returnDate) || returnDate < dates.departureDate)
    throw badRequest("Choose a return date on or after the departure date", { returnDate: "out of range" });
  return { departureDate: dates.departureDate, returnDate };
}

/**
 * The offers of the booking's trip on the dates `wanted`: the same route, cabin, fare type, fare
 * family and travellers, each in the booked family; a leg `keeps` says is kept holds its booked
 * flights; the booked flights themselves are left out. Unpriced for the change: as the search
 * answers them, at most {@link SEARCH_WIDTH} looked at.
 */
export function sameTripOffers(
  deps: Pick<AppDeps, "flights">,
  booked: ReturnType<typeof movable>,
  wanted: { departureDate: string; returnDate: string | null },
  now: Date,
  keeps: (leg: number) => boolean,
): FlightOffer[] {
  const origin = airport(booked.route.from);
  const destination = airport(booked.route.to);
  if (!origin || !destination) throw refusal("CHANGE_NOT_SUPPORTED", "This route is no longer flown");
  const counts = travellerCounts(booked.offer);
  const search: OfferSearch = {
    origins: [origin],
    destinations: [destination],
    ...wanted,
    ...counts,
    cabin: booked.key.cabin,
    limit: SEARCH_WIDTH,
    fareType: booked.key.fareType,
  };
  const family = bookedFamily(booked.offer, booked.key);
  const bookedLeg = (i: number) => legKey(booked.key.itineraries[i] ?? []);
  const seen = new Set<string>();
  const offers: FlightOffer[] = [];
  for (const found of deps.flights.search(search, now)) {
    const key = decodeOfferId(found.id);
    if (!key) continue;
    const keepsLegs = key.itineraries.every((leg, i) => !keeps(i) || legKey(leg) === bookedLeg(i));
    const same = key.itineraries.every((leg, i) => legKey(leg) === bookedLeg(i));
    if (!keepsLegs || same) continue;
    const inFamily = family
      ? deps.flights.families(key, counts, now)?.find((o) => decodeOfferId(o.id)?.fareFamily === family)
      : found;
    if (!inFamily || seen.has(inFamily.id)) continue;
    seen.add(inFamily.id);
    offers.push(inFamily);
  }
  return offers;
}

/**
 * The offers the caller's paid booking can move to on new dates: the same route, cabin, fare
 * type, fare family and travellers (any flight of the day for a one-way booking); a round
 * trip's leg kept on its booked date keeps its flights; the booked flights themselves are left out. Each with its change quote, cheapest
 * change first. Changes nothing.
 * @throws ApiError 400 bad dates, 404 unknown or not yours, 409 as {@link changeable}.
 */
export async function changeOffers(
  deps: AppDeps,
  userId: string,
  id: string,
  dates: ChangeDates,
): Promise<ChangeOffers> {
  const now = deps.now();
  const row = await ownRow(deps.database.db, userId, id, false);
  const booked = changeable(deps, row, now);
  const wanted = checkDates(dates, booked.roundTrip, now);
  const paid = toCents(booked.offer.price.grandTotal) ?? row.totalCents;
  const bookedDates = booked.key.itineraries.map((leg) => leg[0]?.date);
  const newDates = [wanted.departureDate, wanted.returnDate];
  // A round trip's leg left on its booked date keeps its flights.
  const keeps = (i: number) => booked.roundTrip && bookedDates[i] === newDates[i];
  const offers: ChangeOffer[] = [];
  for (const offer of sameTripOffers(deps, booked, wanted, now, keeps)) {
    const quote = quoteChange({
      paid,
      newPrice: toCents(offer.price.grandTotal) ?? 0,
      fee: booked.fee,
      refundsDifference: false,
      departsAt: booked.departsAt,
      now: now.getTime(),
    });
    if (typeof quote === "string") continue;
    offers.push({ offer, quote });
  }
  offers.sort((a, b) => a.quote.total - b.quote.total);
  return { bookingId: row.id, offers: offers.slice(0, CHANGE_OFFERS_LIMIT) };
}
