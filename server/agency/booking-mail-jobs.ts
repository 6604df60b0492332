/**
 * Who is told what about an agent's booking (docs/adr/0089): each mail the booking's events send
 * goes as two jobs keyed alike, the customer's (the booking's contact, in the language of their
 * first e-ticket, selling price and agency only) and the agent's copy (in the agent's language,
 * with net, markup, selling price and the deposit's movement). Each is sent once per event.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema/accounts.ts";
import { jobs } from "../db/schema/jobs.ts";
import { isMailJobPayload } from "../jobs/mail-payload.ts";
import { type MailLocale, mailLocale } from "../mail/templates/locale.ts";
import type { Tx } from "../payments/ledger.ts";

/** The e-ticket job's kind (server/eticket/paid-mail.ts), written here to keep imports one way. */
const ETICKET_KIND = "eticket-mail";

/** The kind of the agent's copy of a mail of kind `kind`: keyed like the customer's, so once per event too. */
export const agentCopyKind = (kind: string): string => `agent-copy:${kind}`;

/** The customer's mail kind an agent's copy mirrors, or null for any other kind. */
export const copiedKind = (kind: string): string | null =>
  kind.startsWith("agent-copy:") ? kind.slice("agent-copy:".length) : null;

/** The booking's contact address, trimmed; '' when none. */
export const contactEmail = (contact: unknown): string =>
  String((contact as { email?: unknown } | null)?.email ?? "").trim();

/**
 * The language an agent's customer reads: the language of their first e-ticket (the page the
 * agent paid the booking on), kept in that mail's job; `fallback` before it is known.
 */
export async function customerLocale(
  db: Db | Tx,
  bookingId: string,
  fallback: MailLocale,
): Promise<MailLocale> {
  const [paid] = await db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.kind, ETICKET_KIND), eq(jobs.bookingId, bookingId), eq(jobs.eventId, "")));
  return isMailJobPayload(paid?.payload) ? mailLocale(paid.payload.locale) : fallback;
}

/**
 * Enqueues, inside `tx`, a mail of kind `kind` about an agent's booking for the event `eventId`
 * ('' for a once-per-booking mail): to the customer (when the booking has a contact address) in
 * their language, and the agent's copy to the account in `agentLocale` (the page the agent acted
 * from), or the agent's stored language for an event nobody asked for (an airline's change).
 */
export async function enqueueAgentBookingMails(
  tx: Tx,
  call: {
    booking: { id: string; userId: string; contact: unknown };
    kind: string;
    eventId: string;
    agentLocale: MailLocale | null;
    now: Date;
  },
): Promise<void> {
  const { booking, kind, eventId, now } = call;
  const [agent] = await tx
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, booking.userId));
  const agentLocale = call.agentLocale ?? mailLocale(agent?.locale);
  const to = contactEmail(booking.contact);
  const rows = [
    ...(to
      ? [{ kind, payload: { locale: await customerLocale(tx, booking.id, agentLocale), to: [to] } }]
      : []),
    ...(agent?.email
      ? [{ kind: agentCopyKind(kind), payload: { locale: agentLocale, to: [agent.email] } }]
      : []),
  ];
  for (const row of rows)
    await tx
      .insert(jobs)
      .values({
        id: randomUUID(),
        kind: row.kind,
        bookingId: booking.id,
        eventId,
        payload: row.payload,
        nextRunAt: now,
        createdAt: now,
      })
      .onConflictDoNothing();
}
