/**
 * The agent's copy of each mail their customer gets about a booking (docs/adr/0089): the same
 * mail in the agent's language, headed as their copy, with what the customer does not see: the
 * net fare, the markup, the selling price and what the event took from or put back in the deposit.
 */
import { and, eq } from "drizzle-orm";
import { formatCents, USD } from "../../src/domain/money.ts";
import type { ScheduleChangeFacts } from "../../src/domain/schedule-change.ts";
import type { AppDeps } from "../context.ts";
import { bookingEvents, bookings } from "../db/schema/bookings.ts";
import { walletTransactions } from "../db/schema/wallet.ts";
import { agencyMailParagraph } from "../eticket/agency-block.ts";
import { eticketMail } from "../eticket/mail.ts";
import { renderETicket } from "../eticket/pdf.ts";
import { type CancelledMoney, cancelMail } from "../flights/bookings/cancel-mail.ts";
import { toBookingRecord } from "../flights/bookings/record.ts";
import { reopenedMail, scheduleMail } from "../flights/schedule-mail.ts";
import { isMailJobPayload } from "../jobs/mail-payload.ts";
import type { ClaimedJob } from "../jobs/queue.ts";
import type { RenderedMail } from "../mail/templates/layout.ts";
import { type MailLocale, mailLocale } from "../mail/templates/locale.ts";
import { contactEmail, copiedKind } from "./booking-mail-jobs.ts";
import { agencyOfBooker } from "./profile.ts";

/** What an event did to the agent's money, US cents. */
export type DepositMove =
  | { kind: "payment"; taken: number; balanceAfter: number }
  | { kind: "change"; taken: number; fareDifference: number; changeFee: number; balanceAfter: number | null }
  | { kind: "move" }
  | { kind: "refund"; refunded: number; balanceAfter: number | null };

/** The agent's figures of a booking, US cents: as it stands after the event. */
export interface AgentFigures {
  netCents: number;
  markupCents: number;
}

const SUBJECT = { en: "Agency copy: ", my: "အေဂျင်စီ မိတ္တူ- " };

/** The copy's first paragraph: whose copy it is and where the customer's went. */
export function copyHeading(customer: { name: string; email: string }, language: MailLocale): string {
  return language === "my"
    ? `ဤမေးလ်သည် သင့်အေဂျင်စီအတွက် မိတ္တူ ဖြစ်ပါသည်။ သင့်ဖောက်သည် ${customer.name} ထံ ${customer.email} သို့ ပို့ပြီးပါပြီ။`
    : `This is your agency's copy. Your customer ${customer.name} was mailed at ${customer.email}.`;
}

/**
 * The agent's money paragraph: the deposit's movement, then the net fare, markup and selling
 * price as they stand (what the customer's e-ticket says). None for an event that moved no money
 * and changed no price (an airline's schedule change).
 * @example agentMoneyLines({ netCents: 10000, markupCents: 1500 }, { kind: "payment", taken: 10000, balanceAfter: 0 }, "en")
 */
