import { type ChangeQuote, changeFee, movedLegsFee, quoteChange } from "../../../src/domain/change-quote.ts";
import { addDays, isIsoDate, localDate } from "../../../src/domain/dates.ts";
import { type FareFamilyCode, readFareFamily } from "../../../src/domain/fare-family.ts";
import { type FlightOffer, travellerCounts } from "../../../src/domain/flight-offer.ts";
import { toCents } from "../../../src/domain/money.ts";
import { validateMultiCity } from "../../../src/domain/multi-city.ts";
import { MAX_DAYS_AHEAD } from "../../../src/domain/search-params.ts";
import { tripTypeOf } from "../../../src/domain/trip-type.ts";
import type { AppDeps } from "../../context.ts";
import { ApiError, badRequest, type ErrorCode } from "../../http/errors.ts";
import type { MultiCitySearch } from "../multi-city-search.ts";
import { decodeOfferId, type OfferKey } from "../offer-id.ts";
import { airport } from "../reference.ts";
import { HOME_UTC_OFFSET, type OfferSearch } from "../search.ts";
import { ownRow } from "./cancel.ts";

/** At most this many offers answer a change search, cheapest change first. */
export const CHANGE_OFFERS_LIMIT = 20;
/** How many of the day's offers are looked at before the booked family and kept legs filter them. */
const SEARCH_WIDTH = 60;

/**
 * The new dates asked for: one-way, the departure; a round trip, both (a leg on its booked date
 * keeps its flights); a multi-city trip, the legs that change (numbered from 1) with their dates,
 * every other leg keeping its flights.
 */
