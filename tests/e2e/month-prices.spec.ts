import { expect, type Page, test } from "@playwright/test";
import { addDays, searchDate } from "../../src/domain/dates.ts";
import { toLatinDigits } from "../../src/domain/myanmar-digits.ts";
import { seriousViolations } from "./axe-helpers.ts";
import { bangkokTrip, inDays, longDate, storeSearch } from "./search-helpers.ts";

/** MONTH_SHOTS=<folder> keeps a picture of the month of prices, to look at. */
async function shot(page: Page, name: string, project: string) {
  if (!process.env.MONTH_SHOTS) return;
  await page.screenshot({ path: `${process.env.MONTH_SHOTS}/${project}-${name}.png` });
}

/** The exact amount a day's label or a card gives: "$1,234.56" (Latin digits). */
const amount = (text: string | null) => toLatinDigits(text ?? "").match(/\$[\d,]+\.\d{2}/)?.[0];

test.describe("the month of prices", () => {
  test("opens from the date strip with each day's fare, the cheapest starred; the keyboard picks a day", async ({
    page,
  }, testInfo) => {
    const trip = bangkokTrip();
    await storeSearch(page, trip);
    await page.goto("/flights");
    const strip = page.getByRole("navigation", { name: "Cheapest fare by day" });
    await expect(strip.locator('[aria-current="date"]')).toContainText(/\$/);
    const opener = strip.getByRole("button", { name: "Prices for the month" });
    await opener.click();

    const dialog = page.getByRole("dialog", { name: "Cheapest fare each day" });
    await expect(dialog).toBeVisible();
    const grid = dialog.getByRole("grid");
    const [year, month] = trip.departureDate.split("-");
    await expect(grid).toHaveAccessibleName(`${longDate(trip.departureDate).split(" ")[0]} ${year}`);
    // The searched day has the focus, and says its date and fare.
    const searched = grid.locator('[aria-current="date"]');
    await expect(searched).toBeFocused();
    await expect(searched).toHaveAccessibleName(
      new RegExp(`^\\w+day, ${searchDate(trip.departureDate)}: from \\$[\\d,]+\\.\\d{2} USD`),
    );
    // Every day of the month is there; some are in the lowest band, said in words and in the legend.
    const days = grid.locator("button[data-date]");
    await expect(days).toHaveCount(new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate());
    await expect(grid.getByRole("button", { name: /among the lowest prices$/ }).first()).toBeVisible();
    await expect(dialog.getByText("Lowest prices this month")).toBeVisible();
    const labels = await days.evaluateAll((buttons) =>
      buttons.map((b) => b.getAttribute("aria-label") ?? ""),
    );
    const fares = labels.map(amount).filter(Boolean);
    expect(new Set(fares).size).toBeGreaterThan(3);
    // The starred days cost no more than any other day.
    const cents = (label: string) => Number(amount(label)?.replace(/[$,.]/g, ""));
    const lowest = labels.filter((l) => l.endsWith("among the lowest prices")).map(cents);
    const others = labels
      .filter((l) => / from \$/.test(l) && !l.endsWith("among the lowest prices"))
      .map(cents);
    expect(Math.max(...lowest)).toBeLessThan(Math.min(...others));
    // Days before today are past.
    if (inDays(0).slice(0, 7) === trip.departureDate.slice(0, 7))
      await expect(grid.locator(`[data-date="${addDays(inDays(0), -1)}"]`)).toHaveAccessibleName(/past/);
    await shot(page, "month-en", testInfo.project.name);

    // Escape closes it and gives the focus back to its button.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // The keyboard: Enter opens, the arrows move a day and a week, Enter searches the day.
    await page.keyboard.press("Enter");
    await expect(searched).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowLeft");
    const day = addDays(trip.departureDate, 6);
    const picked = grid.locator(`[data-date="${day}"]`);
    await expect(picked).toBeFocused();
    const fare = amount(await picked.getAttribute("aria-label"));
    expect(fare).toBeTruthy();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    // The results show that day, the trip as long as before, at the day's fare.
    await expect(page).toHaveURL(
      new RegExp(`departureDate=${day}&returnDate=${addDays(trip.returnDate ?? "", 6)}`),
    );
    await expect(page.getByTestId("summary-facts")).toContainText(longDate(day));
    await expect(page.locator("article").first()).toBeVisible();
    expect(amount(await page.locator("article").first().getByTestId("price").textContent())).toBe(fare);
  });

  test("runs from this month to the last bookable one: past days and days not on sale have no fare", async ({
    page,
  }, testInfo) => {
    await storeSearch(page, { ...bangkokTrip(), returnDate: null });
    await page.goto("/flights");
    const strip = page.getByRole("navigation", { name: "Cheapest fare by day" });
    await expect(strip.locator('[aria-current="date"]')).toContainText(/\$/);
    await strip.getByRole("button", { name: "Prices for the month" }).click();
    const dialog = page.getByRole("dialog", { name: "Cheapest fare each day" });
    const grid = dialog.getByRole("grid");
    await expect(grid.locator('[aria-current="date"]')).toHaveAccessibleName(/from \$/);
    expect(await seriousViolations(page, "dialog")).toEqual([]);

    // Back to this month: the previous-month arrow goes; yesterday is past, today has its fare.
    const previous = dialog.getByRole("button", { name: "Previous month" });
    while (await previous.isVisible()) await previous.click();
    const today = inDays(0);
    await expect(grid).toHaveAccessibleName(`${longDate(today).split(" ")[0]} ${today.slice(0, 4)}`);
    await expect(grid.locator(`[data-date="${today}"]`)).toHaveAccessibleName(/from \$|no flights/);
    const yesterday = addDays(today, -1);
    if (yesterday.slice(0, 7) === today.slice(0, 7)) {
      const past = grid.locator(`[data-date="${yesterday}"]`);
      await expect(past).toHaveAccessibleName(
        `${/^\w+/.exec((await past.getAttribute("aria-label")) ?? "")?.[0]}, ${searchDate(yesterday)}: past, cannot be booked`,
      );
      await expect(past).toHaveAttribute("aria-disabled", "true");
      await expect(past).toHaveText(/^\d+–$/);
    }

    await shot(page, "month-this-month", testInfo.project.name);

    // On to the last bookable month: beyond the last day, nothing is on sale yet.
    const next = dialog.getByRole("button", { name: "Next month" });
    while (await next.isVisible()) await next.click();
    const last = inDays(365);
    await expect(grid.locator(`[data-date="${last}"]`)).toHaveAccessibleName(/from \$|no flights/);
    const beyond = addDays(last, 1);
    if (beyond.slice(0, 7) === last.slice(0, 7))
      await expect(grid.locator(`[data-date="${beyond}"]`)).toHaveAccessibleName(/not on sale yet$/);
  });

  test("a month whose fares could not be loaded says so; Try again brings them", async ({ page }) => {
    await storeSearch(page, bangkokTrip());
    await page.route(
      "**/apis/flights/cheapest-dates?*month=*",
      (route) => route.abort("internetdisconnected"),
      {
        times: 1,
      },
    );
    await page.goto("/flights");
    const strip = page.getByRole("navigation", { name: "Cheapest fare by day" });
    await expect(strip.locator('[aria-current="date"]')).toContainText(/\$/);
    await strip.getByRole("button", { name: "Prices for the month" }).click();
    const dialog = page.getByRole("dialog", { name: "Cheapest fare each day" });
    await expect(dialog.getByRole("alert")).toHaveText("This month's fares could not be loaded.");
    const searched = dialog.locator('[aria-current="date"]');
    await expect(searched).toHaveAttribute("aria-disabled", "true");
    await expect(searched).toHaveAccessibleName(
      new RegExp(`^\\w+, ${searchDate(bangkokTrip().departureDate)}$`),
    );
    await dialog.getByRole("button", { name: "Try again" }).click();
    await expect(searched).toHaveAccessibleName(/from \$[\d,]+\.\d{2} USD/);
    await expect(searched).not.toHaveAttribute("aria-disabled");
    await expect(dialog.getByRole("alert")).toHaveCount(0);
  });

  test("in Myanmar: a full-screen sheet on a phone, Myanmar dates and digits; a day picked searches it @phone", async ({
    page,
  }, testInfo) => {
    const trip = { ...bangkokTrip(), returnDate: null };
    await storeSearch(page, trip, "my");
    await page.goto("/my/flights");
    const strip = page.getByRole("navigation", { name: "နေ့အလိုက် အသက်သာဆုံး ဈေးနှုန်း" });
    await expect(strip.locator('[aria-current="date"]')).toContainText(/\$/);
    await strip.getByRole("button", { name: "တစ်လလုံး ဈေးနှုန်းများ" }).click();
    const dialog = page.getByRole("dialog", { name: "နေ့စဉ် အသက်သာဆုံး ဈေးနှုန်း" });
    await expect(dialog).toBeVisible();
    const grid = dialog.getByRole("grid");
    const searched = grid.locator('[aria-current="date"]');
    await expect(searched).toBeFocused();
    // "၂၀၂၆ ဒီဇင်ဘာ ၁၀ ကြာသပတေး- $၁၂၃.၄၅ USD မှ စ၍"
    await expect(searched).toHaveAccessibleName(
      new RegExp(`^${searchDate(trip.departureDate, "my")} \\S+- \\$[၀-၉,]+\\.[၀-၉]{2} USD မှ စ၍`),
    );
    await expect(searched).toContainText(/^[၀-၉]+\$[၀-၉,]+★?$/);
    await expect(dialog.getByText("ဤလ၏ အနိမ့်ဆုံး ဈေးနှုန်းများ")).toBeVisible();
    await expect(dialog).not.toContainText(/[0-9]|Lowest|No flights/);
    // Below 640 px it fills the screen.
    const viewport = page.viewportSize();
    if (viewport && viewport.width < 640) {
      expect(await dialog.boundingBox()).toEqual({
        x: 0,
        y: 0,
        width: viewport.width,
        height: viewport.height,
      });
    }
    await shot(page, "month-my", testInfo.project.name);

    await page.keyboard.press("ArrowRight");
    const day = addDays(trip.departureDate, 1);
    const picked = grid.locator(`[data-date="${day}"]`);
    await expect(picked).toBeFocused();
    const fare = amount(await picked.getAttribute("aria-label"));
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`departureDate=${day}`));
    await expect(page.locator("article").first()).toBeVisible();
    expect(amount(await page.locator("article").first().getByTestId("price").textContent())).toBe(fare);
  });
});
