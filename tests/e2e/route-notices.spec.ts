import type { Page, TestInfo } from "@playwright/test";
import type { FlightOffer } from "../../src/domain/flight-offer.ts";
import type { SearchParams } from "../../src/domain/search-params.ts";
import { searchToQuery } from "../../src/domain/search-query.ts";
import { consoleErrors, storeInBrowser } from "./account-helpers.ts";
import { seriousViolations } from "./axe-helpers.ts";
import { chooseOffer, fillContactRest, savePassenger } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { inDays } from "./search-helpers.ts";

// Route notices, as the migration seeded them: Kyaukpyu (Rakhine State) is closed to foreigners
// both ways; residents of Rakhine State need a travel permission letter to fly out of Kyaukpyu
// (a citizens' notice, Kyaukpyu to Yangon only).

/** The first day `days` or more ahead on which Kyaukpyu is flown (Monday, Wednesday, Friday, Sunday). */
function kyaukpyuDay(days: number): string {
  for (let ahead = days; ; ahead += 1) {
    const date = inDays(ahead);
    if ([0, 1, 3, 5].includes(new Date(`${date}T00:00:00Z`).getUTCDay())) return date;
  }
}

const trip = (overrides: Partial<SearchParams> = {}): SearchParams => ({
  travelType: 1,
  from: "RGN",
  to: "KYP",
  departureDate: kyaukpyuDay(26),
  returnDate: null,
  adults: 1,
  children: 0,
  infants: 0,
  limit: 10,
  travelClass: "ECONOMY",
  ...overrides,
});
const resultsLink = (params: SearchParams, language: "en" | "my" = "en") =>
  `${language === "my" ? "/my" : ""}/flights?${new URLSearchParams(searchToQuery(params))}`;

const CLOSED_EN = "Kyaukpyu, in Rakhine State, is closed to foreign visitors.";
const CLOSED_MY = "ရခိုင်ပြည်နယ်ရှိ ကျောက်ဖြူမြို့သို့ နိုင်ငံခြားသားများ သွားရောက်ခွင့် ပိတ်ထားပါသည်။";
const LETTER_EN = "Residents of Rakhine State need a travel permission letter";
const LETTER_MY = "ရခိုင်ပြည်နယ်တွင် နေထိုင်သူများသည် ပြည်နယ်ပြင်ပသို့ လေယာဉ်ဖြင့် ခရီးသွားရန်";

/** SHOTS=<folder> keeps a picture of the page, to look at (named by project and `name`). */
async function shot(page: Page, info: TestInfo, name: string) {
  if (!process.env.SHOTS) return;
  await page.screenshot({ path: `${process.env.SHOTS}/${name}-${info.project.name}.png`, fullPage: true });
}

/** The results' list of notices, named in the page's language. */
const noticesOn = (page: Page, language: "en" | "my" = "en") =>
  page.getByRole("list", { name: language === "my" ? "ဤခရီးစဉ်အတွက် အသိပေးချက်များ" : "Notices for this trip" });
const resultsSettled = (page: Page) =>
  expect(page.locator("section[aria-labelledby=results-heading]")).toHaveAttribute("aria-busy", "false");

