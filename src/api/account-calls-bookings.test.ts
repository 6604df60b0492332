import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { readOutbox } from "../../server/testing/outbox.ts";
import { createPaidBooking } from "../../server/testing/paid-booking.ts";
import { createTestUser, type TestUser } from "../../server/testing/users.ts";
import { setAuth } from "../stores/auth.ts";
import { ApiError } from "./api-error.ts";
import { fetchBooking, fetchBookings } from "./bookings.ts";
import { fetchEticketPdf } from "./eticket-pdf.ts";
import { eticketRecipient, sendEticket } from "./send-eticket.ts";
import { setUpApiApp } from "./testing.ts";
import { topUp } from "./top-up.ts";
import { fetchWallet } from "./wallet.ts";

const t = setUpApiApp();
let me: TestUser;
beforeAll(async () => {
  me = await createTestUser(t, { email: "ko.ko@example.mm" });
});
beforeEach(() => {
  setAuth({ jwt: me.token, user: { ...me.user, createdAt: me.user.createdAt.toISOString() } });
});

describe("the wallet", () => {
  it("tops up with the attempt's idempotency key and shows the ledger", async () => {
    expect(await fetchWallet()).toMatchObject({ balance: 0, cashback: [], transactions: [] });
    const keys: (string | null)[] = [];
    vi.stubGlobal("fetch", (input: string, init?: RequestInit) => {
      keys.push(new Headers(init?.headers).get("idempotency-key"));
      return t.app.request(input, init);
    });
    const first = await topUp({ amount: 250_000, method: "kpay" }, "attempt-1");
    expect(first).toMatchObject({ balance: 250_000, transaction: { type: "TOPUP", amount: 250_000 } });
    await topUp({ amount: 100, method: "visa" }, "attempt-2");
    expect(keys).toEqual(["attempt-1", "attempt-2"]);
    const wallet = await fetchWallet();
    expect(wallet.balance).toBe(250_100);
    expect(wallet.transactions.map((row) => [row.type, row.amount])).toEqual([
      ["TOPUP", 100],
      ["TOPUP", 250_000],
    ]);
  });

  it("refuses an amount out of the contract's bounds", async () => {
    const error = await topUp({ amount: 99, method: "kpay" }, "attempt-3").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
  });
});

describe("bookings", () => {
  it("lists and shows a paid booking with every city named, and sends and downloads its e-ticket", async () => {
    const { id } = await createPaidBooking(t.call, { userId: me.user.id, token: me.token });
    // The mail sent on paying has gone: Send E-ticket's is counted on its own below.
    await t.deps.jobs.idle();
    const mailsOf = async () => (await readOutbox(t)).filter((mail) => mail.subject.includes(id));
    const before = (await mailsOf()).length;
    const list = await fetchBookings(me.user.id);
    expect(list.map((b) => b.id)).toEqual([id]);
    const booking = await fetchBooking(id);
    expect(booking).toMatchObject({ id, status: "PAID", isRoundTrip: true, origin: "RGN" });
    expect(booking.cities?.RGN).toEqual({ city: "Yangon", cityMy: "ရန်ကုန်" });
    expect(booking.cities?.[booking.destination]?.city).toBe("Bangkok");
    expect(booking.durations?.outbound).toMatch(/^PT/);
    expect(booking.durations?.return).toMatch(/^PT/);

    const sent = await sendEticket(id);
    expect(sent).toEqual({ status: "success", message: "E-ticket sent to aung.kyaw@example.mm" });
    // The app finds the address in the server's own words, to say it in Myanmar too.
    expect(eticketRecipient(sent.message)).toBe("aung.kyaw@example.mm");
    expect(eticketRecipient("Something else")).toBeNull();
    expect((await mailsOf()).slice(before).map((mail) => mail.to)).toEqual(["aung.kyaw@example.mm"]);

    const pdf = await fetchEticketPdf(id);
    expect(pdf.type).toBe("application/pdf");
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 4))).toBe("%PDF");
  });

  it("answers another's or an unknown booking with a 404 ApiError", async () => {
    const error = await fetchEticketPdf("FBNOSUCH000").catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "http", status: 404 });
    expect((await fetchBooking("FBNOSUCH000").catch((e: unknown) => e)) as ApiError).toMatchObject({
      status: 404,
    });
  });
});
