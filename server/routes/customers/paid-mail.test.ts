import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { toCents } from "../../../src/domain/money.ts";
import { contact } from "../../../src/domain/test-data.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { jobs } from "../../db/schema/jobs.ts";
import { PAID_MAIL_KIND } from "../../eticket/paid-mail.ts";
import { JOB_HANDLERS } from "../../jobs/handlers.ts";
import type { JobRunner } from "../../jobs/job-runner.ts";
import { claimDueJobs, JOB_LEASE_MS } from "../../jobs/queue.ts";
import { createJobRunner } from "../../jobs/runner.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { expectStatus, setUpTestContext } from "../../testing/harness.ts";
import { readOutbox } from "../../testing/outbox.ts";
import { createHeldBooking } from "../../testing/paid-booking.ts";
import { createTestUser, type TestUser } from "../../testing/users.ts";
import { sendEmailPostRoute } from "../flights/booking.routes.ts";
import { checkPayment, topUp } from "./customers.routes.ts";

let clock = Date.now();
const t = setUpTestContext({ now: () => new Date(clock) });

/** The contact every test booking carries (src/domain/test-data.ts). */
const CONTACT = contact().email;

/** A customer with a held round trip and the money to pay it. */
async function heldAndFunded(me?: TestUser) {
  const who = me ?? (await createTestUser(t));
  const { record, offer } = await createHeldBooking(t.call, { userId: who.user.id, token: who.token });
  const amount = toCents(offer.price.grandTotal) ?? 0;
  expectStatus(await t.api(topUp, { token: who.token, body: { amount, method: "kpay" } }), 200);
  return { ...who, booking: record };
}

const pay = (who: TestUser, bookingId: string, headers: Record<string, string> = {}) =>
  t.api(checkPayment, { token: who.token, body: { userId: who.user.id, flightId: bookingId }, headers });

/** The e-ticket mails of one booking in the outbox (its id is in the subject), oldest first. */
async function mailsOf(bookingId: string) {
  const outbox = t.deps.mailer.outboxDir ?? "";
  const mails = (await readOutbox(t)).filter((m) => m.subject.includes(bookingId));
  return Promise.all(
    mails.map(async (m) => ({ ...m, raw: await readFile(path.join(outbox, m.file), "utf8") })),
  );
}

const jobOf = async (bookingId: string) =>
  t.database.db.select().from(jobs).where(eq(jobs.bookingId, bookingId));

/** Swaps the mailer for one whose first `failures` sends fail as a mail server that is down does. */
function mailServerDownFor(failures: number): () => void {
  const real = t.deps.mailer;
  let left = failures;
  const flaky: Mailer = {
    outboxDir: real.outboxDir,
    send: async (message) => {
      if (left > 0) {
        left -= 1;
        throw new Error("421 4.3.2 Service not available, try again later");
      }
      await real.send(message);
    },
  };
  t.deps.mailer = flaky;
  return () => {
    t.deps.mailer = real;
  };
}

