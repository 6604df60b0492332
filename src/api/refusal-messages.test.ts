import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findOffers, TEST_NOW } from "../../server/flights/testing.ts";
import { setUpTestContext } from "../../server/testing/harness.ts";
import { createTestUser } from "../../server/testing/users.ts";
import { bookingRequest } from "../domain/test-data.ts";
import { en } from "../i18n/en.ts";
import { my } from "../i18n/my.ts";
import { refusalKey } from "../i18n/refusal-keys.ts";
import { translator } from "../i18n/translate.ts";
import { $token } from "../stores/auth.ts";
import { recordDeposit } from "./agency.ts";
import { ApiError, type ErrorStrings, errorMessage } from "./api-error.ts";
import { createBooking } from "./create-booking.ts";
import { routeFetchTo } from "./testing.ts";

// Refusals the app cannot foresee, through the browser's own modules against the real app
// in-process: the code the server answers is one the app says in the page's language (ADR 0090).
const t = setUpTestContext({ now: () => TEST_NOW });
beforeAll(() => routeFetchTo(t));
afterAll(() => {
  $token.set(null);
});

/** What the app's one error handler (src/booking/notify-error.ts) gives `errorMessage`. */
const strings = (locale: "en" | "my"): ErrorStrings => {
  const tr = translator(locale);
  return {
    "error.network": tr("error.network"),
    "error.timeout": tr("error.timeout"),
    "error.generic": tr("error.generic"),
    // The translator shows a key it has no text for: that is no text.
    refusal: (code) => (tr(refusalKey(code)) === refusalKey(code) ? undefined : tr(refusalKey(code))),
  };
};

describe("refusals an agent meets", () => {
  it("a markup above half the net fare is refused with a code the ticket step says in both languages", async () => {
    const agent = await createTestUser(t, { isAgent: true });
    $token.set(agent.token);
    const [offer] = await findOffers(t, { from: "RGN", to: "MDL", departureDate: "2026-12-06" });
    if (!offer) throw new Error("no offer");
    const outcome = await createBooking({
      ...bookingRequest(offer, agent.user.id),
      markup: { kind: "percent", value: "60" },
    });
    expect(outcome).toMatchObject({ kind: "failed", code: "MARKUP_TOO_HIGH" });
    const key = refusalKey(outcome.kind === "failed" ? (outcome.code ?? "") : "");
    expect(en[key as keyof typeof en]).toMatch(/50% of the net fare/);
    expect(my[key]).toMatch(/[\u1000-\u109f]/);
  });

  it("a bank transfer recorded twice is said in English and Myanmar, not in the server's words", async () => {
    const agent = await createTestUser(t, { isAgent: true });
    $token.set(agent.token);
    const transfer = { bank: "KBZ", reference: "FT2611290001", amountKyat: 500_000 } as const;
    await recordDeposit(transfer);
    const error = await recordDeposit(transfer).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: "DUPLICATE_REFERENCE" });
    expect(errorMessage(error, strings("en"))).toBe(en["deposit.problem.duplicate"]);
    const myanmar = errorMessage(error, strings("my"));
    expect(myanmar).toMatch(/[\u1000-\u109f]/);
    expect(myanmar).not.toBe((error as ApiError).message);
  });
});
