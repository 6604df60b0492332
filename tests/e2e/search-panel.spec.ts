import { expect, type Page, test } from "@playwright/test";
import { searchDate } from "../../src/domain/dates.ts";
import { announcements } from "./announcements.ts";
import { chooseAirport, inDays, pickDate } from "./search-helpers.ts";

// The Myanmar panel's names (src/i18n/my/results.ts).
const TRIP_TYPE_MY = "ခရီးစဉ် အမျိုးအစား";
const ROUND_TRIP_MY = "အသွားအပြန်";
const DEPARTURE_MY = /^ထွက်ခွာမည့်ရက်/;
const RETURN_MY = /^ပြန်လာမည့်ရက်/;
const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

async function searchExpecting(page: Page, text: string) {
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(toast(page, text)).toBeVisible();
}

test.describe("the search panel", () => {
  test("shows each rule's toast in the spec's order, then searches and lists offers", async ({ page }) => {
    await page.goto("/");
    const from = page.getByRole("combobox", { name: "From" });
    await searchExpecting(page, "Please select departure city/country");
    await expect(from).toBeFocused();
    await expect(from).toHaveAttribute("aria-invalid", "true");

    await chooseAirport(page, "From", "yang", "Yangon (RGN)");
    await expect(from).toHaveValue("Yangon (RGN)");
    // The toast goes once its field is filled: it no longer says what is wrong.
    await expect(toast(page, "Please select departure city/country")).toBeHidden();
    await searchExpecting(page, "Please select destination city/country");
    await expect(page.getByRole("combobox", { name: "To" })).toBeFocused();

    // Tab accepts the highlighted airport and moves on.
    const to = page.getByRole("combobox", { name: "To" });
    await to.fill("MDL");
    await expect(page.getByRole("option", { name: "Mandalay (MDL)" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await to.press("Tab");
    await expect(to).toHaveValue("Mandalay (MDL)");
    await expect(page.getByRole("button", { name: /^Departure Date/ })).toBeFocused();
    await searchExpecting(page, "Please select departure date");
    // Two airports in Myanmar tick Domestic; unticked, the travel type rule speaks.
    const domestic = page.getByRole("checkbox", { name: "Domestic" });
    await expect(domestic).toBeChecked();
    await pickDate(page, /^Departure Date/, inDays(10));
    await expect(page.getByRole("button", { name: /^Departure Date/ })).toContainText(/\w+ \d{1,2}, \d{4}/);
    await domestic.uncheck();
    await searchExpecting(page, "Please select either Domestic or International flight");
    await domestic.check();
    await searchExpecting(page, "Please select a cabin class");
    await expect(page.getByRole("button", { name: /Cabin class/ })).toBeFocused();

    await page.getByRole("button", { name: /Cabin class/ }).click();
    await page.getByRole("button", { name: "Business" }).click();
    await expect(page.getByRole("button", { name: "Economy", exact: true })).toBeHidden();
    await page.getByRole("button", { name: "Search", exact: true }).click();

    await expect(page).toHaveURL(/\/flights\?travelType=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^\d+ Result flights$/);
    await expect(page.locator("article").first()).toContainText("Business");
    await expect(page.getByTestId("summary-route")).toHaveText("Yangon (RGN) to Mandalay (MDL)");

    // The date strip searches the next day; Modify search shows the panel with that day.
    const strip = page.getByRole("navigation", { name: "Cheapest fare by day" });
    await strip
      .locator('[aria-current="date"]')
      .locator("xpath=ancestor::li/following-sibling::li[1]//button")
      .click();
    await expect(page.getByTestId("summary-facts")).toContainText(searchDate(inDays(11), "en"));
    await page.getByRole("link", { name: "Modify search" }).click();
    await expect(page.getByRole("button", { name: /^Departure Date/ })).toContainText(
      searchDate(inDays(11), "en"),
    );

    // The panel remembers the last search.
    await page.goto("/");
    await expect(from).toHaveValue("Yangon (RGN)");
    await expect(page.getByRole("combobox", { name: "To" })).toHaveValue("Mandalay (MDL)");
    await expect(page.getByRole("button", { name: /Cabin class/ })).toHaveText(/Business/);
    await from.fill("");
    await expect(page.getByRole("listbox", { name: "Recent" }).getByRole("option")).toHaveCount(2);
  });

  test("the airport box lists a city's own airports and says when nothing matches", async ({ page }) => {
    await page.goto("/");
    const from = page.getByRole("combobox", { name: "From" });
    const options = page.locator("#search-panel").getByRole("option");
    await from.fill("yan");
    // Yangon alone: not every airport whose country, Myanmar, contains the letters.
    await expect(options).toHaveCount(1);
    await expect(page.getByRole("option", { name: /Yangon \(RGN\)/ })).toBeVisible();
    await from.fill("zzzz");
    // Under the field, which it describes (a live region reads it out for screen readers).
    const nothing = page.locator("#search-panel").getByText("No airport matches “zzzz”");
    await expect(nothing).toBeVisible();
    await expect(from).toHaveAccessibleDescription("No airport matches “zzzz”");
    await expect(options).toHaveCount(0);
    await from.fill("bang");
    await expect(nothing).toBeHidden();
    await expect(page.getByRole("option", { name: /Bangkok/ }).first()).toBeVisible();
  });

  test("applies the trip type, travel type and passenger rules", async ({ page }) => {
    await page.goto("/");
    const domestic = page.getByRole("checkbox", { name: "Domestic" });
    const international = page.getByRole("checkbox", { name: "International" });
    const returnDate = page.getByRole("button", { name: /^Return Date/ });
    await expect(returnDate).toBeHidden();

    await page.getByText("Round Trip", { exact: true }).click();
    await expect(domestic).toBeChecked();
    await expect(returnDate).toBeVisible();
    await international.check();
    await expect(domestic).not.toBeChecked();
    await domestic.check();
    await expect(international).not.toBeChecked();

    await pickDate(page, /^Departure Date/, inDays(10));
    // A round trip is not searched as one way when its return date is missing.
    await chooseAirport(page, "From", "yang", "Yangon (RGN)");
    await chooseAirport(page, "To", "yang", "Yangon (RGN)");
    await page.getByRole("button", { name: /Cabin class/ }).click();
    await page.getByRole("button", { name: "Economy", exact: true }).click();
    await searchExpecting(page, "Please select return date");
    await expect(returnDate).toBeFocused();
    await expect(returnDate).toHaveAttribute("aria-invalid", "true");
    await pickDate(page, /^Return Date/, inDays(12));
    await searchExpecting(page, "Departure and destination must be different");
    await expect(page.getByRole("combobox", { name: "To" })).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
    // Bangkok ticks International; Domestic ticked again is refused before the search.
    await chooseAirport(page, "To", "bangkok", "Bangkok (BKK)");
    await expect(international).toBeChecked();
    await domestic.check();
    await searchExpecting(page, "A domestic search needs airports in Myanmar; choose International");
    await expect(domestic).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
    await expect(returnDate).not.toContainText("Select date");
    // A departure after the return clears the return.
    await pickDate(page, /^Departure Date/, inDays(14));
    await expect(returnDate).toContainText("Select date");
    await pickDate(page, /^Return Date/, inDays(15));
    await page.getByText("One way", { exact: true }).click();
    await expect(returnDate).toBeHidden();
    await page.getByText("Round Trip", { exact: true }).click();
    await expect(returnDate).toContainText("Select date");

    // Multi-city adds Flight 2, starting where Flight 1 ends; One way keeps Flight 1 (multi-city-search.spec.ts).
    await page.getByText("Multi-city", { exact: true }).click();
    await expect(returnDate).toBeHidden();
    const flight2 = page.getByRole("group", { name: "Flight 2" });
    await expect(flight2.getByRole("combobox", { name: "From" })).toHaveValue(/BKK/);
    await page.getByText("One way", { exact: true }).click();
    await expect(flight2).toBeHidden();
    await expect(page.getByRole("combobox", { name: "To" })).toHaveValue(/BKK/);

    const passengers = page.getByRole("button", { name: /Passengers/ });
    await passengers.click();
    const addInfant = page.getByRole("button", { name: "Add: Infants" });
    await addInfant.click();
    // One infant on each adult's lap: no more infants than adults.
    await expect(addInfant).toBeDisabled();
    // Infants are booked online now: no note sends the family to the hotline.
    await expect(page.getByText(/cannot be booked online/)).toHaveCount(0);
    await page.getByRole("button", { name: "Add: Adults" }).click();
    await addInfant.click();
    await expect(passengers).toContainText("2 Adult · 0 Child · 2 Infant");
    await page.getByRole("button", { name: "Remove: Adults" }).click();
    await expect(passengers).toContainText("1 Adult · 0 Child · 1 Infant");
    await expect(page.getByRole("button", { name: "Remove: Adults" })).toBeDisabled();
    for (let i = 0; i < 10; i++)
      await page.getByRole("button", { name: "Add: Children" }).click({ force: i >= 9 });
    await expect(passengers).toContainText("9 Child");
    await page.keyboard.press("Escape");
    await expect(addInfant).toBeHidden();
    await expect(passengers).toBeFocused();

    // A dropdown closes when the focus leaves it.
    const cabin = page.getByRole("button", { name: /Cabin class/ });
    await cabin.click();
    const economy = page.getByRole("button", { name: "Economy", exact: true });
    await expect(economy).toBeVisible();
    await page.keyboard.press("Shift+Tab");
    await expect(passengers).toBeFocused();
    await expect(economy).toBeHidden();
  });

  test("downloads the results page's code once the form is touched, and not before", async ({ page }) => {
    const results: string[] = [];
    page.on("request", (request) => {
      if (/\/_assets\/ResultsScreen\.[^/]+\.js$/.test(request.url())) results.push(request.url());
    });
    await page.goto("/");
    // The panel is live (hydrated when the page went idle) and nothing was asked for yet.
    await expect(page.locator("astro-island:has(form):not([ssr])")).toHaveCount(1);
    await page.waitForLoadState("networkidle");
    expect(results).toEqual([]);
    await page.getByRole("combobox", { name: "From" }).click();
    await expect.poll(() => results.length).toBe(1);
  });

  test("a half-filled search survives the language switch and a reload; a search replaces it", async ({
    page,
  }) => {
    await page.goto("/");
    await chooseAirport(page, "From", "yang", "Yangon (RGN)");
    await chooseAirport(page, "To", "MDL", "Mandalay (MDL)");
    await page.locator("header summary", { hasText: "English" }).click();
    await page.getByRole("link", { name: "Myanmar", exact: true }).click();
    await expect(page).toHaveURL(/\/my\/?$/);
    await expect(page.getByRole("combobox", { name: "မှ" })).toHaveValue(/RGN/);
    await expect(page.getByRole("combobox", { name: "သို့" })).toHaveValue(/MDL/);
    await expect(page.getByRole("checkbox", { name: "ပြည်တွင်း" })).toBeChecked();
    await page.reload();
    await expect(page.getByRole("combobox", { name: "သို့" })).toHaveValue(/MDL/);
    // The results page's banner still names what was searched, not a draft.
    expect(await page.evaluate(() => localStorage.getItem("searchForm"))).toBeNull();
  });

  test("searches in Myanmar from /my/ and shows the results in Myanmar", async ({ page }) => {
    await page.goto("/my/");
    // The passenger summary, longer in Burmese, is shown whole.
    const summary = page
      .getByRole("button", { name: /^ခရီးသည်များ:/ })
      .locator("span")
      .first();
    await expect(summary).toContainText("လူကြီး ၁ · ကလေး ၀ · မွေးကင်းစ ၀");
    expect(await summary.evaluate((span) => span.scrollWidth <= span.clientWidth)).toBe(true);
    await chooseAirport(page, "မှ", "ရန်ကုန်", "ရန်ကုန် (RGN)");
    await chooseAirport(page, "သို့", "ဘန်ကောက်", "ဘန်ကောက် (BKK)");
    await expect(page.getByRole("checkbox", { name: "နိုင်ငံတကာ" })).toBeChecked();
    await page.getByRole("button", { name: "ရှာရန်", exact: true }).click();
    await expect(toast(page, "ထွက်ခွာမည့် ရက်စွဲကို ရွေးပါ")).toBeVisible();
    const departure = page.getByRole("button", { name: /^ထွက်ခွာမည့်ရက်/ });
    await departure.click();
    const calendar = page.getByRole("dialog");
    // The calendar in Myanmar: month heading, weekday row and day numbers, no English left.
    const thisMonth = new Date(`${inDays(0)}T00:00:00Z`);
    const heading = new Intl.DateTimeFormat("my", { year: "numeric", month: "long", timeZone: "UTC" });
    await expect(calendar.locator(".react-datepicker__current-month")).toHaveText(heading.format(thisMonth));
    // A month changed by keyboard is read out once, in Myanmar digits (no Latin year anywhere).
    await expect(calendar.locator('.react-datepicker__day[tabindex="0"]')).toBeFocused();
    await page.keyboard.press("PageDown");
    const nextMonth = new Date(Date.UTC(thisMonth.getUTCFullYear(), thisMonth.getUTCMonth() + 1, 1));
    await expect(calendar.locator(".react-datepicker__current-month")).toHaveText(heading.format(nextMonth));
    expect(await announcements(page, heading.format(nextMonth))).toBe(1);
    expect(await announcements(page, String(nextMonth.getUTCFullYear()))).toBe(0);
    await expect(calendar.locator(".react-datepicker__day-name").first()).toContainText("တနင်္ဂနွေ");
    await expect(calendar.locator(".react-datepicker__day").first()).toHaveText(/^[၀-၉]+$/);
    await expect(calendar.locator(".react-datepicker__day").first()).toHaveAttribute(
      "aria-label",
      /^(ရွေးရန်|ရွေး၍ မရပါ) /,
    );
    await page.keyboard.press("Escape");
    await expect(calendar).toBeHidden();
    await pickDate(page, /^ထွက်ခွာမည့်ရက်/, inDays(10), "my");
    // The field shows the date as Burmese writes it (CLDR: year, month, day in Myanmar digits).
    const burmese = new Intl.DateTimeFormat("my", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    });
    const date = burmese.format(new Date(`${inDays(10)}T00:00:00Z`));
    await expect(departure).toHaveText(date);
    await expect(departure).not.toHaveText(/[A-Za-z0-9]/);
    await page.getByRole("button", { name: /ခရီးသည်တန်း/ }).click();
    await page.getByRole("button", { name: "အီကော်နမီ", exact: true }).click();
    // The panel's own rules speak Myanmar too.
    await page.getByRole("checkbox", { name: "ပြည်တွင်း" }).check();
    await page.getByRole("button", { name: "ရှာရန်", exact: true }).click();
    await expect(toast(page, "ပြည်တွင်း ခရီးစဉ်အတွက် မြန်မာနိုင်ငံရှိ လေဆိပ်များ လိုအပ်ပါသည်၊ နိုင်ငံတကာ ကို ရွေးပါ")).toBeVisible();
    await page.getByRole("checkbox", { name: "နိုင်ငံတကာ" }).check();
    await page.getByRole("button", { name: "ရှာရန်", exact: true }).click();
    await expect(page).toHaveURL(/\/my\/flights\?travelType=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/ရှာဖွေတွေ့ရှိသော ခရီးစဉ် [၀-၉]+ ခု/);
    await expect(page.getByTestId("summary-route")).toHaveText("ရန်ကုန် (RGN) မှ ဘန်ကောက် (BKK) သို့");
    await expect(page.getByTestId("summary-facts")).toContainText(date);
    // Durations in Myanmar: "၁ နာရီ ၃၀ မိနစ်" on a nonstop card, hours and minutes on a connection.
    const cards = page.locator("article");
    await expect(cards.first()).toBeVisible();
    await expect(cards.filter({ hasText: "၁ နာရီ ၃၀ မိနစ်" }).first()).toBeVisible();
    for (const card of await cards.all()) {
      await expect(card).toContainText(/[၀-၉]+\sနာရီ/);
      await expect(card).not.toContainText(/\d+h\b|\d+m\b/);
    }
    await page
      .getByRole("button", { name: /^ခရီးစဉ် အသေးစိတ်/ })
      .first()
      .click();
    const details = page.getByRole("dialog");
    await expect(details.getByText(/^[၀-၉]+\sနာရီ(\s[၀-၉]+\sမိနစ်)?$/).first()).toBeVisible();
  });
});

test.describe("the search panel on a phone @phone", () => {
  test("fits 390 px and searches", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "runs in the phone project");
    await page.goto("/");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await chooseAirport(page, "From", "RGN", "Yangon (RGN)");
    await chooseAirport(page, "To", "nyaung", "Bagan (NYU)");
    await pickDate(page, /^Departure Date/, inDays(9));
    await page.getByRole("button", { name: /Cabin class/ }).click();
    await page.getByRole("button", { name: "Economy", exact: true }).click();
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.locator("article").first()).toBeVisible();
  });

  test("at 360 px each trip type is on one line and a long date is shown whole", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "runs in the phone project");
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto("/");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const trips = page.getByRole("group", { name: "Trip type" });
    const switchBox = await trips.boundingBox();
    for (const name of ["One way", "Round Trip", "Multi-city"]) {
      const chip = trips.locator("label", { hasText: name });
      const box = await chip.boundingBox();
      // One line of text in a 40 px chip, inside the switch.
      const lines = await chip.evaluate((label) => {
        const range = document.createRange();
        range.selectNodeContents(
          [...label.childNodes].find((node) => node.nodeType === Node.TEXT_NODE) as Node,
        );
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines).toBe(1);
      expect(box?.height).toBe(40);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(
        (switchBox?.x ?? 0) + (switchBox?.width ?? 0),
      );
    }
    await trips.getByText("Round Trip", { exact: true }).click();
    // Two date fields share the row: a date with a long month does not fit one line of half of it.
    // The day of the next two months written longest ("September 30, 2027" on an autumn day).
    const longest = Array.from({ length: 60 }, (_, i) => inDays(i + 1)).reduce((best, iso) => {
      const written = (day: string) =>
        new Date(`${day}T00:00:00Z`).toLocaleString("en-US", { dateStyle: "long", timeZone: "UTC" });
      return written(iso).length > written(best).length ? iso : best;
    });
    await pickDate(page, /^Departure Date/, longest);
    const shown = page
      .getByRole("button", { name: /^Departure Date/ })
      .locator("span")
      .last();
    await expect(shown).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    const cut = await shown.evaluate(
      (span) => span.scrollWidth > span.clientWidth || span.scrollHeight > span.clientHeight,
    );
    expect(cut).toBe(false);

    // The Return Date field is the right half of the row: its calendar opens within the screen.
    await page.getByRole("button", { name: /^Return Date/ }).click();
    const calendar = page.getByRole("dialog", { name: /return date/i });
    await expect(calendar.locator(".react-datepicker__day").first()).toBeVisible();
    const box = await calendar.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test("in Myanmar a date on two lines is shown whole, and both date fields keep one height", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "runs in the phone project");
    await page.goto("/my/");
    await pickDate(page, DEPARTURE_MY, inDays(1), "my");
    const trips = page.getByRole("group", { name: TRIP_TYPE_MY });
    await trips.getByText(ROUND_TRIP_MY, { exact: true }).click();
    await expect(trips.getByRole("radio", { name: ROUND_TRIP_MY })).toBeChecked();
    await pickDate(page, RETURN_MY, inDays(12), "my");
    await page.evaluate(() => document.fonts.ready);
    const fields = [DEPARTURE_MY, RETURN_MY].map((name) => page.getByRole("button", { name }));
    for (const field of fields) {
      // Burmese stacks signs above and below the line, past the line's box: the field looks the
      // same when its value may overflow, so the two-line clamp cuts nothing off.
      const clamped = await field.screenshot();
      await field
        .locator("span")
        .last()
        .evaluate((span) => {
          span.style.overflow = "visible";
        });
      expect((await field.screenshot()).equals(clamped)).toBe(true);
    }
    const [departure, back] = await Promise.all(fields.map((field) => field.boundingBox()));
    expect(departure?.height).toBe(back?.height);
    expect(departure?.y).toBe(back?.y);
  });
});