describe("the e-ticket mailed after paying", () => {
  it("goes at once, once, to the contact and the account holder, in the paying page's language", async () => {
    const me = await heldAndFunded();
    const paid = expectStatus(await pay(me, me.booking.id, { "accept-language": "my" }), 200);
    expect(paid.body.data.eticketTo).toEqual([CONTACT, me.user.email]);
    await t.deps.jobs.idle();

    const [mail, ...more] = await mailsOf(me.booking.id);
    expect(more).toEqual([]);
    expect(mail?.to).toBe(`${CONTACT}, ${me.user.email}`);
    expect(mail?.subject).toBe(`လက်မှတ် ${me.booking.id} (RGN - BKK)`);
    expect(mail?.text).toContain("အသွား-");
    expect(mail?.raw).toContain(`filename=eticket-${me.booking.id}.pdf`);
    expect(await jobOf(me.booking.id)).toMatchObject([
      { kind: PAID_MAIL_KIND, attempts: 1, lastError: null },
    ]);
  });

  it("is in English from an English page, and in the account's language from a client that names none", async () => {
    const me = await heldAndFunded();
    expectStatus(await pay(me, me.booking.id, { "accept-language": "en" }), 200);
    const myanmar = await heldAndFunded(await createTestUser(t, { locale: "my" }));
    expectStatus(await pay(myanmar, myanmar.booking.id), 200);
    await t.deps.jobs.idle();
    expect((await mailsOf(me.booking.id)).map((m) => m.subject)).toEqual([
      `Your e-ticket ${me.booking.id} (RGN - BKK)`,
    ]);
    expect((await mailsOf(myanmar.booking.id)).map((m) => m.subject)).toEqual([
      `လက်မှတ် ${myanmar.booking.id} (RGN - BKK)`,
    ]);
  });

  it("goes to one address when the account holder is the contact, whatever the letter case", async () => {
    const me = await heldAndFunded(await createTestUser(t, { email: `x${Date.now()}@example.com` }));
    // The booking's contact is the account's own address, typed in capitals.
    await t.database.db
      .update(bookings)
      .set({ contact: { ...contact(), email: me.user.email.toUpperCase() } })
      .where(eq(bookings.id, me.booking.id));
    const paid = expectStatus(await pay(me, me.booking.id), 200);
    expect(paid.body.data.eticketTo).toEqual([me.user.email.toUpperCase()]);
    await t.deps.jobs.idle();
    expect((await mailsOf(me.booking.id)).map((m) => m.to.toLowerCase())).toEqual([me.user.email]);
  });

  it("is sent once however often the payment is repeated, with a key or without", async () => {
    const me = await heldAndFunded();
    const key = { "idempotency-key": `pay-${me.booking.id}` };
    const answers = await Promise.all([
      pay(me, me.booking.id, key),
      pay(me, me.booking.id, key),
      pay(me, me.booking.id),
      pay(me, me.booking.id),
    ]);
    for (const answer of answers)
      expect(expectStatus(answer, 200).body.data.eticketTo).toEqual([CONTACT, me.user.email]);
    expectStatus(await pay(me, me.booking.id, key), 200);
    await t.deps.jobs.idle();
    expect(await jobOf(me.booking.id)).toHaveLength(1);
    expect(await mailsOf(me.booking.id)).toHaveLength(1);
  });

  it("is retried later when the mail server fails, and sent once when it works again", async () => {
    const me = await heldAndFunded();
    const restore = mailServerDownFor(2);
    try {
      expectStatus(await pay(me, me.booking.id), 200);
      await t.deps.jobs.idle();
      expect(await mailsOf(me.booking.id)).toEqual([]);
      const [failed] = await jobOf(me.booking.id);
      expect(failed).toMatchObject({ attempts: 1, doneAt: null, failedAt: null });
      expect(failed?.lastError).toMatch(/Service not available/);

      // Not before its time: a kick now sends nothing.
      t.deps.jobs.kick();
      await t.deps.jobs.idle();
      expect((await jobOf(me.booking.id))[0]?.attempts).toBe(1);

      clock += 31_000;
      t.deps.jobs.kick();
      await t.deps.jobs.idle();
      expect(await mailsOf(me.booking.id)).toEqual([]);
      // The second failure waits twice as long.
      clock += 31_000;
      t.deps.jobs.kick();
      await t.deps.jobs.idle();
      expect((await jobOf(me.booking.id))[0]?.attempts).toBe(2);
      clock += 30_000;
      t.deps.jobs.kick();
      await t.deps.jobs.idle();
      expect(await mailsOf(me.booking.id)).toHaveLength(1);
      expect(await jobOf(me.booking.id)).toMatchObject([{ attempts: 3, lastError: null }]);

      // Done is done: later runs send nothing more.
      clock += 24 * 3600_000;
      t.deps.jobs.kick();
      await t.deps.jobs.idle();
      expect(await mailsOf(me.booking.id)).toHaveLength(1);
    } finally {
      restore();
    }
  });

  it("is sent by another process when the one that took the payment stopped before mailing", async () => {
    const me = await heldAndFunded();
    const running = t.deps.jobs;
    // The paying process stops right after the payment's commit: nothing runs its kick.
    const stopped: JobRunner = {
      kick: () => undefined,
      idle: async () => undefined,
      start: () => () => undefined,
    };
    t.deps.jobs = stopped;
    try {
      expectStatus(await pay(me, me.booking.id), 200);
    } finally {
      t.deps.jobs = running;
    }
    expect(await mailsOf(me.booking.id)).toEqual([]);
    const other = createJobRunner(JOB_HANDLERS, () => t.deps);
    other.kick();
    await other.idle();
    expect(await mailsOf(me.booking.id)).toHaveLength(1);
  });

  it("waits for a lease to run out before taking over a job whose process died while sending it", async () => {
    const me = await heldAndFunded();
    const restore = mailServerDownFor(1);
    try {
      expectStatus(await pay(me, me.booking.id), 200);
      await t.deps.jobs.idle();
    } finally {
      restore();
    }
    clock += 31_000;
    // A process claims the retry and dies before it is sent.
    const [claimed] = await claimDueJobs(t.database.db, new Date(clock), 10);
    expect(claimed?.bookingId).toBe(me.booking.id);
    t.deps.jobs.kick();
    await t.deps.jobs.idle();
    expect(await mailsOf(me.booking.id)).toEqual([]);
    clock += JOB_LEASE_MS;
    t.deps.jobs.kick();
    await t.deps.jobs.idle();
    expect(await mailsOf(me.booking.id)).toHaveLength(1);
    expect((await jobOf(me.booking.id))[0]?.attempts).toBe(3);
  });

  it("is sent once when several processes look for due jobs at the same moment", async () => {
    const paidIds: string[] = [];
    const restore = mailServerDownFor(3);
    try {
      for (let i = 0; i < 3; i += 1) {
        const me = await heldAndFunded();
        expectStatus(await pay(me, me.booking.id), 200);
        await t.deps.jobs.idle();
        paidIds.push(me.booking.id);
      }
    } finally {
      restore();
    }
    clock += 31_000;
    const processes = [
      createJobRunner(JOB_HANDLERS, () => t.deps),
      createJobRunner(JOB_HANDLERS, () => t.deps),
      t.deps.jobs,
    ];
    for (const runner of processes) runner.kick();
    await Promise.all(processes.map((runner) => runner.idle()));
    for (const id of paidIds) expect(await mailsOf(id)).toHaveLength(1);
  });

  it("leaves the traveller's Send E-ticket quota whole", async () => {
    const me = await heldAndFunded();
    expectStatus(await pay(me, me.booking.id), 200);
    await t.deps.jobs.idle();
    const send = () => t.api(sendEmailPostRoute, { params: { id: me.booking.id }, token: me.token });
    for (let i = 0; i < 5; i += 1) expectStatus(await send(), 200);
    expect((await send()).status).toBe(429);
    expect(await mailsOf(me.booking.id)).toHaveLength(6);
  });

  it("is sent again by Send E-ticket in the language of the page that asks", async () => {
    const me = await heldAndFunded();
    expectStatus(await pay(me, me.booking.id, { "accept-language": "en" }), 200);
    await t.deps.jobs.idle();
    const again = await t.api(sendEmailPostRoute, {
      params: { id: me.booking.id },
      token: me.token,
      headers: { "accept-language": "my" },
    });
    expectStatus(again, 200);
    expect((await mailsOf(me.booking.id)).map((m) => [m.to, m.subject])).toEqual([
      [`${CONTACT}, ${me.user.email}`, `Your e-ticket ${me.booking.id} (RGN - BKK)`],
      [CONTACT, `လက်မှတ် ${me.booking.id} (RGN - BKK)`],
    ]);
  });
});
