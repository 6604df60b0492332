import { beforeEach, describe, expect, it } from "vitest";
import type { FlightOffer } from "../../src/domain/flight-offer.ts";
import { formatCents, toCents, USD } from "../../src/domain/money.ts";
import { changeSchedule, setClosed } from "../flights/operations.ts";
import { firstOffer, flightKeyOf, TEST_NOW } from "../flights/testing.ts";
import type { MailLocale } from "../mail/templates/locale.ts";
import { checkPayment, topUp, wallet } from "../routes/customers/customers.routes.ts";
import { sendEmailPostRoute } from "../routes/flights/booking.routes.ts";
import { cancelBookingRoute, cancellationQuoteRoute } from "../routes/flights/booking-cancel.routes.ts";
import { changeBookingRoute, changeOffersRoute } from "../routes/flights/booking-change.routes.ts";
import { refundScheduleChangeRoute } from "../routes/flights/schedule-answer.routes.ts";
import { moveOffersRoute, moveScheduleChangeRoute } from "../routes/flights/schedule-move.routes.ts";
import { offerFamiliesRoute } from "../routes/flights/search.routes.ts";
import { agentBooking } from "../testing/agent-sale.ts";
import { expectStatus, setUpTestContext } from "../testing/harness.ts";
import { type OutboxMail, readOutbox } from "../testing/outbox.ts";
import { createTestUser, type TestUser } from "../testing/users.ts";
import { saveAgencyProfile } from "./profile.ts";

/**
 * Every mail an agent's booking sends (docs/adr/0089), read from the .eml outbox: the customer
 * (the booking's contact) gets the selling price and the agency in the language of their first
 * e-ticket, never the net fare; the agent gets a copy with net, markup, selling and the deposit.
 */

let clock = TEST_NOW.getTime();
const t = setUpTestContext({ now: () => new Date(clock) });
beforeEach(() => {
  clock = TEST_NOW.getTime();
});

const AGENCY = {
  agencyName: "Golden Lotus Travel",
  licenceNumber: "TTB/0456/2021",
  address: "12 Bogyoke Road, Yangon",
  phone: "09781234567",
};
/** The markup on each booking: USD 7.25 for its one traveller. */
const MARKUP = 725;

let n = 0;
async function agent(): Promise<TestUser> {
  const me = await createTestUser(t, { isAgent: true, locale: "en" });
  await saveAgencyProfile(t.database.db, me.user.id, AGENCY, TEST_NOW);
  return me;
}

type Family = "SAVER" | "FLEX";
/** The `family` fare of Yangon–Mandalay on `date`. */
async function fareOn(date: string, family: Family): Promise<FlightOffer> {
  const cheapest = await firstOffer(t, { travelType: 1, from: "RGN", to: "MDL", departureDate: date });
  const all = expectStatus(
    await t.api(offerFamiliesRoute, { params: { id: cheapest.id }, query: { adults: "1" } }),
    200,
  ).body.data;
  const offer = all.find((o) => o.travelerPricings[0]?.fareDetailsBySegment[0]?.brandedFare === family);
  if (!offer) throw new Error(`no ${family} on ${date}`);
  return offer;
}

/**
 * An agent's booking for a new walk-in customer on `date`, paid from a page in `customerLanguage`
 * (the customer's language from then on): answers who, the booking and its net fare.
 */
async function sold(date: string, family: Family, customerLanguage: MailLocale) {
  const me = await agent();
  n += 1;
  const customer = { firstName: "Thiri", lastName: "Aung", email: `thiri${n}@example.mm` };
  const offer = await fareOn(date, family);
  const record = await agentBooking(t, me, offer, {
    customer,
    travellers: [customer],
    markup: { kind: "amount", value: "7.25" },
  });
  const net = toCents(record.totalPrice) ?? 0;
  expectStatus(await t.api(topUp, { token: me.token, body: { amount: net, method: "kpay" } }), 200);
  const paid = expectStatus(
    await t.api(checkPayment, {
      token: me.token,
      body: { userId: me.user.id, flightId: record.id },
      headers: { "accept-language": customerLanguage },
    }),
    200,
  ).body;
  await t.deps.jobs.idle();
  return { me, customer, id: record.id, offer, net, paid };
}