test.describe("route notices on the results", () => {
  test("a foreigner searching Kyaukpyu sees the notice instead of offers; citizen fares show offers @phone", async ({
    page,
  }, info) => {
    const errors = consoleErrors(page);
    await page.goto(resultsLink(trip({ fareType: "foreigner" })));
    const notices = noticesOn(page);
    await expect(notices).toContainText("Closed to foreigners");
    await expect(notices).toContainText(CLOSED_EN);
    await resultsSettled(page);
    await expect(page.getByRole("heading", { name: "0 Result flights" })).toBeVisible();
    await expect(page.locator("article")).toHaveCount(0);
    await expect(page.getByText("No flights available")).toHaveCount(0);
    // The date strip prices no day of a closed route.
    await expect(page.getByRole("navigation", { name: "Cheapest fare by day" })).not.toContainText("$");
    expect(await seriousViolations(page, "[data-testid=route-notices]")).toEqual([]);
    await shot(page, info, "closed-en");

    await page.getByRole("button", { name: "Myanmar citizen? Show citizen fares" }).click();
    await expect(page.locator("article").first()).toBeVisible();
    await expect(notices).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("in Myanmar, the closed route's notice is the notice's Myanmar text @phone", async ({
    page,
  }, info) => {
    await page.goto(resultsLink(trip({ from: "KYP", to: "RGN", fareType: "foreigner" }), "my"));
    const notices = noticesOn(page, "my");
    await expect(notices).toContainText("နိုင်ငံခြားသားများအတွက် ပိတ်ထားသည်");
    await expect(notices).toContainText(CLOSED_MY);
    await expect(notices).not.toContainText("Kyaukpyu");
    await resultsSettled(page);
    await expect(page.locator("article")).toHaveCount(0);
    await shot(page, info, "closed-my");
  });

  test("a citizen's results and Flight Details show the permission letter, in English and Myanmar @phone", async ({
    page,
  }, info) => {
    const errors = consoleErrors(page);
    const home = trip({ from: "KYP", to: "RGN", fareType: "citizen" });
    await page.goto(resultsLink(home));
    const notices = noticesOn(page);
    await expect(notices).toContainText("Route notice");
    await expect(notices).toContainText(LETTER_EN);
    await expect(page.locator("article").first()).toBeVisible();
    await shot(page, info, "results-notice-en");
    await page
      .getByRole("button", { name: /^Flight Details/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Flight Details" });
    await expect(dialog.getByRole("list", { name: "Notices for this trip" })).toContainText(LETTER_EN);
    await shot(page, info, "details-notice-en");
    await page.keyboard.press("Escape");

    await page.goto(resultsLink(home, "my"));
    await expect(noticesOn(page, "my")).toContainText("ခရီးစဉ် အသိပေးချက်");
    await expect(noticesOn(page, "my")).toContainText(LETTER_MY);
    await expect(page.locator("article").first()).toBeVisible();
    await shot(page, info, "results-notice-my");
    // Not the other way, nor for a foreigner's fare: a one-way notice for citizens.
    await page.goto(resultsLink({ ...home, from: "RGN", to: "KYP" }));
    await expect(page.locator("article").first()).toBeVisible();
    await expect(noticesOn(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe("route notices at the ticket step", () => {
  test("the ticket step shows the chosen trip's info notice, in English and Myanmar @phone", async ({
    signedIn: page,
  }, info) => {
    const errors = consoleErrors(page);
    await page.goto(
      resultsLink(trip({ from: "KYP", to: "RGN", departureDate: kyaukpyuDay(27), fareType: "citizen" })),
    );
    await page.locator("article").first().getByRole("button", { name: "Choose" }).click();
    await page.getByRole("link", { name: "Buy Now" }).click();
    await expect(page).toHaveURL(/\/ticket$/);
    const notices = noticesOn(page);
    await expect(notices).toContainText("Route notice");
    await expect(notices).toContainText(LETTER_EN);
    expect(await seriousViolations(page, "[data-testid=route-notices]")).toEqual([]);
    await shot(page, info, "ticket-notice-en");
    await page.goto("/my/ticket");
    await expect(noticesOn(page, "my")).toContainText(LETTER_MY);
    await shot(page, info, "ticket-notice-my");
    expect(errors).toEqual([]);
  });

  test("a foreigner fare kept from before the route closed: the step shows why, Confirm is refused", async ({
    signedIn: page,
    request,
  }) => {
    // The same flights at the foreigner fare, as a tab opened before the notice would hold them.
    const { search, offer } = await chooseOffer(request, {
      from: "RGN",
      to: "KYP",
      departureDate: kyaukpyuDay(28),
      fareType: "citizen",
    });
    const kept: FlightOffer = { ...offer, id: offer.id.replace("-citizen~", "~"), fareType: "foreigner" };
    await storeInBrowser(page, { search: { ...search, fareType: "foreigner" }, offer: kept });
    // A foreigner's Country setting: the results the step goes back to show foreigner fares.
    await page.addInitScript(() => localStorage.setItem("country", "foreigner"));
    await page.goto("/ticket");
    await expect(noticesOn(page)).toContainText("Closed to foreigners");
    await fillContactRest(page);
    await savePassenger(page, 1, { first: "Emma", last: "Clark", nationality: "GB", passport: "P1234567" });
    await page.getByRole("button", { name: "Continue" }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm Booking" });
    await confirm.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(
      page.getByText("This trip is no longer sold at your fare: see the route notice."),
    ).toBeVisible();
    // Back to the results, which show the notice instead of offers.
    await expect(page).toHaveURL(/\/flights\?/);
    await expect(noticesOn(page)).toContainText(CLOSED_EN);
    await resultsSettled(page);
    await expect(page.locator("article")).toHaveCount(0);
  });
});
