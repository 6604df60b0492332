import { expect, type Page } from "@playwright/test";
import { roundTripEn } from "../../src/i18n/en/round-trip.ts";
import { resultsMy } from "../../src/i18n/my/results.ts";
import { roundTripMy } from "../../src/i18n/my/round-trip.ts";
import { test } from "./fixtures.ts";
import { bangkokTrip, listedTimes, storeSearch } from "./search-helpers.ts";

/** The n-th card's leg as it reads: its label line (date and flights) and its departure time. */
async function cardLeg(page: Page, n: number) {
  const card = page.locator("article").nth(n);
  return {
    card,
    flights: (await card.locator("p.uppercase").first().textContent()) ?? "",
    time: (await card.locator(".tabular-nums").first().textContent()) ?? "",
    price: (await card.getByTestId("price").textContent()) ?? "",
  };
}

const heading = (page: Page) => page.getByTestId("leg-heading");
/** Sorts the list by clicking the option's label, as a traveller does. */
const sortBy = (page: Page, name: string) =>
  page
    .locator("label")
    .filter({ has: page.getByRole("radio", { name, exact: true }) })
    .click();

/**
 * With JOURNEY_SHOTS=<folder>, pictures to look at: the screen's top, then from the step's
 * heading on (`<folder>/<prefix>-<project>-<name>-top|list.png`); without it, nothing.
 */
