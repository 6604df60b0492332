import type { AgentSale } from "../../../domain/agent-markup.ts";
import { recordTripType } from "../../../domain/booked-legs.ts";
import { kindOf } from "../../../domain/booked-passengers.ts";
import { type BookingRecord, bookingTotal, travellerName } from "../../../domain/booking.ts";
import type { BookingEvent } from "../../../domain/booking-events.ts";
import { bookingLegs, journeyCities, type LegView } from "../../../domain/booking-legs.ts";
import { countryName } from "../../../domain/countries.ts";
import { fareFamilyName } from "../../../domain/fare-family.ts";
import type { FareType } from "../../../domain/fare-type.ts";
import { myanmarDateTime } from "../../../domain/instant.ts";
import { toCents } from "../../../domain/money.ts";
import type { PassengerKind } from "../../../domain/passenger-info.ts";
import { type ScheduleNotice, scheduleNotice } from "../../../domain/schedule-change.ts";
import type { TripType } from "../../../domain/trip-type.ts";
import type { Locale } from "../../../i18n/locales.ts";

/**
 * Spec section 9: cabin baggage shown is 7 kg; checked baggage defaults to 20 kg on detail. The
 * default stands only for a record without a weight: a fare's 0 kg is shown as 0 kg, as the
 * ticket step, Flight Details and the e-ticket show it (docs/spec-deviations.md).
 */
export const CABIN_BAGGAGE_KG = 7;
export const DEFAULT_CHECKED_BAGGAGE_KG = 20;

export interface PassengerLine {
  name: string;
  kind: PassengerKind;
  /** An infant's: the name of the adult whose lap they sit on; else null. */
  onLapOf: string | null;
  /** "Yangon → Bangkok → Yangon"; a multi-city trip's every city ("Yangon → Bagan → Mandalay"). */
  route: string;
  cabinBaggageKg: number;
  checkedBaggageKg: number;
  idType: "PASSPORT" | "NRC" | "";
  idNumber: string;
  /** The country's name in the page's language (older bookings wrote free text: shown as written). */
  nationality: string;
}

/** One booking as its detail page shows it. */
export interface BookingDetailData {
  id: string;
  status: BookingRecord["status"];
  bookedBy: string;
  bookingDate: string;
  bookingTime: string;
  contactEmail: string;
  /** One-way, round trip or multi-city. */
  tripType: TripType;
  /** Every leg's price added up, USD with 2 decimals. */
  total: string;
  /**
   * What was paid in all when it is not `total`: a date change paid a fee, or a difference over a
   * flight now priced lower (the fare difference is never refunded). What a full refund gives back.
   */
  paidInAll: string | null;
  /** Citizen or foreigner fare on a domestic booking; null abroad (one fare for everyone). */
  fareType: FareType | null;
  /** The fare family (or families, one per flight) bought, named in the page's language; null before families. */
  fareFamily: string | null;
  legs: LegView[];
  passengers: PassengerLine[];
  hasTicket: boolean;
  /** A cancelled booking's: when (Myanmar time) and what came back to the wallet (USD); else null. */
  cancellation: { date: string; time: string; refund: string } | null;
  /** A paid booking's open schedule change, as its notice says it (docs/adr/0078); else null. */
  scheduleChange: ScheduleNotice | null;
  /** Its history, oldest first (docs/adr/0081); empty for a record kept before it had one. */
  events: BookingEvent[];
  /** An agent's booking: net, markup and selling price (ADR 0083); null on a customer's own. */
  agentSale: AgentSale | null;
}

/**
 * The detail page's view of one booking: the header facts, every leg with city names,
 * and every passenger (adults first, then children, then infants on lap, as booked). An infant
 * has no seat and no baggage allowance of their own (0 kg, as their fare says).
 */
export function bookingDetail(record: BookingRecord, locale: Locale): BookingDetailData {
  const route = journeyCities(record, locale);
  const booked = myanmarDateTime(record.bookingDate, locale);
  const total = bookingTotal(record);
  return {
    id: record.id,
    status: record.status,
    bookedBy: record.bookedBy,
    bookingDate: booked.date,
    bookingTime: booked.time,
    contactEmail: record.email,
    tripType: recordTripType(record),
    total,
    paidInAll:
      record.status !== "PAID" || toCents(record.totalPrice) === toCents(total) ? null : record.totalPrice,
    agentSale: record.agentSale ?? null,
    fareType: record.fareType ?? null,
    fareFamily: record.fareFamilies?.length ? fareFamilyName(record.fareFamilies, locale) : null,
    legs: bookingLegs(record, locale),
    passengers: record.passengers.map((p, index) => {
      const { kind, onLapOf } = kindOf(p, index + 1, record);
      const adult = onLapOf === null ? undefined : record.passengers[onLapOf - 1];
      const seated = kind !== "Infant";
      return {
        name: travellerName(p),
        kind,
        onLapOf: adult ? travellerName(adult) : null,
        route,
        cabinBaggageKg: seated ? CABIN_BAGGAGE_KG : 0,
        checkedBaggageKg: !seated
          ? 0
          : Number.isFinite(record.baggageWeight)
            ? record.baggageWeight
            : DEFAULT_CHECKED_BAGGAGE_KG,
        idType: p.passportNumber ? "PASSPORT" : p.nrcNumber ? "NRC" : "",
        idNumber: p.passportNumber || p.nrcNumber || "",
        nationality: countryName(p.nationality, locale),
      };
    }),
    hasTicket: record.status === "PAID",
    cancellation:
      record.status === "CANCELLED" && record.cancelledAt
        ? { ...myanmarDateTime(record.cancelledAt, locale), refund: record.refund ?? "0.00" }
        : null,
    scheduleChange:
      record.status === "PAID" && record.scheduleChange
        ? scheduleNotice(record.scheduleChange, locale)
        : null,
    events: record.events ?? [],
  };
}
