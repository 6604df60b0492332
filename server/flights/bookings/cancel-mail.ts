import { and, eq } from "drizzle-orm";
import type { QuoteKind } from "../../../src/domain/cancellation.ts";
import { formatCents, USD } from "../../../src/domain/money.ts";
import { customerCancelMail } from "../../agency/customer-cancel-mail.ts";
import { agencyOfBooker } from "../../agency/profile.ts";
import type { AppDeps } from "../../context.ts";
import { bookingEvents, bookings } from "../../db/schema/bookings.ts";
import { agencyMailParagraph } from "../../eticket/agency-block.ts";
import { isMailJobPayload } from "../../jobs/mail-payload.ts";
import type { ClaimedJob } from "../../jobs/queue.ts";
import { type RenderedMail, renderMail } from "../../mail/templates/layout.ts";
import { type MailLocale, mailLocale } from "../../mail/templates/locale.ts";

/** The job a cancellation enqueues (./cancel.ts): the mail confirming it, once per booking. */
export const CANCEL_MAIL_KIND = "cancel-mail";

/** Why a booking was cancelled other than by the traveller's choice: the airline changed its flight. */
export type CancelReason = "SCHEDULE_CHANGE";

/** The money of a CANCELLED event, as ./cancel.ts writes it (US cents). */
export interface CancelledMoney {
  /** Set when the traveller took a full refund for the airline's schedule change (docs/adr/0078). */
  reason?: CancelReason;
  quoteKind: QuoteKind;
  noShow: boolean;
  paid: number;
  refundFee: number;
  noShowFee: number;
  refund: number;
}

/** The cancellation mail's subject and text in `locale`: what was paid, the fees and the refund. */
export function cancelMail(
  booking: { id: string; firstName: string; route: string },
  money: CancelledMoney,
  locale: MailLocale,
  /** Paragraphs after the rest: the agency of a booking an agent made (issue 51). */
  extra: string[] = [],
): RenderedMail {
  const amount = (cents: number) => formatCents(cents, USD, locale);
  if (locale === "my") {
    const why =
      money.reason === "SCHEDULE_CHANGE"
        ? `လေကြောင်းလိုင်းက သင့်လေယာဉ်ခရီးစဉ်ကို ပြောင်းလဲခဲ့သဖြင့် ပေးချေခဲ့သည့်ငွေ အပြည့်အဝ ${amount(money.refund)} ကို သင့်ပိုက်ဆံအိတ်ထဲသို့ ပြန်အမ်းပြီးပါပြီ။`
        : money.quoteKind === "NON_REFUNDABLE"
          ? "ဤလက်မှတ်သည် ငွေပြန်မအမ်းနိုင်သော လက်မှတ်ဖြစ်သဖြင့် ပြန်အမ်းငွေ မရှိပါ။"
          : money.quoteKind === "FORFEITED"
            ? "လေယာဉ်မထွက်မီ နှစ်နာရီအတွင်း ပယ်ဖျက်ခြင်းကို ခရီးမသွားခြင်း (no-show) အဖြစ် သတ်မှတ်သဖြင့် ပြန်အမ်းငွေ မရှိပါ။"
            : `ပြန်အမ်းငွေ ${amount(money.refund)} ကို သင့်ပိုက်ဆံအိတ်ထဲသို့ ထည့်ပြီးပါပြီ။`;
    return renderMail("my", {
      subject: `ဘွတ်ကင် ${booking.id} (${booking.route}) ကို ပယ်ဖျက်ပြီးပါပြီ`,
      paragraphs: [
        `မင်္ဂလာပါ ${booking.firstName}၊\nသင့်ဘွတ်ကင် ${booking.id} ကို ပယ်ဖျက်ပြီးပါပြီ။ ထိုင်ခုံများကို ပြန်လည်ရောင်းချပါမည်။`,
        [
          `ပေးချေခဲ့သည့်ငွေ- ${amount(money.paid)}`,
          `ငွေပြန်အမ်းခ- ${amount(money.refundFee)}`,
          ...(money.noShowFee > 0 ? [`ခရီးမသွားခြင်း (no-show) ကြေး- ${amount(money.noShowFee)}`] : []),
          `ပိုက်ဆံအိတ်သို့ ပြန်ရငွေ- ${amount(money.refund)}`,
        ].join("\n"),
        why,
        ...extra,
      ],
    });
  }
  const why =
    money.reason === "SCHEDULE_CHANGE"
      ? `Because the airline changed your flight, you were refunded in full: ${amount(money.refund)} has been added to your wallet.`
      : money.quoteKind === "NON_REFUNDABLE"
        ? "This fare is non-refundable, so nothing comes back."
        : money.quoteKind === "FORFEITED"
          ? "Cancelling less than two hours before departure counts as a no-show, which forfeits this fare: nothing comes back."
          : `${amount(money.refund)} has been added to your wallet.`;
  return renderMail("en", {
    subject: `Booking ${booking.id} (${booking.route}) cancelled`,
    paragraphs: [
      `Hello ${booking.firstName},\nyour booking ${booking.id} is cancelled and its seats are back on sale.`,
      [
        `Paid: ${amount(money.paid)}`,
        `Refund fee: ${amount(money.refundFee)}`,
        ...(money.noShowFee > 0 ? [`No-show fee: ${amount(money.noShowFee)}`] : []),
        `Back to your wallet: ${amount(money.refund)}`,
      ].join("\n"),
      why,
      ...extra,
    ],
  });
}

/**
 * Mails a cancelled booking's confirmation to the job's addresses in its language.
 * @throws when the mail could not be sent (the job is retried).
 */
export async function sendCancelMail(deps: AppDeps, job: ClaimedJob): Promise<void> {
  if (!isMailJobPayload(job.payload)) throw new Error(`job ${job.id} has no addresses to mail`);
  const { db } = deps.database;
  const [row] = await db.select().from(bookings).where(eq(bookings.id, job.bookingId));
  const [event] = await db
    .select({ money: bookingEvents.money })
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, job.bookingId), eq(bookingEvents.kind, "CANCELLED")));
  if (!row || !event) throw new Error(`booking ${job.bookingId} has no cancellation`);
  const segments =
    (
      row.offer as {
        itineraries?: Array<{
          segments: Array<{ departure: { iataCode: string }; arrival: { iataCode: string } }>;
        }>;
      }
    ).itineraries ?? [];
  const first = segments[0]?.segments[0]?.departure.iataCode ?? "";
  const last = segments[0]?.segments.at(-1)?.arrival.iataCode ?? "";
  const firstName = String((row.contact as { firstName?: unknown }).firstName ?? "");
  const locale = mailLocale(job.payload.locale);
  const agency = await agencyOfBooker(db, row.userId);
  const money = event.money as CancelledMoney;
  if (row.markupCents !== null) {
    // An agent's customer: the selling price they paid and who settles it (docs/adr/0089).
    const selling = {
      sellingCents: money.paid + row.markupCents,
      airlineChanged: money.reason === "SCHEDULE_CHANGE",
    };
    const mail = customerCancelMail(
      { id: row.id, firstName, route: `${first} - ${last}` },
      selling,
      agency,
      locale,
    );
    await deps.mailer.send({ to: job.payload.to, ...mail });
    return;
  }
  const mail = cancelMail(
    { id: row.id, firstName, route: `${first} - ${last}` },
    money,
    locale,
    agency ? [agencyMailParagraph(agency, locale)] : [],
  );
  await deps.mailer.send({ to: job.payload.to, ...mail });
}
