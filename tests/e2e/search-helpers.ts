import { expect, type Locator, type Page } from "@playwright/test";
import type { SearchParams } from "../../src/domain/search-params.ts";

/** A calendar date `days` from today in Myanmar (the API's "today"). */
export function inDays(days: number): string {
  return new Date(Date.now() + 390 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** An ISO date as the English pages write it: "December 10, 2026" (the spec's 'MMMM d, yyyy'). */
export function longDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}

/**
 * react-datepicker's label of a day: "December 10th, 2026" in English (the end of "Choose
 * Thursday, December 10th, 2026"); on /my/ Burmese's full date as the platform's CLDR writes it,
 * "၂၀၂၆ ဒီဇင်ဘာ ၁၀ ကြာသပတေး".
 */
function dayLabel(iso: string, locale: "en" | "my"): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (locale === "my")
    return new Intl.DateTimeFormat("my", { dateStyle: "full", timeZone: "UTC" }).format(date);
  const day = date.getUTCDate();
  const suffix =
    day % 10 === 1 && day !== 11
      ? "st"
      : day % 10 === 2 && day !== 12
        ? "nd"
        : day % 10 === 3 && day !== 13
          ? "rd"
          : "th";
  const month = date.toLocaleString("en-US", { month: "long", timeZone: "UTC" });
  return `${month} ${day}${suffix}, ${date.getUTCFullYear()}`;
}

/**
 * Opens a date field of the search panel and picks a day in its calendar; `within` narrows the
 * field to a part of the page (a multi-city leg's group).
 */
export async function pickDate(
  page: Page,
  field: RegExp,
  iso: string,
  locale: "en" | "my" = "en",
  within: Page | Locator = page,
): Promise<void> {
  await within.getByRole("button", { name: field }).click();
  const dialog = page.getByRole("dialog");
  const day = dialog.locator(
    `.react-datepicker__day:not(.react-datepicker__day--outside-month)[aria-label$="${dayLabel(iso, locale)}"]`,
  );
  // The calendar's code comes the first time a field opens: look for the day once it is drawn.
  await expect(dialog.locator(".react-datepicker__month")).toBeVisible();
  for (let i = 0; i < 3 && !(await day.isVisible()); i++) {
    await dialog.locator(".react-datepicker__navigation--next").click();
  }
  await day.click();
  await expect(dialog).toBeHidden();
}

/** Chooses an airport in a From/To combobox by keyboard: type, arrow down, Enter. */
export async function chooseAirport(
  page: Page | Locator,
  label: string | RegExp,
  text: string,
  option: string | RegExp,
) {
  const box = page.getByRole("combobox", { name: label });
  await box.fill(text);
  await expect(page.getByRole("option", { name: option }).first()).toBeVisible();
  await box.press("ArrowDown");
  await box.press("ArrowUp");
  await expect(page.getByRole("option", { name: option }).first()).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
}

/** The search panel's words a journey test presses, in the page's language. */
export interface PanelWords {
  from: string;
  to: string;
  yangon: readonly [string, string];
  domestic: string;
  departure: RegExp;
  cabin: RegExp;
  economy: string;
}

/**
 * Fills the search panel of the page open for a one-way domestic economy trip from Yangon to
 * `destination` ([typed, option]) on `date`, as a traveller does; Search is left to the caller.
 */
export async function fillDomesticSearch(
  page: Page,
  words: PanelWords,
  destination: readonly [string, string],
  date: string,
  locale: "en" | "my",
) {
  await chooseAirport(page, words.from, words.yangon[0], words.yangon[1]);
  await chooseAirport(page, words.to, destination[0], destination[1]);
  await page.getByRole("checkbox", { name: words.domestic }).check();
  await pickDate(page, words.departure, date, locale);
  await page.getByRole("button", { name: words.cabin }).click();
  await page.getByRole("button", { name: words.economy, exact: true }).click();
}

/** A round trip Yangon - Bangkok (both airports): ten offers, three airlines, three time windows. */
export function bangkokTrip(): SearchParams {
  return {
    travelType: 2,
    from: "RGN",
    to: "Bangkok",
    departureDate: inDays(17),
    returnDate: inDays(21),
    adults: 1,
    children: 0,
    limit: 10,
    travelClass: "ECONOMY",
  };
}

/** Stores search parameters as the panel would (on a page of the same origin) before a test opens /flights. */
export async function storeSearch(page: Page, params: SearchParams, language: "en" | "my" = "en") {
  await page.goto("/about");
  await page.evaluate(
    ([value, lang]) => {
      localStorage.setItem("searchParams", value);
      localStorage.setItem("language", lang);
    },
    [JSON.stringify(params), language] as const,
  );
}

/** The departure times of the listed offers' outbound flights, in list order. */
export async function listedTimes(page: Page): Promise<string[]> {
  return page
    .locator("article")
    .evaluateAll((cards) => cards.map((card) => card.querySelector(".tabular-nums")?.textContent ?? ""));
}
