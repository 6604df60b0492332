import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { BookingRecord } from "../../src/domain/booking.ts";
import { consoleErrors, newHeldBooking, type Session } from "./account-helpers.ts";
import { endHold, openPayment, payThroughApi, walletBalance, walletTopUps } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";

// A card or KBZPay payment tops the wallet up, then pays from it. These tests make the top-up
// succeed for real and the payment after it fail the ways a customer meets: the server's hold has
// run out while the page still counts down (a phone clock behind, a slow card charge), or the
// connection drops as the payment is sent (nothing is faked: that call never reaches the server).

const cents = (usd: string) => Math.round(Number(usd) * 100);

/** The top-up calls the page makes, by amount. */
function topUpRequests(page: Page): number[] {
  const amounts: number[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/apis/customers/wallet/topup")) amounts.push(r.postDataJSON().amount);
  });
  return amounts;
}

/** The connection drops while the next payment call is on its way; the server never sees it. */
async function dropNextPayment(page: Page) {
  await page.route("**/apis/customers/check-payment", (route) => route.abort("internetdisconnected"), {
    times: 1,
  });
}

const unexpected = (errors: string[]) => errors.filter((e) => !e.includes("ERR_INTERNET_DISCONNECTED"));

/** What a test watches on the payment page: its console errors, its top-up calls, the amount due. */
interface Watched {
  errors: string[];
  topUps: number[];
  due: number;
}

/** Opens the payment page `path` for the held booking in the signed-in `page`, watched. */
async function openWatched(page: Page, booking: BookingRecord, path: string): Promise<Watched> {
  const errors = consoleErrors(page);
  const topUps = topUpRequests(page);
  await openPayment(page, booking, path);
  return { errors, topUps, due: cents(booking.totalPrice) };
}

/**
 * The customer's booking on /payment/kpay whose KBZPay top-up goes through and whose payment
 * call after it is lost on the way (the customer sees the connection error).
 */
async function kpayTopUpThenDrop(page: Page, booking: BookingRecord): Promise<Watched> {
  const watched = await openWatched(page, booking, "/payment/kpay");
  await dropNextPayment(page);
  await page.getByRole("button", { name: "Pay Now" }).click();
  await expect(
    page.getByText("We could not reach the server. Check your connection and try again."),
  ).toBeVisible();
  return watched;
}

/** Pay Now once more: paid from the money the wallet kept, with no second top-up. */
async function payAgainFromTheWallet(
  page: Page,
  request: APIRequestContext,
  customer: Session,
  { errors, topUps, due }: Watched,
) {
  await page.getByRole("button", { name: "Pay Now" }).click();
  await expect(page).toHaveURL(/\/payment\/complete$/);
  await expect(page.getByRole("heading", { name: "YOUR FLIGHT IS CONFIRMED" })).toBeVisible();
  expect(topUps).toEqual([due]);
  expect(await walletTopUps(request, customer)).toEqual([due]);
  expect(await walletBalance(request, customer)).toBe(0);
  expect(unexpected(errors)).toEqual([]);
}

/** Fills the card form (the page's, or the not-enough-balance panel's) with a good card. */
async function fillCard(form: Page | Locator) {
  await form.getByLabel("Card number").fill("4242 4242 4242 4242");
  await form.getByLabel("Valid date (MM/YY)").fill("12/35");
  await form.getByLabel("CVV/CVN").fill("123");
  await form.getByLabel("Card holder").fill("Su Su");
}

async function payByCard(page: Page) {
  await fillCard(page);
  await page.getByRole("button", { name: "Pay Now" }).click();
}

