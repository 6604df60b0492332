import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  closeFlight,
  firstOffer,
  moveFlight,
  sellSeats,
  setUpFlightTests,
} from "../../server/flights/testing.ts";
import { wallet } from "../../server/routes/customers/customers.routes.ts";
import { expectStatus } from "../../server/testing/harness.ts";
import { createTestUser } from "../../server/testing/users.ts";
import type { FlightOffer } from "../domain/flight-offer.ts";
import { bookingRequest } from "../domain/test-data.ts";
import { $token } from "../stores/auth.ts";
import { checkPayment } from "./check-payment.ts";
import { createBooking } from "./create-booking.ts";
import { topUp } from "./top-up.ts";

// The browser's API modules against the real app in-process: fetch is routed to app.request.
const { t, me } = setUpFlightTests();
beforeEach(() => {
  vi.stubGlobal("fetch", (url: string | URL | Request, init?: RequestInit) =>
    t.app.request(String(url), init),
  );
  $token.set(me.token);
  return () => {
    vi.unstubAllGlobals();
    $token.set(null);
  };
});

const payload = (offer: FlightOffer) => bookingRequest(offer, me.user.id);
const offerTo = (to: string, departureDate: string) => firstOffer(t, { from: "RGN", to, departureDate });

describe("createBooking", () => {
  it("answers booked with the record", async () => {
    const outcome = await createBooking(payload(await offerTo("NYU", "2026-12-10")));
    expect(outcome.kind).toBe("booked");
    if (outcome.kind === "booked") expect(outcome.record.status).toBe("PENDING_PAYMENT");
  });

  it("answers priceChanged with old and new totals and an offer that books at the new price", async () => {
    const offer = await offerTo("HEH", "2026-12-11");
    await sellSeats(t, offer, 40);
    const outcome = await createBooking(payload(offer));
    if (outcome.kind !== "priceChanged") throw new Error(`got ${outcome.kind}`);
    expect(outcome.oldTotal).toBe(offer.price.grandTotal);
    expect(Number(outcome.newTotal)).toBeGreaterThan(Number(outcome.oldTotal));
    const again = await createBooking(payload(outcome.offer));
    expect(again.kind).toBe("booked");
  });

  it("answers scheduleChanged with the new date and unavailable for a closed flight", async () => {
    const moved = await offerTo("SNW", "2026-12-12");
    await moveFlight(t, moved, "2026-12-12T13:40:00");
    expect(await createBooking(payload(moved))).toEqual({
      kind: "scheduleChanged",
      date: "2026-12-12T13:40:00",
    });
    const closed = await offerTo("TVY", "2026-12-12");
    await closeFlight(t, closed);
    expect(await createBooking(payload(closed))).toEqual({ kind: "unavailable" });
  });

  it("leaves a lost connection to the app's error handler, which says so in the page's language", async () => {
    const body = payload(await offerTo("NYU", "2026-12-12"));
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    await expect(createBooking(body)).rejects.toMatchObject({ name: "ApiError", kind: "network" });
  });

  it("answers duplicate with the passenger and the earlier booking, and books again when told", async () => {
    const someone = await createTestUser(t);
    $token.set(someone.token);
    const body = bookingRequest(await offerTo("NYU", "2026-12-15"), someone.user.id);
    const first = await createBooking(body);
    if (first.kind !== "booked") throw new Error(first.kind);
    expect(await createBooking(body)).toEqual({
      kind: "duplicate",
      passengerName: "Adult0 Kyaw",
      // The earlier booking as the history reads it: with its events (none before payment).
      booking: { ...first.record, events: [] },
    });
    const again = await createBooking({ ...body, allowDuplicate: true });
    if (again.kind !== "booked") throw new Error(again.kind);
    expect(again.record.id).not.toBe(first.record.id);
  });

  it("answers failed with the rule's message for a refused passenger", async () => {
    const body = payload(await offerTo("NYU", "2026-12-13"));
    const outcome = await createBooking({ ...body, passengerInfo: [] });
    expect(outcome).toEqual({
      kind: "failed",
      message: "Please add passenger information",
      code: "VALIDATION_FAILED",
    });
  });
});

describe("checkPayment and topUp", () => {
  it("says how short the wallet is, tops up the shortfall once per key, then pays once", async () => {
    const booked = await createBooking(payload(await offerTo("NYU", "2026-12-14")));
    if (booked.kind !== "booked") throw new Error(booked.kind);
    const input = { userId: me.user.id, flightId: booked.record.id };
    const short = await checkPayment(input);
    if (short.kind !== "short") throw new Error(short.kind);
    expect(short.message).toMatch(/^Not enough balance\. Required: \$\d+\.\d{2}, Available: \$0\.00$/);
    const sent: Headers[] = [];
    vi.stubGlobal("fetch", (url: string | URL | Request, init?: RequestInit) => {
      sent.push(new Headers(init?.headers));
      return t.app.request(String(url), init);
    });
    const result = await topUp({ amount: short.shortfall, method: "card" }, "k-1");
    expect(sent.at(-1)?.get("idempotency-key")).toBe("k-1");
    expect(result.balance).toBe(short.shortfall);
    expect(await checkPayment(input)).toMatchObject({ kind: "paid", message: "Payment successful!" });
    expect(await checkPayment(input)).toMatchObject({ kind: "paid", paid: short.required });
    const after = expectStatus(await t.api(wallet, { token: me.token }), 200);
    expect(after.body.data.balance).toBe(0);
  });

  it("leaves a lost connection to the app's error handler instead of showing the fetch library's text", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    await expect(checkPayment({ userId: me.user.id, flightId: "any" })).rejects.toMatchObject({
      name: "ApiError",
      kind: "network",
    });
  });
});
