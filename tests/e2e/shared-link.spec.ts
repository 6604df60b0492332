import { expect, test } from "@playwright/test";
import type { SearchParams } from "../../src/domain/search-params.ts";
import { searchToQuery } from "../../src/domain/search-query.ts";
import { my } from "../../src/i18n/my.ts";
import { consoleErrors } from "./account-helpers.ts";
import { openLanguageSwitch } from "./app-helpers.ts";
import { inDays } from "./search-helpers.ts";

// The results page carries its search in its address, so it can be reloaded, bookmarked and
// shared; the language is in the address too (/my/...).

const trip = (): SearchParams => ({
  travelType: 1,
  from: "RGN",
  to: "MDL",
  departureDate: inDays(15),
  returnDate: null,
  adults: 2,
  children: 0,
  infants: 0,
  limit: 10,
  travelClass: "ECONOMY",
});
const resultsLink = (extra: Record<string, string> = {}) =>
  `/flights?${new URLSearchParams({ ...searchToQuery(trip()), ...extra })}`;

test("a shared results link opens the same results in a fresh browser, which keeps its search", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = consoleErrors(page);
  await page.goto(resultsLink({ sort: "time" }));
  await expect(page.locator("article").first()).toBeVisible();
  await expect(page.getByTestId("summary-route")).toHaveText("Yangon (RGN) to Mandalay (MDL)");
  await expect(page.getByTestId("summary-facts")).toContainText("One way · Economy");
  await expect(page.getByRole("radio", { name: "Time", exact: true })).toBeChecked();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("searchParams") ?? "null"));
  expect(stored).toMatchObject({ from: "RGN", to: "MDL", departureDate: inDays(15), adults: 2 });
  // A reload shows the same list, and so does the plain /flights link of the header now.
  const count = await page.locator("article").count();
  await page.reload();
  await expect(page.locator("article")).toHaveCount(count);
  await page.goto("/flights");
  await expect(page).toHaveURL(/\/flights\?travelType=1&from=RGN&to=MDL&/);
  await expect(page.locator("article")).toHaveCount(count);
  expect(errors).toEqual([]);
  await context.close();
});

test("a link with old names runs their airports and names their cities, in both languages", async ({
  page,
}) => {
  await page.goto(resultsLink({ from: "Rangoon", to: "Pagan" }));
  await expect(page.locator("article").first()).toContainText("NYU");
  await expect(page.getByTestId("summary-route")).toHaveText("Yangon to Bagan");
  await page.goto(`/my${resultsLink({ from: "Rangoon", to: "Pagan" })}`);
  await expect(page.getByTestId("summary-route")).toHaveText("ရန်ကုန် မှ ပုဂံ သို့");
});

test("a results link whose search cannot run says why, beside the search panel, never a blank page", async ({
  page,
}) => {
  await page.goto("/flights?from=RGN&departureDate=2020-01-01");
  const problems = page.getByRole("main").getByRole("alert");
  await expect(problems).toContainText("Please select destination city/country");
  await expect(problems).toContainText("Please select either Domestic or International flight");
  await expect(page.getByRole("button", { name: "Search", exact: true })).toBeVisible();
  await page.goto("/my/flights?from=RGN&departureDate=2020-01-01");
  await expect(page.getByRole("main").getByRole("alert").first()).toContainText(/[\u1000-\u109f]/);
});

test("the language switch goes to the same results in Myanmar, with their query, and back", async ({
  page,
  isMobile,
}) => {
  await page.goto(resultsLink({ sort: "time" }));
  await expect(page.locator("article").first()).toBeVisible();
  await openLanguageSwitch(page, isMobile);
  await page
    .locator("header a[data-language=my]:visible, dialog a[data-language=my]:visible")
    .first()
    .click();
  await expect(page).toHaveURL(/\/my\/flights\?travelType=1&from=RGN&to=MDL&.*sort=time/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/[\u1000-\u109f]/);
  await expect(page.locator("article").first()).toBeVisible();
  await openLanguageSwitch(page, isMobile);
  await page
    .locator("header a[data-language=en]:visible, dialog a[data-language=en]:visible")
    .first()
    .click();
  await expect(page).toHaveURL(/\/flights\?travelType=1&from=RGN&to=MDL&.*sort=time/);
  await expect(page).not.toHaveURL(/\/my\//);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Result flight");
});

test("from the Myanmar pages, the header's Flights, Sign in and Sign up stay in Myanmar", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/my/about");
  const header = page.locator("header");
  await expect(header.getByRole("link", { name: my["account.signIn"] ?? "" })).toHaveAttribute(
    "href",
    "/my/login",
  );
  await expect(header.getByRole("link", { name: my["account.signUp"] ?? "" })).toHaveAttribute(
    "href",
    "/my/signup",
  );
  // Flights with no search stored goes home, to the Myanmar home page.
  await header.getByRole("link", { name: my["nav.flights"] }).click();
  await expect(page).toHaveURL(/\/my\/$/);
});
