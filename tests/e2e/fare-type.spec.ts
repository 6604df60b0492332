import { expect, type Page, test } from "@playwright/test";
import { toLatinDigits } from "../../src/domain/myanmar-digits.ts";
import type { SearchParams } from "../../src/domain/search-params.ts";
import { searchToQuery } from "../../src/domain/search-query.ts";
import { consoleErrors, createAccount, storeInBrowser } from "./account-helpers.ts";
import { countRequests } from "./app-helpers.ts";
import { seriousViolations } from "./axe-helpers.ts";
import { bookThroughApi, chooseOffer } from "./booking-helpers.ts";
import { inDays } from "./search-helpers.ts";

// The Country setting chooses citizen or foreigner fares on domestic flights: the results say
// which, a change of the setting prices the list again in place, and a booking keeps its fare.

const trip = (overrides: Partial<SearchParams> = {}): SearchParams => ({
  travelType: 1,
  from: "RGN",
  to: "NYU",
  departureDate: inDays(19),
  returnDate: null,
  adults: 2,
  children: 1,
  infants: 0,
  limit: 10,
  travelClass: "ECONOMY",
  ...overrides,
});
/** A results link as the search panel wrote it before fare types: none in it. */
const resultsLink = (params: SearchParams, language: "en" | "my" = "en") =>
  `${language === "my" ? "/my" : ""}/flights?${new URLSearchParams(searchToQuery(params))}`;

/** The dollar amounts of the offer cards, in the list's order (a Myanmar page's digits read too). */
const cardPrices = async (page: Page) =>
  (await page.getByTestId("price").allTextContents()).map((p) =>
    Number(toLatinDigits(p).replace(/[^\d.]/g, "")),
  );
