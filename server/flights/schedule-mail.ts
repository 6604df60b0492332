import { and, eq } from "drizzle-orm";
import { detailDate, timeOf } from "../../src/domain/dates.ts";
import type { ScheduleChangeFacts } from "../../src/domain/schedule-change.ts";
import { localePath } from "../../src/routes.ts";
import { agencyOfBooker } from "../agency/profile.ts";
import type { AppDeps } from "../context.ts";
import { bookingEvents, bookings } from "../db/schema/bookings.ts";
import { agencyMailParagraph } from "../eticket/agency-block.ts";
import { isMailJobPayload } from "../jobs/mail-payload.ts";
import type { ClaimedJob } from "../jobs/queue.ts";
import { type RenderedMail, renderMail } from "../mail/templates/layout.ts";
import { type MailLocale, mailLocale } from "../mail/templates/locale.ts";

/**
 * The job an airline's schedule change enqueues (./schedule-change.ts): the mail telling the
 * booking's contact what changed, once per booking and change (the job's `eventId`).
 */
export const SCHEDULE_MAIL_KIND = "schedule-mail";

/**
 * The job a reopened flight enqueues when it flies at the ticket's times again (./schedule-reopen.ts,
 * docs/adr/0080): keyed by the first change it withdraws, whose previous times are the ticket's.
 */
export const SCHEDULE_REOPENED_MAIL_KIND = "schedule-reopened-mail";

/**
 * The mail telling a booking's contact that a flight they were told was changed or cancelled flies
 * again as on their ticket: `change` is the first change withdrawn, its previous times the ticket's.
 */
export function reopenedMail(
  booking: { id: string; firstName: string },
  change: ScheduleChangeFacts,
  locale: MailLocale,
  siteUrl?: string,
  /** Paragraphs after the rest: the agency of a booking an agent made (issue 51). */
  extra: string[] = [],
): RenderedMail {
  const link = siteUrl ? `${siteUrl}${localePath(locale, "bookingDetail", { id: booking.id })}` : null;
  const flight = `${change.flightNumber.split("-")[0]} (${change.origin} - ${change.destination})`;
  const day = detailDate(change.previousDeparture, locale);
  const time = timeOf(change.previousDeparture, locale);
  if (locale === "my")
    return renderMail("my", {
      subject: `ဘွတ်ကင် ${booking.id}- ${flight} လေယာဉ်ခရီးစဉ် မူလအတိုင်း ပျံသန်းပါမည်`,
      paragraphs: [
        `မင်္ဂလာပါ ${booking.firstName}၊\n${day} ရက်နေ့ ${flight} လေယာဉ်ခရီးစဉ်ကို လေကြောင်းလိုင်းက ပြန်လည်ပျံသန်းစေပါသည်။ သင့်အီးလက်မှတ်ပါအတိုင်း ${time} တွင် ထွက်ခွာပါမည်။ သင့်ဘက်မှ ပြုလုပ်ရန် မလိုပါ။`,
        "အချိန်များသည် လေဆိပ်ဒေသစံတော်ချိန် ဖြစ်ပါသည်။",
        ...(link ? [`သင့်ဘွတ်ကင်- ${link}`] : []),
        ...extra,
      ],
    });
  return renderMail("en", {
    subject: `Booking ${booking.id}: flight ${flight} flies as booked`,
    paragraphs: [
      `Hello ${booking.firstName},\nthe airline has reinstated your flight ${flight} on ${day}. It leaves at ${time} as on your e-ticket: there is nothing you need to do.`,
      "Times are local at each airport.",
      ...(link ? [`Your booking: ${link}`] : []),
      ...extra,
    ],
  });
}

/**
 * The schedule change mail's subject and text in `locale`: the flight's old and new times, local
 * at its airports, or that it is cancelled; and where to see it (the booking's page, linked when
 * the site's address is known).
 */