function shots(prefix: string, project: string) {
  return async (page: Page, name: string) => {
    const folder = process.env.JOURNEY_SHOTS;
    if (!folder) return;
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${folder}/${prefix}-${project}-${name}-top.png` });
    await heading(page).evaluate((h) =>
      window.scrollTo(0, h.getBoundingClientRect().top + window.scrollY - 80),
    );
    await page.screenshot({ path: `${folder}/${prefix}-${project}-${name}-list.png` });
  };
}

test.describe("a round trip chosen leg by leg @phone", () => {
  test("outbound sorted and filtered, its summary, Back, reload, Change, a return, the ticket step", async ({
    signedIn: page,
  }, info) => {
    const shot = shots("round-trip", info.project.name);
    await storeSearch(page, bangkokTrip());
    await page.goto("/flights");
    await expect(heading(page)).toHaveText(roundTripEn["legs.outboundHeading"]);
    await expect(page.locator("article").first()).toContainText(roundTripEn["legs.tripFrom"]);
    // One card per outbound: no two cards show the same flights.
    const legs = await page.locator("article p.uppercase").allTextContents();
    expect(legs.length).toBeGreaterThan(3);
    expect(new Set(legs).size).toBe(legs.length);
    // Every card shows one leg, the outbound.
    await expect(
      page
        .locator("article")
        .first()
        .getByText(/^Return/),
    ).toHaveCount(0);

    await sortBy(page, "Time");
    const show = page.getByRole("button", { name: "Show Filters" });
    if (await show.isVisible()) await show.click();
    await page.getByRole("checkbox", { name: /^Non Stop/ }).check();
    if (info.project.name === "phone") await page.getByRole("button", { name: "Hide Filters" }).click();
    await expect(page).toHaveURL(/sort=time/);
    await expect(page).toHaveURL(/stops=0/);
    const times = await listedTimes(page);
    expect([...times].sort()).toEqual(times);
    await shot(page, "1-outbounds");

    const second = await cardLeg(page, 1);
    await second.card.getByRole("button", { name: /^Choose/ }).click();
    await expect(page).toHaveURL(/[?&]outbound=/);
    await expect(heading(page)).toHaveText(roundTripEn["legs.returnHeading"]);
    const summary = page.getByTestId("chosen-outbound");
    await expect(summary).toContainText(roundTripEn["legs.chosenOutbound"]);
    await expect(summary).toContainText(second.flights.replace(/^Departure · /, ""));
    await expect(summary).toContainText(second.time);
    // The returns: each card the return leg with the trip's total; the cheapest is the trip the outbound showed.
    const first = page.locator("article").first();
    await expect(first).toContainText(roundTripEn["legs.tripTotal"]);
    await expect(first.locator("p.uppercase")).toHaveText(/^Return/);
    await expect(first.getByTestId("price")).toHaveText(second.price);
    await expect(summary).toContainText(second.price);
    await shot(page, "2-returns");

    // Back: the outbounds, sorted and filtered as left; Forward and a reload keep the outbound.
    await page.goBack();
    await expect(heading(page)).toHaveText(roundTripEn["legs.outboundHeading"]);
    await expect(page.getByRole("radio", { name: "Time" })).toBeChecked();
    await expect(page).toHaveURL(/stops=0/);
    await page.goForward();
    await expect(heading(page)).toHaveText(roundTripEn["legs.returnHeading"]);
    await page.reload();
    await expect(heading(page)).toHaveText(roundTripEn["legs.returnHeading"]);
    await expect(page.getByTestId("chosen-outbound")).toContainText(second.time);

    // The returns sort too, and their sort goes into the address beside the outbound.
    await sortBy(page, "Time");
    await expect(page).toHaveURL(/outbound=.*sort=time|sort=time.*outbound=/);
    const returnTimes = await listedTimes(page);
    expect([...returnTimes].sort()).toEqual(returnTimes);

    // Change: the outbound list again.
    await page.getByRole("button", { name: roundTripEn["legs.changeLabel"] }).click();
    await expect(heading(page)).toHaveText(roundTripEn["legs.outboundHeading"]);
    await expect(page).not.toHaveURL(/outbound=/);

    // An outbound from its Flight Details: the outbound alone, the trip's price as such, the fare
    // families left for the whole trip on the return step.
    const outbound = await cardLeg(page, 0);
    await outbound.card.getByRole("button", { name: /^Flight Details/ }).click();
    const dialog = page.getByRole("dialog", { name: "Flight Details" });
    await expect(dialog.getByRole("region", { name: "Departure" })).toBeVisible();
    await expect(dialog.getByRole("region", { name: "Return" })).toHaveCount(0);
    await expect(dialog).toContainText(roundTripEn["legs.familiesLater"]);
    await expect(dialog.getByRole("region", { name: "Fares on sale for this flight" })).toHaveCount(0);
    await shot(page, "3-outbound-details");
    await dialog.getByRole("button", { name: roundTripEn["legs.chooseOutbound"] }).click();
    await expect(heading(page)).toHaveText(roundTripEn["legs.returnHeading"]);
    await expect(page.getByTestId("chosen-outbound")).toContainText(outbound.time);
    const back = await cardLeg(page, 2);
    await back.card.getByRole("button", { name: /^Flight Details/ }).click();
    await expect(dialog.getByRole("region", { name: "Return" })).toBeVisible();
    await expect(dialog.getByRole("region", { name: "Fares on sale for this flight" })).toBeVisible();
    await page.keyboard.press("Escape");
    await back.card.getByRole("button", { name: /^Choose/ }).click();
    await expect(page).toHaveURL(/\/flights\/choose$/);
    await expect(page.getByRole("region", { name: "Departure" })).toContainText(outbound.time);
    await expect(page.getByRole("region", { name: "Return" })).toContainText(back.time);
    await expect(page.getByText(back.price)).toBeVisible();
    await page.getByRole("link", { name: "Buy Now" }).click();
    await expect(page).toHaveURL(/\/ticket$/);
    await expect(page.getByRole("region", { name: "Departure" })).toContainText(outbound.time);
    await expect(page.getByRole("region", { name: "Return" })).toContainText(back.time);
    await expect(page.getByText("Round Trip", { exact: true })).toBeVisible();
  });

  test("in Myanmar: both steps, Change and Choose", async ({ page }, info) => {
    const shot = shots("round-trip-my", info.project.name);
    await storeSearch(page, bangkokTrip(), "my");
    await page.goto("/my/flights");
    await expect(heading(page)).toHaveText(roundTripMy["legs.outboundHeading"] ?? "");
    await expect(page.locator("article").first()).toContainText(roundTripMy["legs.tripFrom"] ?? "");
    await shot(page, "1-outbounds");
    const outbound = await cardLeg(page, 0);
    await outbound.card.getByRole("button", { name: new RegExp(`^${resultsMy["results.choose"]}`) }).click();
    await expect(page).toHaveURL(/\/my\/flights\?.*outbound=/);
    await expect(heading(page)).toHaveText(roundTripMy["legs.returnHeading"] ?? "");
    await expect(page.getByTestId("chosen-outbound")).toContainText(roundTripMy["legs.chosenOutbound"] ?? "");
    await expect(page.locator("article").first()).toContainText(roundTripMy["legs.tripTotal"] ?? "");
    await shot(page, "2-returns");
    await page.getByRole("button", { name: roundTripMy["legs.changeLabel"] }).click();
    await expect(heading(page)).toHaveText(roundTripMy["legs.outboundHeading"] ?? "");
    await page
      .locator("article")
      .first()
      .getByRole("button", { name: new RegExp(`^${resultsMy["results.choose"]}`) })
      .click();
    await page
      .locator("article")
      .first()
      .getByRole("button", { name: new RegExp(`^${resultsMy["results.choose"]}`) })
      .click();
    await expect(page).toHaveURL(/\/my\/flights\/choose$/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("selectedFlight") ?? "{}"));
    expect(stored.itineraries).toHaveLength(2);
  });
});

test.describe("a round trip's return step and the Country setting", () => {
  test("switching Country keeps the chosen outbound and prices the returns again", async ({ page }) => {
    await storeSearch(page, { ...bangkokTrip(), travelType: 1, to: "MDL" });
    await page.goto("/flights");
    await expect(heading(page)).toHaveText(roundTripEn["legs.outboundHeading"]);
    const outbound = await cardLeg(page, 0);
    await outbound.card.getByRole("button", { name: /^Choose/ }).click();
    // The chosen outbound reads in the address as the offer id it is.
    await expect(page).toHaveURL(/fareType=citizen.*outbound=Y-citizen~\w+@\d{4}-\d\d-\d\d/);
    const citizen = await cardLeg(page, 0);
    await page.getByRole("combobox", { name: "Country" }).selectOption("foreigner");
    await expect(page).toHaveURL(/fareType=foreigner/);
    await expect(heading(page)).toHaveText(roundTripEn["legs.returnHeading"]);
    await expect(page.getByTestId("chosen-outbound")).toContainText(outbound.time);
    const first = page.locator("article").first();
    await expect(first.getByTestId("price")).not.toHaveText(citizen.price);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });
});