/** The mails about booking `id` to `to`, oldest first. */
const mailsTo = async (id: string, to: string) =>
  (await readOutbox(t)).filter((m) => m.subject.includes(id) && m.to === to);

const $ = (cents: number, locale: MailLocale = "en") => formatCents(cents, USD, locale);

/** The customer's mail: the agency and what they paid; nothing of the agent's money. */
function expectCustomerMail(
  mail: OutboxMail | undefined,
  amounts: { shown: number[]; net: number[] },
  locale: MailLocale,
) {
  if (!mail) throw new Error("no mail to the customer");
  for (const body of [mail.text, mail.html]) {
    expect(body).toContain(AGENCY.agencyName);
    for (const cents of amounts.shown) expect(body).toContain($(cents, locale));
    for (const cents of amounts.net) expect(body).not.toContain($(cents, locale));
    expect(body).not.toMatch(/markup|net fare|deposit/i);
    expect(body).not.toContain("အသားတင်");
  }
  expect(mail.subject).not.toMatch(/copy/i);
}

async function balanceOf(who: TestUser) {
  return expectStatus(await t.api(wallet, { token: who.token }), 200).body.data.balance;
}

async function operated<T>(command: Promise<T>): Promise<T> {
  const result = await command;
  t.deps.jobs.kick();
  await t.deps.jobs.idle();
  return result;
}