/** The flights of the offer cards, cheapest first, with their price: "UB 201 261". */
const flightsAndPrices = async (page: Page) => {
  const cards = await page.locator("article").all();
  const rows: string[] = [];
  for (const card of cards) {
    const flight = (await card.locator("p", { has: page.getByTestId("carrier") }).textContent())?.split(
      " · ",
    )[0];
    rows.push(`${flight} ${(await card.getByTestId("price").textContent())?.replace(/[^\d.]/g, "")}`);
  }
  return rows.sort();
};
/** Marks the page, so a test can tell a reload (the mark is gone) from an update in place. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { notReloaded: true }));
const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded === true);

test.describe("citizen and foreigner fares", () => {
  test("the default setting shows citizen fares; switching Country in the header prices the list again in place", async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    const searches = countRequests(page, /\/apis\/flights\/search\/one-ways\?/);
    await page.goto(resultsLink(trip()));
    // The address takes the setting's fare type (Myanmar: citizen), so a shared link keeps it.
    await expect(page).toHaveURL(/&fareType=citizen$/);
    const line = page.getByTestId("fare-line");
    await expect(line).toContainText("Myanmar citizen fare: NRC needed for each adult");
    await expect(page.locator("article").first()).toBeVisible();
    const citizen = await flightsAndPrices(page);
    // Asked once: the page's head asked at the setting's fare type too, and the app took its answer.
    expect(searches()).toBe(1);
    expect(await seriousViolations(page, "[data-testid=fare-line]")).toEqual([]);
    const strip = page.getByRole("navigation", { name: "Cheapest fare by day" });
    const chosenDay = strip.locator('[aria-current="date"]');
    await expect(chosenDay).toContainText(`$${Math.min(...(await cardPrices(page))).toFixed(2)}`);
    await markPage(page);

    await page.getByRole("combobox", { name: "Country" }).selectOption("foreigner");
    await expect(line).toContainText("Foreigner fare: passport needed for each adult");
    await expect(page).toHaveURL(/&fareType=foreigner$/);
    // Priced again: as many offers, at other prices (not the list being searched, which is empty).
    const repriced = async () => {
      const rows = await flightsAndPrices(page);
      return rows.length === citizen.length && rows.join() !== citizen.join() ? rows : null;
    };
    await expect.poll(repriced).not.toBeNull();
    const foreigner = (await repriced()) ?? [];
    // The same flights, each dearer for a foreigner; the date strip follows.
    expect(foreigner.map((row) => row.split(" ").slice(0, 2).join(" "))).toEqual(
      citizen.map((row) => row.split(" ").slice(0, 2).join(" ")),
    );
    for (const [i, row] of foreigner.entries())
      expect(Number(row.split(" ")[2])).toBeGreaterThan(Number(citizen[i]?.split(" ")[2]));
    await expect(chosenDay).toContainText(`$${Math.min(...(await cardPrices(page))).toFixed(2)}`);
    expect(await stillSamePage(page)).toBe(true);

    // And back, from the results' own button.
    await page.getByRole("button", { name: "Myanmar citizen? Show citizen fares" }).click();
    await expect(line).toContainText("Myanmar citizen fare");
    await expect(page.getByRole("combobox", { name: "Country" })).toHaveValue("myanmar");
    await expect.poll(() => flightsAndPrices(page)).toEqual(citizen);
    expect(await stillSamePage(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test("in Myanmar: the fare line, and the switch from the results on a phone @phone", async ({
    page,
    isMobile,
  }) => {
    await page.goto(resultsLink(trip(), "my"));
    const line = page.getByTestId("fare-line");
    await expect(line).toContainText("မြန်မာနိုင်ငံသား ဈေးနှုန်း - လူကြီးတစ်ဦးချင်းစီအတွက် မှတ်ပုံတင် (နိုင်ငံသားစိစစ်ရေးကတ်) လိုအပ်ပါသည်");
    await expect(page.locator("article").first()).toBeVisible();
    const citizen = await cardPrices(page);
    await markPage(page);
    await line.getByRole("button", { name: "မြန်မာနိုင်ငံသား မဟုတ်ပါက နိုင်ငံခြားသား ဈေးနှုန်း ကြည့်ရန်" }).click();
    await expect(line).toContainText("နိုင်ငံခြားသား ဈေးနှုန်း - လူကြီးတစ်ဦးချင်းစီအတွက် ပတ်စပို့ လိုအပ်ပါသည်");
    await expect(page).toHaveURL(/\/my\/flights\?.*&fareType=foreigner$/);
    await expect
      .poll(async () => Math.min(...(await cardPrices(page))))
      .toBeGreaterThan(Math.min(...citizen));
    expect(await stillSamePage(page)).toBe(true);
    // The header (on a phone, its Settings panel) shows the setting the button chose.
    if (isMobile) await page.getByRole("button", { name: "ဆက်တင်များ ဖွင့်ရန်" }).click();
    const settings = isMobile ? page.getByRole("dialog") : page.getByRole("banner");
    await expect(settings.getByRole("combobox", { name: "နိုင်ငံ" })).toHaveValue("foreigner");
  });

  test("a shared link shows its sender's fares and sets the Country setting to them", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${resultsLink(trip())}&fareType=foreigner`);
    await expect(page.getByTestId("fare-line")).toContainText("Foreigner fare");
    await expect(page.getByRole("combobox", { name: "Country" })).toHaveValue("foreigner");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("country"))).toBe("foreigner");
    await context.close();
  });

  test("international results have one fare for everyone and say nothing of it", async ({ page }) => {
    await page.goto(resultsLink(trip({ travelType: 2, to: "BKK" })));
    await expect(page.locator("article").first()).toBeVisible();
    await expect(page.getByTestId("fare-line")).toHaveCount(0);
    const prices = await cardPrices(page);
    const searched = page.waitForResponse((r) => /search\/one-ways\?.*fareType=foreigner/.test(r.url()));
    await page.getByRole("combobox", { name: "Country" }).selectOption("foreigner");
    await expect(page).toHaveURL(/&fareType=foreigner$/);
    await searched;
    await expect(page.locator("section[aria-labelledby=results-heading]")).toHaveAttribute(
      "aria-busy",
      "false",
    );
    expect(await cardPrices(page)).toEqual(prices);
    await expect(page.getByTestId("fare-line")).toHaveCount(0);
  });
});

test.describe("a booking's fare type", () => {
  test("the detail and the history say a citizen fare, in English and Myanmar @phone", async ({
    page,
    request,
  }) => {
    const session = await createAccount(request);
    const { offer } = await chooseOffer(request, {
      from: "RGN",
      to: "MDL",
      departureDate: inDays(24),
      fareType: "citizen",
    });
    const record = await bookThroughApi(request, session, offer);
    expect(record.fareType).toBe("citizen");
    await storeInBrowser(page, { session });
    await page.goto(`/booking-detail/${record.id}`);
    const fare = page.getByText("Fare", { exact: true });
    await expect(fare).toBeVisible();
    await expect(page.locator("dd", { hasText: "Citizen fare" })).toBeVisible();
    await page.goto("/bookinghistory");
    const card = page.getByRole("article").filter({ hasText: record.id });
    await expect(card.getByText("Citizen fare")).toBeVisible();
    await page.goto(`/my/booking-detail/${record.id}`);
    await expect(page.locator("dd", { hasText: "နိုင်ငံသား ဈေးနှုန်း" })).toBeVisible();
  });
});
