import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { kyatToCents } from "../../src/domain/deposit.ts";
import { toCents } from "../../src/domain/money.ts";
import { jobs } from "../db/schema/jobs.ts";
import {
  listDeposits,
  recordDepositRoute,
  saveAgency,
  setThreshold,
} from "../routes/agents/agents.routes.ts";
import { checkPayment, topUp, wallet } from "../routes/customers/customers.routes.ts";
import { eticketRoute, sendEmailPostRoute } from "../routes/flights/booking.routes.ts";
import { cancelBookingRoute, cancellationQuoteRoute } from "../routes/flights/booking-cancel.routes.ts";
import { createTestContext, expectStatus, setUpTestContext, testEnv } from "../testing/harness.ts";
import { readOutbox } from "../testing/outbox.ts";
import { createHeldBooking } from "../testing/paid-booking.ts";
import { pdfText } from "../testing/pdf-text.ts";
import { createTestUser, type TestUser } from "../testing/users.ts";
import { DepositError, decideDeposit } from "./deposits.ts";
import { LOW_BALANCE_MAIL_KIND } from "./low-balance-mail.ts";

const t = setUpTestContext();

const AGENCY = {
  agencyName: "Golden Land Travels",
  licenceNumber: "TTB/0123/2019",
  address: "No. 12, Bogyoke Road, Yangon",
  phone: "09781234567",
};

/** A held booking of `who` and its total in cents. */
async function held(who: TestUser) {
  const { record, offer } = await createHeldBooking(t.call, { userId: who.user.id, token: who.token });
  return { id: record.id, total: toCents(offer.price.grandTotal) ?? 0 };
}
const pay = async (who: TestUser, bookingId: string) => {
  expectStatus(
    await t.api(checkPayment, { token: who.token, body: { userId: who.user.id, flightId: bookingId } }),
    200,
  );
  await t.deps.jobs.idle();
};
/** The low-balance mails sent to `who` (an e-ticket also goes to the contact: never to them alone). */
const lowBalanceMails = async (who: TestUser) =>
  (await readOutbox(t)).filter(
    (m) =>
      m.to === who.user.email &&
      ["Your agency deposit is running low", "သင့်အေဂျင်စီ စပေါ်ငွေ နည်းသွားပါပြီ"].includes(m.subject),
  );

describe("a transfer outside sandbox mode", () => {
  it("stays pending until an operator confirms it, which credits it once; a rejected one credits nothing", async () => {
    const live = await createTestContext({ env: testEnv({ PAYMENTS_MODE: "live" }) });
    try {
      const me = await createTestUser(live, { isAgent: true });
      const record = (reference: string) =>
        live.api(recordDepositRoute, {
          token: me.token,
          body: { bank: "YOMA", reference, amountKyat: 420_000 },
        });
      const first = expectStatus(await record("YB-1"), 201).body.data;
      const second = expectStatus(await record("YB-2"), 201).body.data;
      expect([first.transfer.status, first.balance]).toEqual(["PENDING", null]);
      const balance = async () => expectStatus(await live.api(wallet, { token: me.token }), 200).body.data;
      expect((await balance()).balance).toBe(0);

      // Only an operator confirms: no call lets an agent (or anyone) confirm their own transfer.
      for (const path of [
        `/apis/agents/deposits/${first.transfer.id}/confirm`,
        `/apis/agents/deposits/${first.transfer.id}`,
      ])
        expect((await live.call("POST", path, { token: me.token, body: {} })).status).toBe(404);
      expect((await balance()).balance).toBe(0);

      const now = new Date();
      const confirmed = await decideDeposit(live.database.db, first.transfer.id, "CONFIRMED", now);
      const credit = kyatToCents(420_000, live.deps.env.MMK_RATE);
      expect(confirmed.balance).toBe(credit);
      await expect(decideDeposit(live.database.db, first.transfer.id, "CONFIRMED", now)).rejects.toThrow(
        new DepositError(`Transfer ${first.transfer.id} is already confirmed`),
      );
      await decideDeposit(live.database.db, second.transfer.id, "REJECTED", now);
      await expect(decideDeposit(live.database.db, second.transfer.id, "CONFIRMED", now)).rejects.toThrow(
        "is already rejected",
      );
      await expect(decideDeposit(live.database.db, "no-such-id", "CONFIRMED", now)).rejects.toThrow(
        "No transfer no-such-id",
      );
      const after = await balance();
      expect(after.balance).toBe(credit);
      expect(after.transactions.map((x) => [x.type, x.amount, x.deposit?.reference])).toEqual([
        ["DEPOSIT", credit, "YB-1"],
      ]);
      const listed = expectStatus(await live.api(listDeposits, { token: me.token }), 200).body.data.transfers;
      expect(listed.map((x) => [x.reference, x.status])).toEqual([
        ["YB-2", "REJECTED"],
        ["YB-1", "CONFIRMED"],
      ]);
    } finally {
      await live.close();
    }
  });
});

