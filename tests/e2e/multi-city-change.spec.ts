import type { Page } from "@playwright/test";
import { addDays, detailDate } from "../../src/domain/dates.ts";
import { seriousViolations } from "./axe-helpers.ts";
import { topUp } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { paidMultiCityTrip } from "./multi-city-helpers.ts";

/** Where the screenshots go when SHOTS_DIR is set (looked at by hand, never compared). */
const shots = process.env.SHOTS_DIR;

/** Types `date` (YYYY-MM-DD) into the app's date field `id` (day, month, year). */
async function setDate(page: Page, id: string, date: string) {
  await page.locator(`#${id}`).fill(String(Number(date.slice(8, 10))));
  await page.locator(`#${id}-month`).selectOption(String(Number(date.slice(5, 7))));
  await page.locator(`#${id}-year`).fill(date.slice(0, 4));
}

const LANGUAGES = [
  {
    locale: "en" as const,
    prefix: "",
    day: 24,
    pick: "Choose a new date",
    find: "Find flights",
    cost: "Change cost",
    choose: "Change to this flight",
    dialog: (id: string) => `Change booking ${id}`,
    confirm: "Confirm change",
    short: "Top up wallet",
    done: (id: string) => `Booking ${id} changed.`,
    history: "History",
  },
  {
    locale: "my" as const,
    prefix: "/my",
    day: 34,
    pick: "ရက်အသစ် ရွေးပါ",
    find: "လေယာဉ်များ ရှာရန်",
    cost: "ပြောင်းလဲခ",
    choose: "ဤလေယာဉ်သို့ ပြောင်းရန်",
    dialog: (id: string) => `ဘွတ်ကင် ${id} ကို ပြောင်းရန်`,
    confirm: "ပြောင်းလဲမှုကို အတည်ပြုရန်",
    short: "ပိုက်ဆံအိတ်သို့ ငွေဖြည့်ရန်",
    done: (id: string) => `ဘွတ်ကင် ${id} ကို ပြောင်းပြီးပါပြီ။`,
    history: "မှတ်တမ်း",
  },
];

for (const words of LANGUAGES) {
  test(`a multi-city booking moves its second flight, pays the difference and shows the new flight (${words.locale}) @phone`, async ({
    signedIn: page,
    customer,
    request,
  }, info) => {
    const { id, offer } = await paidMultiCityTrip(request, customer, words.day);
    const [first, second, third] = offer.itineraries.map((it) => it.segments[0]?.departure.at ?? "");
    const newDate = addDays((second ?? "").slice(0, 10), 1);
    const date = (at: string) => detailDate(at, words.locale);
    await page.goto(`${words.prefix}/flights/change?booking=${id}`);
    await expect(page.getByRole("heading", { name: words.pick })).toBeVisible();
    const boxes = page.getByRole("checkbox");
    await expect(boxes).toHaveCount(3);
    if (words.locale === "en")
      await expect(boxes.nth(1)).toHaveAccessibleName("Change Flight 2 of 3: NYU → MDL");
    await boxes.nth(1).check();
    await setDate(page, "change-leg-2", newDate);
    await page.getByRole("button", { name: words.find }).click();
    const item = page
      .getByRole("listitem")
      .filter({ hasText: date(newDate) })
      .first();
    await expect(item).toContainText(words.cost);
    // The other flights are kept: every offer names them on their own days.
    await expect(item).toContainText(date(first ?? ""));
    await expect(item).toContainText(date(third ?? ""));
    expect(await seriousViolations(page, "main")).toEqual([]);
    if (shots)
      await page.screenshot({
        path: `${shots}/multi-change-offers-${words.locale}-${info.project.name}.png`,
        fullPage: true,
      });
    await item.getByRole("button", { name: words.choose }).click();

    const dialog = page.getByRole("dialog", { name: words.dialog(id) });
    await expect(dialog).toContainText(date(second ?? ""));
    await expect(dialog).toContainText(date(newDate));
    const total = (await dialog.getByTestId("change-total").textContent()) ?? "";
    await dialog.getByRole("button", { name: words.confirm }).click();
    // The payment emptied the wallet: it is short by the whole cost, and is topped up.
    await expect(dialog.getByRole("link", { name: words.short })).toBeVisible();
    if (shots)
      await page.screenshot({
        path: `${shots}/multi-change-dialog-${words.locale}-${info.project.name}.png`,
      });
    const cents = Number(total.replace(/[^\d.]/g, ""));
    await topUp(request, customer, words.locale === "en" ? Math.round(cents * 100) : 1_000_000);
    await dialog.getByRole("button", { name: words.confirm }).click();

    await expect(page).toHaveURL(new RegExp(`${words.prefix}/booking-detail/${id}$`));
    await expect(page.getByText(words.done(id))).toBeVisible();
    const legs = page.locator("main section[aria-labelledby^='leg-']");
    await expect(legs).toHaveCount(3);
    await expect(legs.nth(1)).toContainText(date(newDate));
    await expect(legs.nth(1)).not.toContainText(date(second ?? ""));
    await expect(legs.nth(0)).toContainText(date(first ?? ""));
    await expect(legs.nth(2)).toContainText(date(third ?? ""));
    // The history names the moved flight only: its old day and its new one, not the kept ones.
    const history = page.getByRole("region", { name: words.history });
    await expect(history).toContainText(date(second ?? ""));
    await expect(history).toContainText(date(newDate));
    await expect(history).not.toContainText(date(third ?? ""));
    if (shots)
      await page.screenshot({
        path: `${shots}/multi-changed-${words.locale}-${info.project.name}.png`,
        fullPage: true,
      });
  });
}