export function agentMoneyLines(figures: AgentFigures, move: DepositMove, language: MailLocale): string {
  const $ = (cents: number) => formatCents(cents, USD, language);
  const selling = figures.netCents + figures.markupCents;
  const my = language === "my";
  const after = (balance: number | null, en: string, mm: string) =>
    balance === null ? [] : [my ? `${mm}- ${$(balance)}` : `${en}: ${$(balance)}`];
  const moved =
    move.kind === "payment"
      ? [
          my
            ? `သင့်အပ်ငွေမှ ပေးချေခဲ့သည့် အသားတင်ဈေး- ${$(move.taken)}`
            : `Net fare paid from your deposit: ${$(move.taken)}`,
          ...after(move.balanceAfter, "Deposit after this payment", "ဤငွေပေးချေမှုနောက် အပ်ငွေလက်ကျန်"),
        ]
      : move.kind === "change"
        ? [
            my
              ? `ရက်စွဲပြောင်းလဲမှု- ဈေးနှုန်းကွာခြားချက် ${$(move.fareDifference)}၊ ပြောင်းလဲခ ${$(move.changeFee)}`
              : `Date change: fare difference ${$(move.fareDifference)}, change fee ${$(move.changeFee)}`,
            my ? `သင့်အပ်ငွေမှ နုတ်ယူငွေ- ${$(move.taken)}` : `Taken from your deposit: ${$(move.taken)}`,
            ...after(move.balanceAfter, "Deposit after this change", "ဤပြောင်းလဲမှုနောက် အပ်ငွေလက်ကျန်"),
          ]
        : move.kind === "move"
          ? [
              my
                ? "လေကြောင်းလိုင်း၏ ပြောင်းလဲမှုကြောင့် အခမဲ့ ရွှေ့ပေးခဲ့ပါသည်- သင့်အပ်ငွေမှ မည်သည့်ငွေမျှ မနုတ်ယူပါ။"
                : "Moved free of charge after the airline's change: nothing was taken from your deposit.",
            ]
          : [
              my ? `သင့်အပ်ငွေသို့ ပြန်အမ်းငွေ- ${$(move.refunded)}` : `Refunded to your deposit: ${$(move.refunded)}`,
              ...after(move.balanceAfter, "Deposit after the refund", "ငွေပြန်အမ်းပြီးနောက် အပ်ငွေလက်ကျန်"),
            ];
  const prices = my
    ? [
        `အသားတင်ဈေး- ${$(figures.netCents)}`,
        `သင့်အမြတ်တင်ငွေ- ${$(figures.markupCents)}`,
        `ဖောက်သည် ပေးချေရမည့်ငွေ (ဖောက်သည်၏ လက်မှတ်တွင် ဖော်ပြသည်)- ${$(selling)}`,
      ]
    : [
        `Net fare: ${$(figures.netCents)}`,
        `Your markup: ${$(figures.markupCents)}`,
        `Your customer pays (as their e-ticket says): ${$(selling)}`,
      ];
  return [...moved, ...prices].join("\n");
}

/** What the customer was told about money in a cancellation, for the agent to settle with them. */
function cancelNote(language: MailLocale): string {
  return language === "my"
    ? "ဘွတ်ကင် ပယ်ဖျက်ကြောင်းနှင့် ပေးချေခဲ့သည့်ငွေ (ရောင်းဈေး) ကို ဖောက်သည်ထံ အကြောင်းကြားပြီး ပြန်အမ်းငွေကို သင်နှင့် ညှိနှိုင်းရန် ပြောထားပါသည်။"
    : "Your customer was told the booking is cancelled and what they paid (the selling price), and to settle any refund with you.";
}

/** What the customer was told about an airline's change, and where the agent answers it. */
function scheduleNote(language: MailLocale): string {
  return language === "my"
    ? "ဤပြောင်းလဲမှုကို သင့်ဖောက်သည်ထံ အကြောင်းကြားပြီးပါပြီ။ ဘွတ်ကင်တွင် လက်ခံခြင်း၊ ရွှေ့ခြင်း သို့မဟုတ် ငွေပြန်အမ်းခြင်းကို ရွေးနိုင်ပါသည်။"
    : "Your customer was told of this change. You can accept it, move or refund the booking from the booking's page.";
}

const headed = (mail: RenderedMail, language: MailLocale): RenderedMail => ({
  ...mail,
  subject: `${SUBJECT[language]}${mail.subject}`,
});

/**
 * Sends the agent's copy a job of kind `agent-copy:<kind>` asks for, in the job's language, to
 * the job's address: the e-ticket (PDF attached) after a payment, date change or free move, the
 * cancellation, or the schedule change notice.
 * @throws when the booking or its event is missing or the mail could not be sent (retried).
 */
