import { readdir } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { issueSession } from "../../auth/sessions.ts";
import { ETICKET_MAILS } from "../../eticket/mail-limit.ts";
import { expectStatus, setUpTestContext } from "../../testing/harness.ts";
import { readOpenApi } from "../../testing/openapi-document.ts";
import { createPaidBooking } from "../../testing/paid-booking.ts";
import { createTestUser } from "../../testing/users.ts";
import { sendEmailPostRoute } from "./booking.routes.ts";

let clock = Date.now();
const t = setUpTestContext({ now: () => new Date(clock) });

const send = (token: string, id: string) => t.api(sendEmailPostRoute, { params: { id }, token });
const mails = async () => (await readdir(t.deps.mailer.outboxDir ?? "")).length;

/** A paid booking whose mail on paying has gone (it does not count against the limits). */
async function paidBookingOf(who: { user: { id: string }; token: string }, to = "BKK") {
  const booking = await createPaidBooking(
    t.call,
    { userId: who.user.id, token: who.token },
    { from: "RGN", to },
  );
  await t.deps.jobs.idle();
  return booking;
}

describe("e-ticket mail limits", () => {
  it("sends a booking's e-ticket 5 times a day, then answers 429 with Retry-After, and again a day later", async () => {
    expect(ETICKET_MAILS).toEqual({ perBooking: 5, perAccount: 20, windowHours: 24 });
    const me = await createTestUser(t);
    const booking = await paidBookingOf(me);
    const before = await mails();
    for (let i = 0; i < 5; i += 1) expect((await send(me.token, booking.id)).status).toBe(200);
    const refused = expectStatus(await send(me.token, booking.id), 429);
    expect(refused.body.error.code).toBe("ETICKET_MAIL_LIMIT");
    expect(refused.body.message).toMatch(/already been e-mailed 5 times in the last 24 hours/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(23 * 3600);
    expect(await mails()).toBe(before + 5);
    // A traveller who asks again the next day gets it.
    clock += 24 * 3600_000 + 1000;
    const { token } = await issueSession(t.deps, me.user.id);
    expect((await send(token, booking.id)).status).toBe(200);
  });

  it("sends a booking's e-ticket at most 5 times however many ask at once", async () => {
    const me = await createTestUser(t);
    const booking = await paidBookingOf(me, "KUL");
    const before = await mails();
    const answers = await Promise.all(Array.from({ length: 12 }, () => send(me.token, booking.id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(7);
    expect(await mails()).toBe(before + 5);
  });

  it("sends at most 20 e-tickets a day for one account, whatever the bookings", async () => {
    const me = await createTestUser(t);
    const bookings = [];
    for (const to of ["BKK", "KUL", "DMK", "BKK", "KUL"]) bookings.push(await paidBookingOf(me, to));
    let sent = 0;
    for (const booking of bookings.slice(0, 4))
      for (let i = 0; i < 5; i += 1) sent += (await send(me.token, booking.id)).status === 200 ? 1 : 0;
    expect(sent).toBe(20);
    const refused = expectStatus(await send(me.token, bookings[4]?.id ?? ""), 429);
    expect(refused.body.message).toMatch(/20 e-tickets/);
  });

  it("states both limits and the 429 in the OpenAPI document", async () => {
    const { paths } = await readOpenApi(t);
    const operation = paths["/apis/flights/booking/send-email/{id}"]?.post;
    expect(operation?.responses["429"]?.description).toMatch(
      /5 times per booking.*20 per account.*24 hours/s,
    );
  });
});
