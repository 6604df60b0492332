import { type BookingEvent, type EventFlight, movedFlights } from "../../../domain/booking-events.ts";
import { detailDate, stripDay, timeOf } from "../../../domain/dates.ts";
import { myanmarDateTime } from "../../../domain/instant.ts";
import { scheduleNotice } from "../../../domain/schedule-change.ts";
import type { UIKey } from "../../../i18n/en.ts";
import type { Locale } from "../../../i18n/locales.ts";

/** A text to translate, with its values already written in the page's language and currency. */
export interface EventText {
  key: UIKey;
  params: Record<string, string>;
}

/** One entry of a booking's timeline: when (Myanmar time), what happened, and what followed. */
export interface EventLine {
  kind: string;
  date: string;
  time: string;
  title: EventText;
  details: EventText[];
}

/** How the page writes an amount (USD with 2 decimals) in its currency and language. */
export type MoneyWords = (usd: string) => string;

const text = (key: UIKey, params: Record<string, string> = {}): EventText => ({ key, params });

/** Flights as the timeline names them: "UB401 9 Dec 2026 07:00", local times, joined by commas. */
function flightWords(flights: EventFlight[] | null, locale: Locale): string {
  return (flights ?? [])
    .map((f) => `${f.flightNumber} ${detailDate(f.departureAt, locale)} ${timeOf(f.departureAt, locale)}`)
    .join(", ");
}

/** The traveller's answer to an airline's change; an answer this page does not know says nothing. */
const ANSWERS: Record<string, UIKey> = {
  ACCEPTED: "history.answer.ACCEPTED",
  REFUNDED: "history.answer.REFUNDED",
  MOVED: "history.answer.MOVED",
  CANCELLED: "history.answer.CANCELLED",
};

type Describe = (
  event: BookingEvent,
  money: MoneyWords,
  locale: Locale,
) => Omit<EventLine, "kind" | "date" | "time">;

/** A kind this page does not know yet: that the booking changed, and any flights and money it names. */
const other: Describe = (e, money, locale) => ({
  title: text("history.other"),
  details: [
    ...(e.from && e.to
      ? [text("history.otherFlights", { from: flightWords(e.from, locale), to: flightWords(e.to, locale) })]
      : []),
    ...(e.amount !== null ? [text("history.otherAmount", { amount: money(e.amount) })] : []),
  ],
});

/** What each kind of event says: a new kind is one line here (and its texts). */
const KINDS: Record<string, Describe> = {
  PAID: (e, money) => ({ title: text("history.PAID", { amount: money(e.amount ?? "0") }), details: [] }),
  CHANGED: (e, money, locale) => {
    const moved = movedFlights(e.from ?? [], e.to ?? []);
    return {
      title: text("history.CHANGED", {
        from: flightWords(moved.from, locale),
        to: flightWords(moved.to, locale),
      }),
      details: [
        e.amount !== null && Number(e.amount) > 0
          ? text("history.charged", { amount: money(e.amount) })
          : text("history.free"),
      ],
    };
  },
  SCHEDULE_CHANGED: (e, money, locale) => {
    if (!e.schedule) return other(e, money, locale);
    const { kind, ...words } = scheduleNotice(e.schedule, locale);
    const answer = e.schedule.resolution === null ? "history.answer.open" : ANSWERS[e.schedule.resolution];
    return {
      title: text(kind === "CANCELLED" ? "history.CANCELLED_FLIGHT" : "history.MOVED", words),
      details: answer ? [text(answer)] : [],
    };
  },
  CANCELLED: (e, money) => {
    const amount = money(e.amount ?? "0");
    if (e.reason === "SCHEDULE_CHANGE")
      return { title: text("history.cancelledForChange", { amount }), details: [] };
    const none = e.amount === null || Number(e.amount) === 0;
    return {
      title: none ? text("history.cancelledNothing") : text("history.CANCELLED", { amount }),
      details: [],
    };
  },
};

/**
 * A booking's history as its timeline tells it, oldest first: each event's date and time in
 * Myanmar, what happened and what followed, in the page's language; amounts through `money`.
 */
export function eventLines(events: readonly BookingEvent[], money: MoneyWords, locale: Locale): EventLine[] {
  return events.map((event) => ({
    kind: event.kind,
    ...myanmarDateTime(event.at, locale),
    ...(KINDS[event.kind] ?? other)(event, money, locale),
  }));
}

/**
 * What a history card says of a changed booking: its flights before the latest date change,
 * short ("UB401 9 Dec"), or null when it never changed.
 */
export function previousFlightsWords(flights: EventFlight[] | null, locale: Locale): string | null {
  if (!flights?.length) return null;
  return flights
    .map((f) => `${f.flightNumber} ${stripDay(f.departureAt.slice(0, 10), locale).day}`)
    .join(", ");
}