test.describe("money topped up before a failed payment stays in the wallet", () => {
  test("the hold ran out on the server while the page still counted down: the card top-up is kept for later", async ({
    signedIn: page,
    customer,
    heldBooking: booking,
    request,
  }) => {
    const { errors, topUps } = await openWatched(page, booking, "/payment/creaditcard");
    await expect(page.getByRole("timer")).toContainText(/Seats held for (29|30):/);
    // The server's clock is past the hold while the phone's countdown still runs.
    await endHold(request, booking.id);
    await payByCard(page);

    await expect(
      page.getByText("Your seat hold has expired. The seats were released; please search again."),
    ).toBeVisible();
    const amount = `$${booking.totalPrice} USD`;
    await expect(page.getByText(/was added to your wallet/)).toHaveText(
      `${amount} was added to your wallet and is kept there for your next booking.`,
    );
    // Nothing can be paid any more, so no second top-up either.
    await expect(page.getByRole("button", { name: "Pay Now" })).toBeDisabled();
    expect(topUps).toEqual([cents(booking.totalPrice)]);
    expect(await walletBalance(request, customer)).toBe(cents(booking.totalPrice));

    await page.goto("/wallet");
    await expect(page.getByTestId("wallet-balance")).toHaveText(amount);
    await expect(page.getByText(`+${amount}`)).toBeVisible();
    expect(unexpected(errors)).toEqual([]);
  });

  for (const { title, reload } of [
    {
      title:
        "the connection drops after the KBZPay top-up: Pay Now again pays from the wallet, no second top-up",
      reload: false,
    },
    {
      title:
        "the page is reloaded after the connection dropped: Pay Now pays from the wallet, no second top-up",
      reload: true,
    },
  ])
    test(title, async ({ signedIn: page, customer, heldBooking: booking, request }) => {
      const watched = await kpayTopUpThenDrop(page, booking);
      if (reload) await page.reload();

      await expect(page.getByText(/was added to your wallet/)).toHaveText(
        `$${booking.totalPrice} USD was added to your wallet and is kept there; press Pay Now to try the payment again.`,
      );
      expect(watched.topUps).toEqual([watched.due]);
      expect(await walletBalance(request, customer)).toBe(watched.due);
      await payAgainFromTheWallet(page, request, customer, watched);
    });

  test("the kept money is spent on another booking before the retry: the shortfall is topped up in full", async ({
    signedIn: page,
    customer,
    heldBooking: other,
    request,
  }) => {
    // The other booking was made first, so it costs no more than this one (fares only go up).
    const booking = await newHeldBooking(request, customer);
    const { errors, topUps, due } = await openWatched(page, booking, "/payment/creaditcard");
    const spent = cents(other.totalPrice);
    await dropNextPayment(page);
    await payByCard(page);
    await expect(page.getByText(/was added to your wallet and is kept there/)).toBeVisible();

    // On the phone, the customer pays the other booking from the wallet.
    await payThroughApi(request, customer, other.id);
    await page.getByRole("button", { name: "Pay Now" }).click();
    const left = (due - spent) / 100;
    const short = `Not enough balance. Required: $${booking.totalPrice}, Available: $${left.toFixed(2)}`;
    await expect(page.getByRole("heading", { name: short })).toBeVisible();
    // The money went to the other booking: the page no longer says it is kept.
    await expect(page.getByText(/was added to your wallet/)).toBeHidden();

    const panel = page.getByRole("region", { name: short });
    await fillCard(panel);
    await panel.getByRole("button", { name: `Top up $${other.totalPrice} USD by card and pay` }).click();
    await expect(page).toHaveURL(/\/payment\/complete$/);
    expect(topUps).toEqual([due, spent]);
    expect(await walletBalance(request, customer)).toBe(0);
    expect(unexpected(errors)).toEqual([]);
  });

  test("the card top-up's answer is lost and the page reloaded: the retry sends the same key and is credited once", async ({
    signedIn: page,
    customer,
    heldBooking: booking,
    request,
  }) => {
    const keys: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/apis/customers/wallet/topup")) keys.push(r.headers()["idempotency-key"] ?? "");
    });
    const { errors, due } = await openWatched(page, booking, "/payment/creaditcard");
    // The server credits the top-up; its answer never reaches the phone.
    await page.route(
      "**/apis/customers/wallet/topup",
      async (route) => {
        await route.fetch();
        await route.abort("internetdisconnected");
      },
      { times: 1 },
    );
    await payByCard(page);
    await expect(
      page.getByText("We could not reach the server. Check your connection and try again."),
    ).toBeVisible();
    expect(await walletTopUps(request, customer)).toEqual([due]);

    await page.reload();
    await payByCard(page);
    await expect(page).toHaveURL(/\/payment\/complete$/);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await walletTopUps(request, customer)).toEqual([due]);
    expect(await walletBalance(request, customer)).toBe(0);
    expect(unexpected(errors)).toEqual([]);
  });
});