export interface ChangeDates {
  departureDate?: string | undefined;
  returnDate?: string | undefined;
  legs?: ReadonlyArray<{ leg: number; departureDate: string }> | undefined;
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

const refusal = (code: ErrorCode, message: string, extras?: object) =>
  new ApiError(409, code, message, extras ? { extras: { ...extras } } : {});

const legKey = (leg: OfferKey["itineraries"][number]) =>
  leg.map((f) => `${f.flightNumber}@${f.date}`).join(",");

/** The booking's fare family: the offer id's, else its first flight's. Null: cheapest open class. */
export function bookedFamily(offer: FlightOffer, key: OfferKey): FareFamilyCode | null {
  return key.fareFamily ?? readFareFamily(offer.travelerPricings[0]?.fareDetailsBySegment[0]?.brandedFare);
}

/**
 * What a booking row allows to move to other flights, whatever its fare says, or the 409 saying
 * why not: already cancelled, not paid, departed, a trip that is neither one-way, a round trip
 * nor multi-city (the date change, docs/adr/0085, and the free move, 0087, take all three).
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
  const multi = tripTypeOf(offer.itineraries) === "MULTI_CITY";
  if (out && multi) return { offer, key, departsAt, route: out, legs, roundTrip: false, multiCity: true };
  const roundTrip = legs.length === 2 && out?.from === back?.to && out?.to === back?.from;
  if (!out || (legs.length !== 1 && !roundTrip))
    throw refusal("CHANGE_NOT_SUPPORTED", "Only a one-way or round-trip booking can change its date online");
  return { offer, key, departsAt, route: out, legs, roundTrip, multiCity: false };
}

/**
 * As {@link movable} (multi-city trips included), and the fare's change fee: 409 NOT_CHANGEABLE
 * when the fare allows no change. `feeFor` is what moving to the offer `key` costs in fees: the
 * share of the legs whose flights change, whatever the trip (`movedLegsFee`, docs/adr/0088).
 */
export function changeable(deps: Pick<AppDeps, "flights">, row: BookingRow, now: Date) {
  const booked = movable(deps, row, now);
  const fee = changeFee(booked.offer);
  if (fee === null) throw refusal("NOT_CHANGEABLE", "This fare does not allow changes");
  const flightsOf = (key: OfferKey) =>
    key.itineraries.map((leg) => leg.map((f) => `${f.flightNumber}@${f.date}`));
  const feeFor = (key: OfferKey) => movedLegsFee(fee, flightsOf(booked.key), flightsOf(key));
  return { ...booked, fee, feeFor };
}

/** True for a date from today (Yangon) within the bookable year. */
function bookable(date: string, now: Date): boolean {
  const today = localDate(now, HOME_UTC_OFFSET);
  return isIsoDate(date) && date >= today && date <= addDays(today, MAX_DAYS_AHEAD);
}

/** Checks the new dates against the booking's shape and the bookable days. */
function checkDates(
  dates: ChangeDates,
  roundTrip: boolean,
  now: Date,
): { departureDate: string; returnDate: string | null } {
  const inRange = (d: string | undefined) => d !== undefined && bookable(d, now);
  if (dates.legs !== undefined)
    throw badRequest("Only a multi-city booking names its legs", { legs: "not multi-city" });
  if (!inRange(dates.departureDate) || dates.departureDate === undefined)
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
 * The found offers that are the booking's trip: each in the booked family (priced again in it), a
 * leg `keeps` says is kept on its booked flights, never all the booked flights.
 */
function inBookedFamily(
  deps: Pick<AppDeps, "flights">,
  booked: ReturnType<typeof movable>,
  found: readonly FlightOffer[],
  now: Date,
  keeps: (leg: number) => boolean,
): FlightOffer[] {
  const counts = travellerCounts(booked.offer);
  const family = bookedFamily(booked.offer, booked.key);
  const bookedLeg = (i: number) => legKey(booked.key.itineraries[i] ?? []);
  const seen = new Set<string>();
  const offers: FlightOffer[] = [];
  for (const offer of found) {
    const key = decodeOfferId(offer.id);
    if (!key) continue;
    const keepsLegs = key.itineraries.every((leg, i) => !keeps(i) || legKey(leg) === bookedLeg(i));
    const same = key.itineraries.every((leg, i) => legKey(leg) === bookedLeg(i));
    if (!keepsLegs || same) continue;
    const inFamily = family
      ? deps.flights.families(key, counts, now)?.find((o) => decodeOfferId(o.id)?.fareFamily === family)
      : offer;
    if (!inFamily || seen.has(inFamily.id)) continue;
    seen.add(inFamily.id);
    offers.push(inFamily);
  }
  return offers;
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
  return inBookedFamily(deps, booked, deps.flights.search(search, now), now, keeps);
}

const unprocessable = (code: ErrorCode, message: string, fields: Record<string, string>) =>
  new ApiError(422, code, message, { fields });

/**
 * A multi-city booking's new dates: each leg's booked date, or the one asked for the legs that
 * change; and which legs change. 400 for a leg named twice or a day outside the bookable year;
 * 422 UNKNOWN_LEG for a leg the trip does not have, 422 LEG_BEFORE_PREVIOUS when a date comes
 * before the previous leg's (the multi-city search's rule, src/domain/multi-city.ts).
 */
function multiCityDates(
  booked: ReturnType<typeof movable>,
  asked: ChangeDates,
  now: Date,
): { dates: string[]; changes: (leg: number) => boolean } {
  if (asked.departureDate !== undefined || asked.returnDate !== undefined)
    throw badRequest("A multi-city booking names the legs that change and their dates", {
      legs: "required",
    });
  const legs = asked.legs ?? [];
  if (legs.length === 0) throw badRequest("Choose at least one flight to change", { legs: "required" });
  const changed = new Set<number>();
  const dates = booked.key.itineraries.map((leg) => leg[0]?.date ?? "");
  for (const { leg, departureDate } of legs) {
    const index = leg - 1;
    if (!Number.isInteger(leg) || index < 0 || index >= dates.length)
      throw unprocessable("UNKNOWN_LEG", `This trip has no flight ${leg}`, { legs: `unknown leg ${leg}` });
    if (changed.has(index)) throw badRequest(`Flight ${leg} is named twice`, { legs: `leg ${leg} twice` });
    if (!bookable(departureDate, now))
      throw badRequest("Choose a departure date from today within a year", {
        [`legs.${index}.departureDate`]: "out of range",
      });
    changed.add(index);
    dates[index] = departureDate;
  }
  const order = validateMultiCity(
    { legs: booked.legs.map((leg, i) => ({ ...leg, departureDate: dates[i] ?? "" })) },
    localDate(now, HOME_UTC_OFFSET),
  ).find((failure) => failure.code === "search.legBeforePrevious");
  if (order) throw unprocessable("LEG_BEFORE_PREVIOUS", order.message, { [order.field]: order.message });
  return { dates, changes: (i) => changed.has(i) };
}

/**
 * The multi-city offers on the new dates: the legs that change on any flight of their day that
 * leaves at least a connection after the previous leg lands (the multi-city search pairs them),
 * the others on their booked flights; then as {@link inBookedFamily}.
 */
export function multiCityOffers(
  deps: Pick<AppDeps, "flights">,
  booked: ReturnType<typeof movable>,
  wanted: { dates: string[]; changes: (leg: number) => boolean },
  now: Date,
): FlightOffer[] {
  const legs: MultiCitySearch["legs"][number][] = [];
  for (const [i, leg] of booked.legs.entries()) {
    const origin = airport(leg.from);
    const destination = airport(leg.to);
    if (!origin || !destination) throw refusal("CHANGE_NOT_SUPPORTED", "This route is no longer flown");
    legs.push({
      origins: [origin],
      destinations: [destination],
      departureDate: wanted.dates[i] ?? "",
      only: wanted.changes(i) ? undefined : legKey(booked.key.itineraries[i] ?? []),
    });
  }
  const search: MultiCitySearch = {
    legs,
    ...travellerCounts(booked.offer),
    cabin: booked.key.cabin,
    limit: SEARCH_WIDTH,
    fareType: booked.key.fareType,
  };
  return inBookedFamily(deps, booked, deps.flights.multiCity(search, now), now, (i) => !wanted.changes(i));
}

/** The offers a booking can move to on the dates asked, unpriced for the change. */
function candidates(
  deps: Pick<AppDeps, "flights">,
  booked: ReturnType<typeof changeable>,
  dates: ChangeDates,
  now: Date,
): FlightOffer[] {
  if (booked.multiCity) return multiCityOffers(deps, booked, multiCityDates(booked, dates, now), now);
  const wanted = checkDates(dates, booked.roundTrip, now);
  const bookedDates = booked.key.itineraries.map((leg) => leg[0]?.date);
  const newDates = [wanted.departureDate, wanted.returnDate];
  // A round trip's leg left on its booked date keeps its flights.
  const keeps = (i: number) => booked.roundTrip && bookedDates[i] === newDates[i];
  return sameTripOffers(deps, booked, wanted, now, keeps);
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
  const paid = toCents(booked.offer.price.grandTotal) ?? row.totalCents;
  const offers: ChangeOffer[] = [];
  for (const offer of candidates(deps, booked, dates, now)) {
    const key = decodeOfferId(offer.id);
    if (!key) continue;
    const quote = quoteChange({
      paid,
      newPrice: toCents(offer.price.grandTotal) ?? 0,
      fee: booked.feeFor(key),
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