export function scheduleMail(
  booking: { id: string; firstName: string },
  change: ScheduleChangeFacts,
  locale: MailLocale,
  siteUrl?: string,
  /** Paragraphs after the rest: the agency of a booking an agent made (issue 51). */
  extra: string[] = [],
): RenderedMail {
  const link = siteUrl ? `${siteUrl}${localePath(locale, "bookingDetail", { id: booking.id })}` : null;
  const when = (at: string) => `${detailDate(at, locale)} ${timeOf(at, locale)}`;
  const flight = `${change.flightNumber.split("-")[0]} (${change.origin} - ${change.destination})`;
  if (locale === "my") {
    const what =
      change.kind === "CANCELLED"
        ? `${detailDate(change.previousDeparture, "my")} ရက်နေ့ ${flight} လေယာဉ်ခရီးစဉ်ကို လေကြောင်းလိုင်းက ဖျက်သိမ်းလိုက်ပါသည်။`
        : [
            `${flight} လေယာဉ်ခရီးစဉ်၏ အချိန် ပြောင်းလဲသွားပါသည်-`,
            `ထွက်ခွာချိန်- ${when(change.previousDeparture)} အစား ${when(change.departure)}`,
            `ဆိုက်ရောက်ချိန်- ${when(change.previousArrival)} အစား ${when(change.arrival)}`,
          ].join("\n");
    return renderMail("my", {
      subject:
        change.kind === "CANCELLED"
          ? `ဘွတ်ကင် ${booking.id}- ${flight} လေယာဉ်ခရီးစဉ် ဖျက်သိမ်းခံရပါသည်`
          : `ဘွတ်ကင် ${booking.id}- ${flight} လေယာဉ်ခရီးစဉ်၏ အချိန် ပြောင်းလဲသွားပါသည်`,
      paragraphs: [
        `မင်္ဂလာပါ ${booking.firstName}၊\n${what}`,
        "အချိန်များသည် လေဆိပ်ဒေသစံတော်ချိန် ဖြစ်ပါသည်။ ဤပြောင်းလဲမှုကို သင့်ဘွတ်ကင်တွင် ကြည့်နိုင်ပါသည်။",
        ...(link ? [`သင့်ဘွတ်ကင်- ${link}`] : []),
        ...extra,
      ],
    });
  }
  const what =
    change.kind === "CANCELLED"
      ? `the airline has cancelled your flight ${flight} on ${detailDate(change.previousDeparture)}.`
      : [
          `the airline has changed the times of your flight ${flight}:`,
          `Departure: ${when(change.departure)} instead of ${when(change.previousDeparture)}`,
          `Arrival: ${when(change.arrival)} instead of ${when(change.previousArrival)}`,
        ].join("\n");
  return renderMail("en", {
    subject:
      change.kind === "CANCELLED"
        ? `Booking ${booking.id}: flight ${flight} cancelled`
        : `Booking ${booking.id}: flight ${flight} has new times`,
    paragraphs: [
      `Hello ${booking.firstName},\n${what}`,
      "Times are local at each airport. You can see this change in your booking.",
      ...(link ? [`Your booking: ${link}`] : []),
      ...extra,
    ],
  });
}

/** The line that sends a traveller without an account to Find my booking, in the mail's language. */
export function findBookingLine(siteUrl: string, locale: MailLocale): string {
  const url = `${siteUrl}${localePath(locale, "findBooking")}`;
  return locale === "my" ? `သင့်ဘွတ်ကင်ကို အွန်လိုင်းတွင် ရှာကြည့်ရန်- ${url}` : `Find your booking online: ${url}`;
}

/**
 * Mails one schedule change of a booking (or, for a reopened-mail job, that its flight flies as
 * booked again) to the job's addresses in its language.
 * @throws when the mail could not be sent (the job is retried).
 */
export async function sendScheduleMail(deps: AppDeps, job: ClaimedJob): Promise<void> {
  if (!isMailJobPayload(job.payload)) throw new Error(`job ${job.id} has no addresses to mail`);
  const { db } = deps.database;
  const [row] = await db.select().from(bookings).where(eq(bookings.id, job.bookingId));
  const [event] = await db
    .select({ change: bookingEvents.change })
    .from(bookingEvents)
    .where(and(eq(bookingEvents.id, job.eventId), eq(bookingEvents.bookingId, job.bookingId)));
  if (!row || !event?.change) throw new Error(`booking ${job.bookingId} has no such schedule change`);
  const firstName = String((row.contact as { firstName?: unknown }).firstName ?? "");
  const locale = mailLocale(job.payload.locale);
  const agency = await agencyOfBooker(db, row.userId);
  const write = job.kind === SCHEDULE_REOPENED_MAIL_KIND ? reopenedMail : scheduleMail;
  // An agent's customer has no account to sign in to: Find my booking is their way in (ADR 0089).
  const forCustomer = row.markupCents !== null;
  const mail = write(
    { id: row.id, firstName },
    event.change as ScheduleChangeFacts,
    locale,
    forCustomer ? undefined : deps.env.PUBLIC_SITE_URL,
    [
      ...(agency ? [agencyMailParagraph(agency, locale)] : []),
      ...(forCustomer ? [findBookingLine(deps.env.PUBLIC_SITE_URL, locale)] : []),
    ],
  );
  await deps.mailer.send({ to: job.payload.to, ...mail });
}
