import { expect, test } from "@playwright/test";
import { detailDate, timeOf } from "../../src/domain/dates.ts";
import { consoleErrors, createAccount, PASSWORD, paidBooking } from "./account-helpers.ts";

/** An English month as 'D MMM YYYY' writes it: none may be left on a Myanmar page. */
const ENGLISH_MONTH = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/;

test("the account pages in Myanmar @phone", async ({ page, request }) => {
  const errors = consoleErrors(page);
  const session = await createAccount(request, { name: "မောင် မောင်" });
  const { user } = session;
  await page.addInitScript(() => localStorage.setItem("language", "my"));
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "အကောင့်ဝင်ရန်" })).toBeVisible();
  await page.getByLabel("အီးမေးလ်").fill(user.email);
  await page.getByLabel(/^စကားဝှက် \*$/).fill("wrong-password");
  await page.getByRole("button", { name: "အကောင့်ဝင်မည်" }).click();
  await expect(page.getByText("အီးမေးလ် သို့မဟုတ် စကားဝှက် မှားနေပါသည်").first()).toBeVisible();
  await page.getByLabel(/^စကားဝှက် \*$/).fill(PASSWORD);
  await page.getByRole("button", { name: "အကောင့်ဝင်မည်" }).click();
  await expect(page.getByText("အကောင့်ဝင်ခြင်း အောင်မြင်ပါသည်")).toBeVisible();
  await page.goto("/bookinghistory");
  await expect(page.getByText("ဘွတ်ကင် မှတ်တမ်း မတွေ့ပါ")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "my");
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "သင့်အကောင့်" })).toBeVisible();
  await expect(page.locator("main").getByText("မော", { exact: true }).first()).toBeVisible();

  // A booking's dates and times as Burmese writes them ("၂၀၂၆ ဒီဇင်ဘာ ၁", "၀၈:၃၀"), never English.
  const { id, offer } = await paidBooking(request, session);
  const departAt = offer.itineraries[0]?.segments[0]?.departure.at ?? "";
  await page.goto("/bookinghistory");
  const card = page.getByRole("article").filter({ hasText: id });
  await expect(card).toContainText(`${timeOf(departAt, "my")}`);
  await expect(card).toContainText(detailDate(departAt, "my"));
  await expect(card).toContainText("တွင် ဘွတ်ကင်လုပ်ခဲ့သည်");
  await expect(card).not.toContainText(ENGLISH_MONTH);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  await card.getByRole("link", { name: /အသေးစိတ် ကြည့်ရန်/ }).click();
  await expect(page).toHaveURL(new RegExp(`/booking-detail/${id}$`));
  const main = page.locator("main");
  await expect(main).toContainText(detailDate(departAt, "my"));
  // A number the translator fills in (cabin baggage, 7 kg) in Myanmar digits.
  await expect(main.getByText("၇ ကီလို").first()).toBeVisible();
  await expect(main).not.toContainText(ENGLISH_MONTH);
  expect(errors).toEqual([]);
});