describe("an agent's booking is paid", () => {
  it("mails the e-ticket to the customer at the selling price in their language, and the agent a copy with the money", async () => {
    const s = await sold("2026-12-14", "SAVER", "my");
    const selling = s.net + MARKUP;
    // The payment's answer names both addresses, the customer's first.
    expect(s.paid.data.eticketTo).toEqual([s.customer.email, s.me.user.email]);

    const [ticket, ...more] = await mailsTo(s.id, s.customer.email);
    expect(more).toEqual([]);
    expect(ticket?.subject).toContain(`လက်မှတ် ${s.id}`);
    expectCustomerMail(ticket, { shown: [selling], net: [s.net] }, "my");

    // The agent's copy, in the page's language: the e-ticket, net, markup, selling and deposit.
    const [copy, ...again] = await mailsTo(s.id, s.me.user.email);
    expect(again).toEqual([]);
    expect(copy?.subject).toContain("အေဂျင်စီ မိတ္တူ-");
    expect(copy?.headers["content-type"]).toMatch(/multipart\/mixed/);
    for (const line of [
      `သင့်အပ်ငွေမှ ပေးချေခဲ့သည့် အသားတင်ဈေး- ${$(s.net, "my")}`,
      `သင့်အမြတ်တင်ငွေ- ${$(MARKUP, "my")}`,
      `${$(selling, "my")}`,
      `ဤငွေပေးချေမှုနောက် အပ်ငွေလက်ကျန်- ${$(0, "my")}`,
      s.customer.email,
    ])
      expect(copy?.text).toContain(line);
  });

  it("sends Send E-ticket to the customer alone, in the language of their first e-ticket", async () => {
    const s = await sold("2026-12-15", "SAVER", "my");
    const res = await t.api(sendEmailPostRoute, {
      params: { id: s.id },
      token: s.me.token,
      headers: { "accept-language": "en" },
    });
    expect(expectStatus(res, 200).body.message).toBe(`E-ticket sent to ${s.customer.email}`);
    const mails = await mailsTo(s.id, s.customer.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toContain(`လက်မှတ် ${s.id}`);
    expectCustomerMail(mails[1], { shown: [s.net + MARKUP], net: [s.net] }, "my");
    expect(await mailsTo(s.id, s.me.user.email)).toHaveLength(1);
  });
});

describe("an agent changes the date", () => {
  it("mails the customer the new e-ticket at the new selling total, and the agent the charge and deposit", async () => {
    const s = await sold("2026-12-16", "SAVER", "my");
    const found = expectStatus(
      await t.api(changeOffersRoute, {
        params: { id: s.id },
        token: s.me.token,
        body: { departureDate: "2026-12-18" },
      }),
      200,
    ).body.data;
    const [choice] = found.offers;
    if (!choice) throw new Error("no change offer");
    const charged = choice.quote.total;
    expect(charged).toBeGreaterThan(0);
    expectStatus(
      await t.api(topUp, { token: s.me.token, body: { amount: charged + 500, method: "kpay" } }),
      200,
    );
    expectStatus(
      await t.api(changeBookingRoute, {
        params: { id: s.id },
        token: s.me.token,
        body: { offerId: choice.offer.id, quoteId: choice.quote.quoteId },
        headers: { "accept-language": "en" },
      }),
      200,
    );
    await t.deps.jobs.idle();
    const newNet = s.net + charged;

    // The customer: a second e-ticket in Myanmar, at the new selling total; no net, no charge.
    const tickets = await mailsTo(s.id, s.customer.email);
    expect(tickets).toHaveLength(2);
    expectCustomerMail(tickets[1], { shown: [newNet + MARKUP], net: [newNet, s.net, charged] }, "my");

    // The agent: their copy in the change page's language.
    const copies = await mailsTo(s.id, s.me.user.email);
    expect(copies).toHaveLength(2);
    const copy = copies[1];
    expect(copy?.subject).toBe(`Agency copy: Your e-ticket ${s.id} (RGN - MDL)`);
    for (const line of [
      `change fee ${$(choice.quote.changeFee)}`,
      `Taken from your deposit: ${$(charged)}`,
      `Deposit after this change: ${$(500)}`,
      `Net fare: ${$(newNet)}`,
      `Your markup: ${$(MARKUP)}`,
      `Your customer pays (as their e-ticket says): ${$(newNet + MARKUP)}`,
    ])
      expect(copy?.text).toContain(line);
    expect(await balanceOf(s.me)).toBe(500);
  });
});

describe("an airline's change of an agent's booking", () => {
  const flightOf = (offer: FlightOffer) => flightKeyOf(offer).split("@") as [string, string];

  it("tells the customer of new times with the agency and no amounts, and copies the agent", async () => {
    const s = await sold("2026-12-20", "SAVER", "my");
    const [flight, day] = flightOf(s.offer);
    await operated(changeSchedule(t.database.db, flight, day, "16:45", undefined, TEST_NOW));
    const [notice, ...more] = (await mailsTo(s.id, s.customer.email)).filter((m) =>
      m.subject.includes(flight),
    );
    expect(more).toEqual([]);
    expect(notice?.subject).toContain("အချိန် ပြောင်းလဲသွားပါသည်");
    expectCustomerMail(notice, { shown: [], net: [s.net] }, "my");
    // No account to sign in to: Find my booking is the way in.
    expect(notice?.text).toContain("/my/find-booking");
    expect(notice?.text).not.toContain("/booking-detail/");
    const copies = (await mailsTo(s.id, s.me.user.email)).filter((m) => m.subject.includes(flight));
    expect(copies).toHaveLength(1);
    expect(copies[0]?.subject).toMatch(/^Agency copy: Booking .* has new times$/);
    expect(copies[0]?.text).toContain(`Your customer Thiri Aung was mailed at ${s.customer.email}`);
    expect(copies[0]?.text).toContain(`/booking-detail/${s.id}`);
  });

  it("moves the booking free of charge: the customer gets the new e-ticket, the agent a copy saying nothing was taken", async () => {
    const s = await sold("2026-12-22", "SAVER", "en");
    const [flight, day] = flightOf(s.offer);
    await operated(setClosed(t.database.db, flight, day, true, TEST_NOW));
    const offers = expectStatus(
      await t.api(moveOffersRoute, { params: { id: s.id }, token: s.me.token, query: {} }),
      200,
    ).body.data.offers;
    const choice = offers.find((o) => o.id !== s.offer.id);
    if (!choice) throw new Error("no move offer");
    expectStatus(
      await t.api(moveScheduleChangeRoute, {
        params: { id: s.id },
        token: s.me.token,
        body: { offerId: choice.id },
        headers: { "accept-language": "my" },
      }),
      200,
    );
    await t.deps.jobs.idle();
    const tickets = (await mailsTo(s.id, s.customer.email)).filter((m) =>
      m.subject.startsWith("Your e-ticket"),
    );
    expect(tickets).toHaveLength(2);
    expectCustomerMail(tickets[1], { shown: [s.net + MARKUP], net: [s.net] }, "en");
    // The copy of the move in the move page's language, after the payment's in English.
    const copies = (await mailsTo(s.id, s.me.user.email)).filter((m) => /e-ticket|လက်မှတ်/.test(m.subject));
    expect(copies.map((m) => m.subject.startsWith("အေဂျင်စီ မိတ္တူ- "))).toEqual([false, true]);
    expect(copies[1]?.text).toContain("အခမဲ့ ရွှေ့ပေးခဲ့ပါသည်");
    expect(copies[1]?.text).toContain(`အသားတင်ဈေး- ${$(s.net, "my")}`);
    expect(await balanceOf(s.me)).toBe(0);
  });

  it("tells both, once each, when a cancelled flight flies as booked again", async () => {
    const s = await sold("2026-12-24", "SAVER", "en");
    const [flight, day] = flightOf(s.offer);
    await operated(setClosed(t.database.db, flight, day, true, TEST_NOW));
    // Reopened a minute later: its mail is due then.
    clock = TEST_NOW.getTime() + 60_000;
    await operated(setClosed(t.database.db, flight, day, false, new Date(clock)));
    const told = (to: string) =>
      mailsTo(s.id, to).then((mails) => mails.filter((m) => m.subject.endsWith("flies as booked")));
    console.log(
      (await readOutbox(t)).filter((m) => m.subject.includes(s.id)).map((m) => `${m.to} ${m.subject}`),
    );
    const [reopened, ...more] = await told(s.customer.email);
    expect(more).toEqual([]);
    expectCustomerMail(reopened, { shown: [], net: [s.net] }, "en");
    expect((await told(s.me.user.email)).map((m) => m.subject.startsWith("Agency copy: "))).toEqual([true]);
  });

  it("refunds the agent's deposit in full: the customer is told the agency settles it, the agent the refund", async () => {
    const s = await sold("2026-12-26", "SAVER", "en");
    const [flight, day] = flightOf(s.offer);
    await operated(setClosed(t.database.db, flight, day, true, TEST_NOW));
    expectStatus(await t.api(refundScheduleChangeRoute, { params: { id: s.id }, token: s.me.token }), 200);
    await t.deps.jobs.idle();
    const cancelledMails = (to: string) =>
      mailsTo(s.id, to).then((mails) =>
        mails.filter((m) => m.subject.endsWith(`${s.id} (RGN - MDL) cancelled`)),
      );
    const [cancelled, ...more] = await cancelledMails(s.customer.email);
    expect(more).toEqual([]);
    expectCustomerMail(cancelled, { shown: [s.net + MARKUP], net: [s.net] }, "en");
    expect(cancelled?.text).toContain(`refunded in full to ${AGENCY.agencyName}`);
    const copies = await cancelledMails(s.me.user.email);
    expect(copies).toHaveLength(1);
    expect(copies[0]?.text).toContain(`Refunded to your deposit: ${$(s.net)}`);
    expect(copies[0]?.text).toContain(`Deposit after the refund: ${$(s.net)}`);
  });
});

describe("an agent cancels with a refund", () => {
  it("tells the customer what they paid and who settles it, and the agent the fees and refund", async () => {
    const s = await sold("2026-12-28", "FLEX", "my");
    const q = expectStatus(
      await t.api(cancellationQuoteRoute, { params: { id: s.id }, token: s.me.token }),
      200,
    ).body.data;
    expect(q.refund).toBeGreaterThan(0);
    expectStatus(
      await t.api(cancelBookingRoute, {
        params: { id: s.id },
        token: s.me.token,
        body: { quoteId: q.quoteId },
        headers: { "accept-language": "en" },
      }),
      200,
    );
    await t.deps.jobs.idle();
    const [cancelled, ...more] = (await mailsTo(s.id, s.customer.email)).filter((m) =>
      m.subject.endsWith("ကို ပယ်ဖျက်ပြီးပါပြီ"),
    );
    expect(more).toEqual([]);
    expectCustomerMail(cancelled, { shown: [s.net + MARKUP], net: [s.net, q.refund] }, "my");
    const copies = (await mailsTo(s.id, s.me.user.email)).filter((m) => m.subject.endsWith("cancelled"));
    expect(copies).toHaveLength(1);
    for (const line of [
      `Paid: ${$(s.net)}`,
      `Refund fee: ${$(q.refundFee)}`,
      `Refunded to your deposit: ${$(q.refund)}`,
      `Deposit after the refund: ${$(q.refund)}`,
      `Your customer pays (as their e-ticket says): ${$(s.net + MARKUP)}`,
    ])
      expect(copies[0]?.text).toContain(line);
  });
});
