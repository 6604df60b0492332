import { kindOf } from "../../../domain/booked-passengers.ts";
import { type BookingRecord, bookingTotal, travellerName } from "../../../domain/booking.ts";
import { previousFlights } from "../../../domain/booking-events.ts";
import { bookingLegs, type LegView } from "../../../domain/booking-legs.ts";
import type { FareType } from "../../../domain/fare-type.ts";
import { myanmarDateTime } from "../../../domain/instant.ts";
import type { ScheduleChangeKind } from "../../../domain/schedule-change.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { previousFlightsWords } from "./event-lines.ts";

/** A booking in the history list. */
export interface BookingCard {
  id: string;
  status: BookingRecord["status"];
  /** Outbound plus return, USD with 2 decimals. */
  total: string;
  /** Every traveller's name, as booked (adults first, infants on lap last). */
  passengerNames: string[];
  /** Which of `passengerNames` are infants on lap (their places in it), said beside the name. */
  infantAt: number[];
  bookedOn: string;
  /** Citizen or foreigner fare on a domestic booking; null abroad (one fare for everyone). */
  fareType: FareType | null;
  legs: LegView[];
  /** Only a paid booking has an e-ticket (the API answers 409 otherwise). */
  hasTicket: boolean;
  /** A paid booking's open schedule change: its flight moved or cancelled by the airline; else null. */
  scheduleChange: ScheduleChangeKind | null;
  /** A booking whose date was changed: its flights before the latest change ("UB401 9 Dec"); else null. */
  changedFrom: string | null;
}

/**
 * The history page's list: the user's bookings newest first (by booking time, then id), each
 * with its status, total, travellers and both directions.
 */
export function bookingHistory(records: readonly BookingRecord[], locale: Locale): BookingCard[] {
  return [...records]
    .sort((a, b) => b.bookingDate.localeCompare(a.bookingDate) || b.id.localeCompare(a.id))
    .map((record) => ({
      id: record.id,
      status: record.status,
      total: bookingTotal(record),
      passengerNames:
        record.passengers.length > 0 ? record.passengers.map(travellerName) : [record.passengerName],
      infantAt: record.passengers.flatMap((p, i) => (kindOf(p, i + 1, record).kind === "Infant" ? [i] : [])),
      bookedOn: myanmarDateTime(record.bookingDate, locale).date,
      fareType: record.fareType ?? null,
      legs: bookingLegs(record, locale),
      hasTicket: record.status === "PAID",
      scheduleChange: record.status === "PAID" ? (record.scheduleChange?.kind ?? null) : null,
      changedFrom: previousFlightsWords(previousFlights(record.events ?? []), locale),
    }));
}