export async function sendAgentCopy(deps: AppDeps, job: ClaimedJob): Promise<void> {
  if (!isMailJobPayload(job.payload)) throw new Error(`job ${job.id} has no addresses to mail`);
  const { db } = deps.database;
  const language = mailLocale(job.payload.locale);
  const [row] = await db.select().from(bookings).where(eq(bookings.id, job.bookingId));
  if (!row || row.markupCents === null) throw new Error(`booking ${job.bookingId} is not an agent's`);
  const record = toBookingRecord(row);
  const agency = await agencyOfBooker(db, row.userId);
  const figures = { netCents: row.totalCents, markupCents: row.markupCents };
  const customer = {
    name: `${record.contact.firstName} ${record.contact.lastName}`.trim(),
    email: contactEmail(row.contact),
  };
  const heading = copyHeading(customer, language);
  const balanceOf = async (ledgerId: string | null) => {
    if (!ledgerId) return null;
    const [entry] = await db
      .select({ balanceAfter: walletTransactions.balanceAfter })
      .from(walletTransactions)
      .where(eq(walletTransactions.id, ledgerId));
    return entry?.balanceAfter ?? null;
  };
  const [event] = job.eventId
    ? await db
        .select()
        .from(bookingEvents)
        .where(and(eq(bookingEvents.id, job.eventId), eq(bookingEvents.bookingId, row.id)))
    : [];
  const kind = copiedKind(job.kind);
  let mail: RenderedMail;
  if (kind === "eticket-mail") {
    if (row.status !== "PAID") return; // Cancelled before the copy went out: its own copy says so.
    let move: DepositMove;
    if (event) {
      const money = event.money as Record<string, unknown>;
      const taken = Number(money.charged ?? 0);
      move =
        money.reason === "SCHEDULE_CHANGE"
          ? { kind: "move" }
          : {
              kind: "change",
              taken,
              fareDifference: Number(money.fareDifference ?? 0),
              changeFee: Number(money.changeFee ?? 0),
              balanceAfter: await balanceOf(event.ledgerId),
            };
    } else {
      const [payment] = await db
        .select({ amount: walletTransactions.amount, balanceAfter: walletTransactions.balanceAfter })
        .from(walletTransactions)
        .where(and(eq(walletTransactions.bookingId, row.id), eq(walletTransactions.type, "PAYMENT")));
      move = {
        kind: "payment",
        taken: payment ? -payment.amount : row.totalCents,
        balanceAfter: payment?.balanceAfter ?? 0,
      };
    }
    const body = eticketMail(record, language, undefined, agency, {
      before: [heading],
      after: [agentMoneyLines(figures, move, language)],
    });
    await deps.mailer.send({
      to: job.payload.to,
      ...headed(body, language),
      attachments: [
        {
          filename: `eticket-${record.id}.pdf`,
          content: Buffer.from(await renderETicket(record, undefined, agency)),
          contentType: "application/pdf",
        },
      ],
    });
    return;
  }
  if (kind === "cancel-mail") {
    const [cancelled] = await db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, row.id), eq(bookingEvents.kind, "CANCELLED")));
    if (!cancelled) throw new Error(`booking ${row.id} has no cancellation`);
    const money = cancelled.money as CancelledMoney;
    mail = cancelMail(
      { id: row.id, firstName: record.contact.firstName, route: `${record.origin} - ${record.destination}` },
      money,
      language,
      [
        heading,
        agentMoneyLines(
          figures,
          { kind: "refund", refunded: money.refund, balanceAfter: await balanceOf(cancelled.ledgerId) },
          language,
        ),
        cancelNote(language),
        ...(agency ? [agencyMailParagraph(agency, language)] : []),
      ],
    );
  } else if (kind === "schedule-mail" || kind === "schedule-reopened-mail") {
    if (!event?.change) throw new Error(`booking ${row.id} has no such schedule change`);
    const write = kind === "schedule-reopened-mail" ? reopenedMail : scheduleMail;
    mail = write(
      { id: row.id, firstName: record.contact.firstName },
      event.change as ScheduleChangeFacts,
      language,
      deps.env.PUBLIC_SITE_URL,
      [heading, scheduleNote(language)],
    );
  } else throw new Error(`job ${job.id} of kind ${job.kind} copies no mail`);
  await deps.mailer.send({ to: job.payload.to, ...headed(mail, language) });
}