describe("the low-balance mail", () => {
  it("goes once when a payment crosses the threshold, not again below it, and again after topping up above", async () => {
    const me = await createTestUser(t, { isAgent: true });
    const one = await held(me);
    const two = await held(me);
    const three = await held(me);
    // Enough for two bookings and a little; the threshold sits inside the first payment.
    await t.api(topUp, { token: me.token, body: { amount: one.total + two.total + 500, method: "kpay" } });
    const threshold = two.total + 1_000;
    expectStatus(await t.api(setThreshold, { token: me.token, body: { threshold } }), 200);

    await pay(me, one.id);
    const [mail, ...more] = await lowBalanceMails(me);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe("Your agency deposit is running low");
    const usd = (cents: number) => `$${(cents / 100).toFixed(2)} USD`;
    expect(mail?.text).toContain(`your agency's deposit is ${usd(two.total + 500)}`);
    expect(mail?.text).toContain(`threshold of ${usd(threshold)}`);

    await pay(me, two.id);
    expect(await lowBalanceMails(me)).toHaveLength(1);

    // From 500 cents to the threshold plus the third booking less a cent: its payment crosses again.
    await t.api(topUp, { token: me.token, body: { amount: threshold + three.total - 501, method: "kpay" } });
    await pay(me, three.id);
    expect(await lowBalanceMails(me)).toHaveLength(2);
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.kind, LOW_BALANCE_MAIL_KIND));
    expect(
      queued
        .filter((j) => [one.id, two.id, three.id].includes(j.bookingId))
        .map((j) => j.bookingId)
        .sort(),
    ).toEqual([one.id, three.id].sort());
  });

  it("is in the agent's language, and never goes to a customer or an agent without a threshold", async () => {
    const myanmar = await createTestUser(t, { isAgent: true, locale: "my" });
    const booking = await held(myanmar);
    await t.api(topUp, { token: myanmar.token, body: { amount: booking.total + 100, method: "kpay" } });
    expectStatus(await t.api(setThreshold, { token: myanmar.token, body: { threshold: 5_000 } }), 200);
    await pay(myanmar, booking.id);
    const [mail] = await lowBalanceMails(myanmar);
    expect(mail?.subject).toBe("သင့်အေဂျင်စီ စပေါ်ငွေ နည်းသွားပါပြီ");
    expect(mail?.text).toContain("/my/");

    const without = await createTestUser(t, { isAgent: true });
    const theirs = await held(without);
    await t.api(topUp, { token: without.token, body: { amount: theirs.total, method: "kpay" } });
    await pay(without, theirs.id);
    expect(await lowBalanceMails(without)).toEqual([]);
  });
});

describe("a booking an agent made", () => {
  it("carries the agency on its e-ticket mail and PDF; a customer's does not", async () => {
    const me = await createTestUser(t, { isAgent: true });
    expectStatus(await t.api(saveAgency, { token: me.token, body: AGENCY }), 200);
    expectStatus(
      await t.api(recordDepositRoute, {
        token: me.token,
        body: { bank: "KBZ", reference: "KBZ-ETK", amountKyat: 5_000_000 },
      }),
      201,
    );
    const booking = await held(me);
    await pay(me, booking.id);
    // The customer's e-ticket, and the agent's copy of it (docs/adr/0089): both name the agency.
    const mails = (await readOutbox(t)).filter((m) => m.subject.includes(booking.id));
    expect(mails.map((m) => m.subject.startsWith("Agency copy: "))).toEqual([false, true]);
    expect(mails[0]?.text).toContain(
      "Booked through Golden Land Travels (travel agency licence TTB/0123/2019).\nAddress: No. 12, Bogyoke Road, Yangon\nPhone: 09781234567",
    );
    const pdf = expectStatus(await t.api(eticketRoute, { params: { id: booking.id }, token: me.token }), 200);
    const text = pdfText(Buffer.from(pdf.body));
    expect(text).toContain("Travel agency");
    expect(text).toContain("Golden Land Travels | Licence TTB/0123/2019");
    expect(text).toContain("Phone 09781234567");

    // Send E-ticket from a Myanmar page goes in the customer's language, that of their first e-ticket.
    expectStatus(
      await t.api(sendEmailPostRoute, {
        token: me.token,
        params: { id: booking.id },
        headers: { "accept-language": "my" },
      }),
      200,
    );
    const again = (await readOutbox(t)).filter((m) => m.subject.includes(booking.id));
    expect(again).toHaveLength(3);
    expect(again.at(-1)?.text).toContain(
      "Booked through Golden Land Travels (travel agency licence TTB/0123/2019).",
    );

    // Its cancellation mail names the agency too.
    const quoted = expectStatus(
      await t.api(cancellationQuoteRoute, { params: { id: booking.id }, token: me.token }),
      200,
    ).body.data;
    expectStatus(
      await t.api(cancelBookingRoute, {
        params: { id: booking.id },
        token: me.token,
        body: { quoteId: quoted.quoteId },
      }),
      200,
    );
    await t.deps.jobs.idle();
    const cancelled = (await readOutbox(t)).find(
      (m) => m.subject === `Booking ${booking.id} (RGN - BKK) cancelled`,
    );
    expect(cancelled?.text).toContain(
      "Booked through Golden Land Travels (travel agency licence TTB/0123/2019).",
    );

    const customer = await createTestUser(t);
    const theirs = await held(customer);
    await t.api(topUp, { token: customer.token, body: { amount: theirs.total, method: "kpay" } });
    await pay(customer, theirs.id);
    const [plain] = (await readOutbox(t)).filter((m) => m.subject.includes(theirs.id));
    expect(plain?.text).not.toContain("Booked through");
  });
});
