import type { Page } from "@playwright/test";
import { addDays, detailDate } from "../../src/domain/dates.ts";
import { formatCents, toCents, USD } from "../../src/domain/money.ts";
import { seriousViolations } from "./axe-helpers.ts";
import { topUp } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";

// A Saver fare: a change costs a fee, so the emptied wallet is short and is topped up.
test.use({ paidBookingFamily: "SAVER" });

/** Where the screenshots go when SHOTS_DIR is set (looked at by hand, never compared). */
const shots = process.env.SHOTS_DIR;

/** Types `date` (YYYY-MM-DD) into the app's date field `id` (day, month, year). */
async function setDate(page: Page, id: string, date: string) {
  await page.locator(`#${id}`).fill(String(Number(date.slice(8, 10))));
  await page.locator(`#${id}-month`).selectOption(String(Number(date.slice(5, 7))));
  await page.locator(`#${id}-year`).fill(date.slice(0, 4));
}

test("Change date lists offers with their cost, a short wallet is topped up, and the detail shows the new flight @phone", async ({
  signedIn: page,
  customer,
  paidBooking: { id, offer },
  request,
}, info) => {
  const returnAt = offer.itineraries[1]?.segments[0]?.departure.at ?? "";
  const newReturn = addDays(returnAt.slice(0, 10), 1);
  await page.goto(`/flights/change?booking=${id}`);
  await expect(page.getByRole("heading", { name: "Choose a new date" })).toBeVisible();
  await expect(page.getByRole("group", { name: "New return date" })).toBeVisible();
  await setDate(page, "change-return", newReturn);
  await page.getByRole("button", { name: "Find flights" }).click();
  const first = page
    .getByRole("listitem")
    .filter({ hasText: detailDate(newReturn) })
    .first();
  await expect(first).toContainText("Change cost");
  if (shots)
    await page.screenshot({ path: `${shots}/change-offers-en-${info.project.name}.png`, fullPage: true });
  await first.getByRole("button", { name: "Change to this flight" }).click();

  const dialog = page.getByRole("dialog", { name: `Change booking ${id}` });
  await expect(dialog).toContainText(detailDate(returnAt));
  await expect(dialog).toContainText(detailDate(newReturn));
  const total = (await dialog.getByTestId("change-total").textContent()) ?? "";
  expect(total).toMatch(/^\$[\d,]+\.\d\d USD$/);
  // Only the return moves: its flights' share of the fare's change fee, not the whole trip's.
  const fee =
    toCents(offer.fareRules?.rules.find((r) => r.category === "EXCHANGE")?.maxPenaltyAmount ?? "") ?? 0;
  const flights = (leg: number) => offer.itineraries[leg]?.segments.length ?? 0;
  const share = Math.round((fee * flights(1)) / (flights(0) + flights(1)));
  expect(share).toBeLessThan(fee);
  await expect(dialog).toContainText(`change fee ${formatCents(share, USD, "en")} for the flights you move`);
  await dialog.getByRole("button", { name: "Confirm change" }).click();
  // The fixture's wallet was emptied by the payment: it is short by the whole cost.
  await expect(dialog.getByRole("alert")).toHaveText(
    `Your wallet is ${total} short. Top up, then confirm again. Top up wallet`,
  );
  await expect(dialog.getByRole("link", { name: "Top up wallet" })).toHaveAttribute("href", "/wallet");
  if (shots) await page.screenshot({ path: `${shots}/change-short-en-${info.project.name}.png` });

  await topUp(request, customer, Math.round(Number(total.replace(/[^\d.]/g, "")) * 100));
  await dialog.getByRole("button", { name: "Confirm change" }).click();
  await expect(page).toHaveURL(new RegExp(`/booking-detail/${id}$`));
  await expect(page.getByText(`Booking ${id} changed.`)).toBeVisible();
  // The return leg shows only the new flight; the history names both.
  const returnLeg = page.getByRole("region", { name: "Return" });
  await expect(returnLeg).toContainText(detailDate(newReturn));
  await expect(returnLeg).not.toContainText(detailDate(returnAt));
  await expect(page.getByRole("region", { name: "History" })).toContainText(
    new RegExp(`Date changed from .*${detailDate(returnAt)}.* to .*${detailDate(newReturn)}`),
  );
  if (shots) await page.screenshot({ path: `${shots}/changed-en-${info.project.name}.png`, fullPage: true });

  await page.goto("/wallet");
  await expect(page.getByTestId("wallet-balance")).toHaveText("$0.00 USD");
  await expect(page.getByRole("listitem").filter({ hasText: "Date change" })).toContainText(`−${total}`);
});

test("on /my/ the change screen and its dialog are in Myanmar @phone", async ({
  signedIn: page,
  paidBooking: { id, offer },
}, info) => {
  const returnAt = offer.itineraries[1]?.segments[0]?.departure.at ?? "";
  await page.goto(`/my/flights/change?booking=${id}`);
  await expect(page.getByRole("heading", { name: "ရက်အသစ် ရွေးပါ" })).toBeVisible();
  await setDate(page, "change-return", addDays(returnAt.slice(0, 10), 2));
  await page.getByRole("button", { name: "လေယာဉ်များ ရှာရန်" }).click();
  const item = page.getByRole("listitem").filter({ hasText: "ပြောင်းလဲခ" }).first();
  await expect(item).toBeVisible();
  expect(await seriousViolations(page, "main")).toEqual([]);
  if (shots)
    await page.screenshot({ path: `${shots}/change-offers-my-${info.project.name}.png`, fullPage: true });
  await item.getByRole("button", { name: "ဤလေယာဉ်သို့ ပြောင်းရန်" }).click();
  const dialog = page.getByRole("dialog", { name: `ဘွတ်ကင် ${id} ကို ပြောင်းရန်` });
  await expect(dialog).toContainText("ပြောင်းလဲခ");
  expect(await seriousViolations(page, "dialog")).toEqual([]);
  await expect(dialog.getByRole("button", { name: "ပြောင်းလဲမှုကို အတည်ပြုရန်" })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/change-dialog-my-${info.project.name}.png` });
  await dialog.getByRole("button", { name: "လက်ရှိလေယာဉ်ကို ဆက်ထားရန်" }).click();
  await expect(dialog).toBeHidden();
});
