import { formatCents, toCents, USD } from "../../src/domain/money.ts";
import { outbox } from "./account-helpers.ts";
import { seriousViolations } from "./axe-helpers.ts";
import { expect, test } from "./fixtures.ts";

// A Saver fare: refundable for a fee, so something comes back and something is kept.
test.use({ paidBookingFamily: "SAVER" });

/** Where the screenshots go when SHOTS_DIR is set (looked at by hand, never compared). */
const shots = process.env.SHOTS_DIR;

test("Request Refund quotes the fee, cancels, and the wallet and its statement show the refund @phone", async ({
  signedIn: page,
  paidBooking: { id, offer },
  baseURL,
}, info) => {
  await page.goto(`/booking-detail/${id}`);
  await page.getByRole("button", { name: "Request Refund" }).click();
  const dialog = page.getByRole("dialog", { name: `Cancel booking ${id}` });
  const quote = dialog.getByTestId("cancel-quote");
  await expect(quote).toContainText(
    `You paid${formatCents(toCents(offer.price.grandTotal) ?? 0, USD, "en")}`,
  );
  await expect(quote).toContainText("Refund fee");
  await expect(quote).toContainText("The refund goes to your wallet at once");
  const refund = (await dialog.getByTestId("cancel-refund").textContent()) ?? "";
  expect(refund).toMatch(/^\$[\d,]+\.\d\d USD$/);
  expect(refund).not.toBe("$0.00 USD");
  if (shots) await page.screenshot({ path: `${shots}/quote-en-${info.project.name}.png` });

  await dialog.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Booking cancelled. ${refund} is back in your wallet.`)).toBeVisible();
  const facts = page.locator("dl").first();
  await expect(facts).toContainText(`Refunded to wallet${refund}`);
  await expect(facts).toContainText("Cancelled on");
  await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Request Refund" })).toHaveCount(0);
  if (shots)
    await page.screenshot({ path: `${shots}/cancelled-en-${info.project.name}.png`, fullPage: true });

  // One mail confirms it.
  await expect
    .poll(async () =>
      (await outbox(baseURL)).filter((m) => m.subject === `Booking ${id} (RGN - BKK) cancelled`),
    )
    .toHaveLength(1);

  // The fixture's wallet held exactly the price, all paid: the balance now is the refund.
  await page.goto("/wallet");
  await expect(page.getByTestId("wallet-balance")).toHaveText(refund);
  await expect(page.getByRole("listitem").filter({ hasText: `Refund · booking ${id}` })).toContainText(
    `+${refund}`,
  );

  await page.goto("/bookinghistory");
  await expect(
    page.getByRole("listitem").filter({ hasText: id }).getByText("Cancelled", { exact: true }),
  ).toBeVisible();
});

test("on /my/ the quote, the cancellation and the statement are in Myanmar @phone", async ({
  signedIn: page,
  paidBooking: { id },
}, info) => {
  await page.goto(`/my/booking-detail/${id}`);
  await page.getByRole("button", { name: "ငွေပြန်အမ်းရန် တောင်းဆိုမည်" }).click();
  const dialog = page.getByRole("dialog", { name: `ဘွတ်ကင် ${id} ကို ပယ်ဖျက်ရန်` });
  await expect(dialog.getByTestId("cancel-quote")).toContainText("ပေးချေခဲ့သည့်ငွေ");
  await expect(dialog.getByTestId("cancel-quote")).toContainText("ငွေပြန်အမ်းခ");
  const refund = (await dialog.getByTestId("cancel-refund").textContent()) ?? "";
  expect(await seriousViolations(page, "dialog")).toEqual([]);
  if (shots) await page.screenshot({ path: `${shots}/quote-my-${info.project.name}.png` });

  await dialog.getByRole("button", { name: "ပယ်ဖျက်ခြင်းကို အတည်ပြုမည်" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("ပယ်ဖျက်ပြီး", { exact: true })).toBeVisible();
  await expect(page.locator("dl").first()).toContainText(`ပိုက်ဆံအိတ်သို့ ပြန်အမ်းငွေ${refund}`);
  await expect(page.getByText("Request Refund")).toHaveCount(0);
  if (shots)
    await page.screenshot({ path: `${shots}/cancelled-my-${info.project.name}.png`, fullPage: true });

  await page.goto("/my/wallet");
  await expect(page.getByTestId("wallet-balance")).toHaveText(refund);
  await expect(page.getByRole("listitem").filter({ hasText: `ငွေပြန်အမ်း · ဘွတ်ကင် ${id}` })).toBeVisible();
});

test("a booking already cancelled elsewhere says so in the dialog", async ({
  signedIn: page,
  paidBooking: { id },
  customer,
  request,
}) => {
  await page.goto(`/booking-detail/${id}`);
  // The page shows the booking paid; then it is cancelled from elsewhere (another tab, a phone).
  await expect(page.getByRole("button", { name: "Request Refund" })).toBeVisible();
  const headers = { authorization: `Bearer ${customer.jwt}` };
  const quoted = await request.post(`/apis/flights/booking/${id}/cancellation-quote`, { headers });
  const { quoteId } = (await quoted.json()).data;
  expect(
    (await request.post(`/apis/flights/booking/${id}/cancel`, { headers, data: { quoteId } })).status(),
  ).toBe(200);

  await page.getByRole("button", { name: "Request Refund" }).click();
  await expect(page.getByRole("dialog").getByRole("alert")).toHaveText("This booking is already cancelled.");
});

test.describe("a non-refundable fare", () => {
  test.use({ paidBookingFamily: "PROMOTION" });

  test("says plainly that nothing comes back, and still frees the seats @phone", async ({
    signedIn: page,
    paidBooking: { id },
  }, info) => {
    await page.goto(`/booking-detail/${id}`);
    await page.getByRole("button", { name: "Request Refund" }).click();
    const dialog = page.getByRole("dialog", { name: `Cancel booking ${id}` });
    await expect(dialog.getByTestId("cancel-quote")).toContainText(
      "This fare is non-refundable: nothing comes back. You can still cancel to free the seats for others.",
    );
    await expect(dialog.getByTestId("cancel-refund")).toHaveText("$0.00 USD");
    await expect(dialog.getByTestId("cancel-quote")).toContainText("Kept under the fare's rules");
    await expect(dialog.getByTestId("cancel-quote")).not.toContainText("Refund fee");
    if (shots) await page.screenshot({ path: `${shots}/quote-nonrefundable-en-${info.project.name}.png` });
    await dialog.getByRole("button", { name: "Confirm cancellation" }).click();
    await expect(
      page.getByText("Booking cancelled. Nothing came back under the fare's rules."),
    ).toBeVisible();
    await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
  });
});
