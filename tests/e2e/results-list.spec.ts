import { expect, test } from "@playwright/test";
import { addDays, detailDate, searchDate, stripDay } from "../../src/domain/dates.ts";
import { holdAppCode } from "./app-helpers.ts";
import { bangkokTrip, inDays, listedTimes, longDate, storeSearch } from "./search-helpers.ts";

const heading = (page: import("@playwright/test").Page) => page.getByRole("heading", { level: 1 });
const count = async (page: import("@playwright/test").Page) =>
  Number((await heading(page).textContent())?.match(/\d+/)?.[0]);
/** The heading for `n` results: "1 Result flight", else the spec's "9 Result flights". */
const counted = (n: number) => (n === 1 ? "1 Result flight" : `${n} Result flights`);

test.describe("flight results", () => {
  test("as the page comes, the banner and date strip hold their places; the screen fills them in", async ({
    page,
  }) => {
    await storeSearch(page, bangkokTrip());
    const release = await holdAppCode(page);
    await page.goto("/flights", { waitUntil: "domcontentloaded" });
    const banner = page.getByTestId("summary-route").locator("..").locator("..");
    const strip = page.getByRole("navigation", { name: "Cheapest fare by day" });
    await expect(banner).toBeVisible();
    const before = { banner: await banner.boundingBox(), strip: await strip.boundingBox() };
    release();
    await expect(page.getByTestId("summary-route")).toHaveText("Yangon (RGN) to Bangkok");
    await expect(page.locator("article").first()).toBeVisible();
    // Nothing above the list moved when the search came in.
    expect(await banner.boundingBox()).toEqual(before.banner);
    expect(await strip.boundingBox()).toEqual(before.strip);
  });

  test("lists real offers, sorts them, and each filter changes the list; Reset and reload", async ({
    page,
  }) => {
    await storeSearch(page, bangkokTrip());
    await page.goto("/flights");
    await expect(page.locator("article").first()).toBeVisible();
    const total = await count(page);
    expect(total).toBeGreaterThan(3);
    await expect(page.locator("article")).toHaveCount(total);
    await expect(page.getByTestId("summary-route")).toHaveText("Yangon (RGN) to Bangkok");
    await expect(page.getByTestId("summary-facts")).toContainText("Round Trip · Economy");
    // A round trip lists its outbounds first, each with the whole trip's price (ADR 0071).
    const first = page.locator("article").first();
    await expect(first).toContainText("Round Trip");
    await expect(first).toContainText("Round trip from");
    await expect(first).not.toContainText("Return");
    await expect(first.getByTestId("price")).toHaveText(/^\$[\d,]+\.\d{2} USD$/);
    await expect(first.getByTestId("refund")).toHaveText(/Non-refundable|Refundable/);

    const prices = async () =>
      (await page.getByTestId("price").allTextContents()).map((p) => Number(p.replace(/[^\d.]/g, "")));
    const byPrice = await prices();
    expect([...byPrice].sort((a, b) => a - b)).toEqual(byPrice);

    const sortBy = (name: string) =>
      page
        .locator("label")
        .filter({ has: page.getByRole("radio", { name, exact: true }) })
        .click();
    await sortBy("Time");
    await expect(page).toHaveURL(/sort=time/);
    const times = await listedTimes(page);
    expect([...times].sort()).toEqual(times);
    await sortBy("Airlines");
    await expect(page).toHaveURL(/sort=airlines/);
    // A to Z by the airline's name on the card (Air KBZ before Mann Yadanarpon), not its code.
    const airlines = await page.locator("article h2").allTextContents();
    expect(new Set(airlines).size).toBeGreaterThan(1);
    expect([...airlines].sort((a, b) => a.localeCompare(b, "en"))).toEqual(airlines);

    const filters = page.getByRole("complementary", { name: "Filters" });
    await filters.getByRole("checkbox", { name: /^06:00 - 11:59/ }).check();
    await expect.poll(() => count(page)).toBeLessThan(total);
    for (const time of await listedTimes(page)) expect(time < "12:00" && time >= "06:00").toBe(true);
    await expect(page).toHaveURL(/time=morning/);

    await filters.getByRole("button", { name: "Reset" }).click();
    await expect.poll(() => count(page)).toBe(total);
    await filters.getByRole("checkbox", { name: /Thai Airways \(TG\)/ }).check();
    await expect.poll(() => count(page)).toBeLessThan(total);
    for (const card of await page.locator("article").all()) await expect(card).toContainText("TG");

    await filters.getByRole("button", { name: "Reset" }).click();
    await expect.poll(() => count(page)).toBe(total);
    const slider = filters.getByRole("slider", { name: /Highest price/ });
    await slider.focus();
    await page.keyboard.press("Home");
    await expect.poll(() => count(page)).toBeLessThan(total);
    const cheapest = Math.min(...byPrice);
    for (const p of await prices()) expect(p).toBe(cheapest);

    const nonstop = filters.getByRole("checkbox", { name: /^Non Stop/ });
    await nonstop.check();
    const narrowed = await count(page);
    await expect(page).toHaveURL(/stops=0/);
    await page.reload();
    await expect(page.locator("article").first()).toBeVisible();
    expect(await count(page)).toBe(narrowed);
    await expect(filters.getByRole("checkbox", { name: /^Non Stop/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Airlines" })).toBeChecked();
    await page.getByRole("button", { name: "Reset" }).click();
    await expect.poll(() => count(page)).toBe(total);
  });

  test("Stops on a route with nonstop and one-stop flights: each option keeps only its cards; Reset", async ({
    page,
  }) => {
    await storeSearch(page, { ...bangkokTrip(), to: "BKK", returnDate: null });
    await page.goto("/flights");
    const cards = page.locator("article");
    await expect(cards.first()).toBeVisible();
    const total = await count(page);
    await expect(cards).toHaveCount(total);
    const nonstops = await cards.filter({ hasText: "Nonstop" }).count();
    const oneStops = await cards.filter({ hasText: "1 Stop" }).count();
    expect(nonstops).toBeGreaterThan(0);
    expect(oneStops).toBeGreaterThan(0);
    expect(nonstops + oneStops).toBe(total);

    const filters = page.getByRole("complementary", { name: "Filters" });
    const nonstop = filters.getByRole("checkbox", { name: /^Non Stop/ });
    const oneStop = filters.getByRole("checkbox", { name: /^1 Stop/ });
    await nonstop.check();
    await expect(heading(page)).toHaveText(counted(nonstops));
    await expect(cards).toHaveCount(nonstops);
    for (const card of await cards.all()) {
      await expect(card).toContainText("Nonstop");
      await expect(card).not.toContainText("1 Stop");
    }

    await nonstop.uncheck();
    await oneStop.check();
    await expect(heading(page)).toHaveText(counted(oneStops));
    await expect(cards).toHaveCount(oneStops);
    for (const card of await cards.all()) {
      await expect(card).toContainText("1 Stop");
      await expect(card).not.toContainText("Nonstop");
    }
    await expect(page).toHaveURL(/stops=1/);

    await filters.getByRole("button", { name: "Reset" }).click();
    await expect(heading(page)).toHaveText(counted(total));
    await expect(cards).toHaveCount(total);
    await expect(oneStop).not.toBeChecked();
  });

  test("Flight Details is a dialog: focus in, the spec's facts, Escape closes and focus returns", async ({
    page,
  }) => {
    await storeSearch(page, bangkokTrip());
    await page.goto("/flights");
    // A round trip's whole trip is in the return step's details (ADR 0071).
    await page
      .locator("article")
      .first()
      .getByRole("button", { name: /^Choose/ })
      .click();
    await expect(page).toHaveURL(/[?&]outbound=/);
    const opener = page.getByRole("button", { name: /^Flight Details/ }).first();
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Flight Details" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Departure" })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Return" })).toBeVisible();
    for (const fact of [
      "Price Base",
      "Price Total",
      "Last Ticketing Date",
      "Validating Airline",
      "Fare basis",
    ])
      await expect(dialog.getByText(fact).first()).toBeVisible();
    await expect(dialog.getByRole("table").first()).toContainText(/Terminal \w/);
    await expect(dialog.getByRole("table").first()).toContainText(/\d+ KG/);
    // At 1280 px the flight number keeps one line, and a date and time two at most: the date
    // itself does not break.
    const lines = await dialog
      .getByRole("table")
      .first()
      .locator("tbody tr")
      .first()
      .locator("td")
      .evaluateAll((cells) =>
        cells.map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        }),
      );
    const column = async (name: string) =>
      (await dialog.getByRole("table").first().locator("th").allInnerTexts()).indexOf(name);
    expect(lines[await column("Flight")]).toBe(1);
    expect(lines[await column("Departs")]).toBeLessThanOrEqual(2);
    expect(lines[await column("Arrives")]).toBeLessThanOrEqual(2);
    const focusedInside = await dialog.evaluate((d) => d.contains(document.activeElement));
    expect(focusedInside).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("a click on the date strip searches that day", async ({ page }) => {
    const trip = bangkokTrip();
    await storeSearch(page, trip);
    await page.goto("/flights");
    const strip = page.getByRole("navigation", { name: "Cheapest fare by day" });
    await expect(strip.locator('[aria-current="date"]')).toContainText(/\$[\d,]+\.\d{2} USD/);
    /** The dollar amount a day of the strip or a card shows. */
    const amount = (text: string | null) => text?.match(/\$[\d,]+\.\d{2}/)?.[0];
    // Fares move with the weekday and season: neighbouring days do not all cost the same.
    const fares = (await strip.locator("li button:enabled").allTextContents()).map(amount);
    expect(new Set(fares).size).toBeGreaterThanOrEqual(4);
    const next = strip
      .locator('[aria-current="date"]')
      .locator("xpath=ancestor::li/following-sibling::li[1]//button");
    const nextFare = amount(await next.textContent());
    await next.click();
    await expect(page.getByTestId("summary-facts")).toContainText(longDate(inDays(18)));
    await expect(page.locator("article").first()).toBeVisible();
    // The day's fare in the strip is what its cheapest offer costs.
    expect(amount(await page.locator("article").first().getByTestId("price").textContent())).toBe(nextFare);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("searchParams") ?? "{}"));
    expect(stored).toMatchObject({ departureDate: inDays(18), returnDate: inDays(22) });
  });

  test("fares of nearby days that could not be loaded say so in the strip's place; Try again brings them", async ({
    page,
  }) => {
    await storeSearch(page, bangkokTrip());
    await page.route("**/apis/flights/cheapest-dates?*", (route) => route.abort("internetdisconnected"), {
      times: 1,
    });
    await page.goto("/flights");
    const strip = page.getByRole("navigation", { name: "Cheapest fare by day" });
    await expect(strip.getByRole("alert")).toHaveText("Nearby days' fares could not be loaded.");
    // The offers are searched apart and listed all the same.
    await expect(page.locator("article").first()).toBeVisible();
    await strip.getByRole("button", { name: "Try again" }).click();
    await expect(strip.locator('[aria-current="date"]')).toContainText(/\$[\d,]+\.\d{2} USD/);
    await expect(strip.getByRole("alert")).toHaveCount(0);
  });

  test("a day of the date strip reached by Tab is moved into view @phone", async ({ page }) => {
    await storeSearch(page, bangkokTrip());
    await page.goto("/flights");
    const strip = page.getByRole("navigation", { name: "Cheapest fare by day" });
    const days = strip.locator("li button:enabled");
    await expect(strip.locator('[aria-current="date"]')).toBeVisible();
    const last = (await days.count()) - 1;
    const inView = (i: number) => async () => {
      const day = await days.nth(i).boundingBox();
      const view = await strip.locator("ul").boundingBox();
      if (!day || !view) return "not drawn";
      return day.x >= view.x - 1 && day.x + day.width <= view.x + view.width + 1 ? "in view" : "out of view";
    };
    // The first and last days lie outside the days shown around the chosen one.
    expect(await inView(last)()).toBe("out of view");
    for (const i of [last, 0, last]) {
      await days.nth(i).focus();
      await expect.poll(inView(i)).toBe("in view");
    }
  });

  test("the empty, error and missing-search states", async ({ page }) => {
    await page.goto("/flights");
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/flights/choose");
    await expect(page).toHaveURL(/\/$/);

    await storeSearch(page, { ...bangkokTrip(), to: "NRT", returnDate: null, travelClass: "FIRST" });
    await page.goto("/flights");
    await expect(page.getByText("No flights available")).toBeVisible();
    await expect(heading(page)).toHaveText("0 Result flights");

    await storeSearch(page, { ...bangkokTrip(), from: "XXX" });
    await page.goto("/flights");
    await expect(page.getByRole("alert")).toHaveText("Error: Unknown airport or city: XXX");
    // The date strip's fares were refused too: the list says why, the strip says nothing more.
    // A refused search is not worth repeating; a lost connection is.
    await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
    // On /my/ the unknown place is said in Myanmar, not in the server's English.
    await storeSearch(page, { ...bangkokTrip(), from: "XXX" }, "my");
    await page.goto("/my/flights");
    await expect(page.getByRole("alert")).toHaveText("အမှား- မသိသော လေဆိပ် သို့မဟုတ် မြို့- XXX");

    await storeSearch(page, bangkokTrip());
    await page.route("**/apis/flights/search/**", (route) => route.abort("internetdisconnected"));
    await page.goto("/flights");
    await expect(page.getByRole("alert")).toHaveText(/^Error: We could not reach the server/);
    // No count over a failed search: it would read as "no flights".
    await expect(heading(page)).toHaveText("Flight results");
    await page.unroute("**/apis/flights/search/**");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.locator("article").first()).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("the same search in Myanmar: the date strip, the counts and the cards' dates and times @phone", async ({
    page,
  }) => {
    const trip = bangkokTrip();
    await storeSearch(page, trip, "my");
    await page.goto("/flights");
    const cards = page.locator("article");
    await expect(cards.first()).toBeVisible();
    // Counts the translator fills in, in Myanmar digits.
    await expect(heading(page)).toHaveText(/^ရှာဖွေတွေ့ရှိသော ခရီးစဉ် [၀-၉]+ ခု$/);
    await expect(page.getByTestId("summary-facts")).toContainText("ခရီးသည်- ၁ ဦး");
    const filters = page.getByRole("complementary", { name: "စစ်ထုတ်ရန်" });
    const show = filters.getByRole("button", { name: "စစ်ထုတ်မှုများ ပြရန်" });
    if (await show.isVisible()) await show.click();
    await expect(filters.getByRole("checkbox", { name: /^ခရီးထောက် ၁ ခု \([၀-၉]+\)/ })).toBeVisible();

    // The date strip: Burmese month, day and weekday ("ဒီဇင်ဘာ ၁၀", "ကြာသပတေး"); no English left.
    const strip = page.getByRole("navigation", { name: "နေ့အလိုက် အသက်သာဆုံး ဈေးနှုန်း" });
    const chosen = strip.locator('[aria-current="date"]');
    const { day, weekday } = stripDay(trip.departureDate, "my");
    await expect(chosen).toContainText(day);
    await expect(chosen).toContainText(weekday);
    await expect(strip).not.toContainText(
      /\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)/,
    );
    // Every visible day fits its slide: nothing wraps out of it or is cut off.
    for (const button of await strip.getByRole("button").all()) {
      if (!(await button.isVisible())) continue;
      const fits = await button.evaluate(
        (b) => b.scrollHeight <= b.clientHeight && b.scrollWidth <= b.clientWidth,
      );
      expect(fits).toBe(true);
    }

    // The cards: the departure date as Burmese writes it, times in Myanmar digits.
    for (const card of await cards.all())
      await expect(card).toContainText(detailDate(trip.departureDate, "my"));
    for (const time of await listedTimes(page)) expect(time).toMatch(/^[၀-၉]{2}:[၀-၉]{2}$/);
    await page
      .getByRole("button", { name: /^ခရီးစဉ် အသေးစိတ်/ })
      .first()
      .click();
    const details = page.getByRole("dialog", { name: "ခရီးစဉ် အသေးစိတ်" });
    await expect(details).toContainText(detailDate(trip.departureDate, "my"));
    await expect(details).not.toContainText(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/);
    // Checked bags in kilo, as the booking detail says it: "၂၀ ကီလို", not "KG".
    await expect(details).toContainText(/[၀-၉]+ ကီလို/);
    await expect(details).not.toContainText("KG");
    // Terminals in Myanmar digits, as the dates and times beside them.
    await expect(details).toContainText(/ဂိတ် [၀-၉]+/);
    await expect(details).not.toContainText(/ဂိတ် [0-9]/);
    await page.keyboard.press("Escape");

    // A click on the next day searches it; the banner shows it as the search field does.
    const next = chosen.locator("xpath=ancestor::li/following-sibling::li[1]//button");
    await next.click();
    await expect(page.getByTestId("summary-facts")).toContainText(
      searchDate(addDays(trip.departureDate, 1), "my"),
    );
    await expect(strip.locator('[aria-current="date"]')).toContainText(
      stripDay(addDays(trip.departureDate, 1), "my").day,
    );
  });
});
