import { expect, type Page, test } from "@playwright/test";
import { OUTBOUNDS_PATH } from "../../src/api/round-trip-call.ts";
import { resultsEn } from "../../src/i18n/en/results.ts";
import { roundTripEn } from "../../src/i18n/en/round-trip.ts";
import { holdAppCode } from "./app-helpers.ts";
import { inDays } from "./search-helpers.ts";

// The built /flights page cannot know the trip its address asks for; the page's head marks it
// (results-mark.ts) and the screen, as built, keeps the places the trip takes and drops those it
// has none of. What a traveller sees first is where it stays once the app has come.

const roundTrip = `travelType=1&from=RGN&to=MDL&departureDate=${inDays(9)}&returnDate=${inDays(13)}&adults=1&children=0&infants=0&travelClass=Y&fareType=citizen`;
const multiCity = `travelType=1&legs=RGN-NYU-${inDays(9)}_NYU-MDL-${inDays(11)}&adults=1&children=0&infants=0&travelClass=Y&fareType=citizen`;

const stepHeading = (page: Page, name: string) => page.getByRole("heading", { name, exact: true });
const outboundSummary = (page: Page) =>
  page.getByRole("region", { name: roundTripEn["legs.chosenOutbound"] });
/** The citizen fare's line (the address's fare type). */
const fareLine = (page: Page) => page.getByText(resultsEn["results.fare.citizen"]);
const dateStrip = (page: Page) => page.getByRole("navigation", { name: resultsEn["results.dateStrip"] });
/** Opens `query`'s results with the app's code held; returns the release and where `mark` stood. */
async function asBuilt(page: Page, query: string, mark: () => ReturnType<Page["locator"]>) {
  const release = await holdAppCode(page);
  await page.goto(`/flights?${query}`, { waitUntil: "domcontentloaded" });
  const before = await mark().boundingBox();
  return { release, before };
}

test.describe("the results as built keep the places of the trip the address asks for", () => {
  test("a round trip's outbound step: its heading from the first paint, where it stays", async ({ page }) => {
    const heading = () => stepHeading(page, roundTripEn["legs.outboundHeading"]);
    const { release, before } = await asBuilt(page, roundTrip, heading);
    await expect(heading()).toBeVisible();
    await expect(stepHeading(page, roundTripEn["legs.returnHeading"])).toBeHidden();
    await expect(dateStrip(page)).toBeVisible();
    release();
    await expect(page.locator("article").first()).toBeVisible();
    expect(await heading().boundingBox()).toEqual(before);
  });

  test("the return step: the outbound's summary and the return's heading, where they stay", async ({
    page,
    request,
  }) => {
    // The outbounds call takes the results' query as it is (it has no limit).
    const answer = await request.get(`${OUTBOUNDS_PATH}?${roundTrip}`);
    const outbound = ((await answer.json()) as { data: { outboundId: string }[] }).data[0]?.outboundId;
    expect(outbound).toBeTruthy();
    const heading = () => stepHeading(page, roundTripEn["legs.returnHeading"]);
    const { release, before } = await asBuilt(
      page,
      `${roundTrip}&outbound=${encodeURIComponent(String(outbound))}`,
      heading,
    );
    await expect(heading()).toBeVisible();
    await expect(outboundSummary(page)).toBeVisible();
    await expect(stepHeading(page, roundTripEn["legs.outboundHeading"])).toBeHidden();
    release();
    await expect(outboundSummary(page)).toContainText(roundTripEn["legs.tripFrom"]);
    await expect(page.locator("article").first()).toBeVisible();
    expect(await heading().boundingBox()).toEqual(before);
  });

  test("a multi-city trip: no date strip from the first paint, and the list stays where it began", async ({
    page,
  }) => {
    const { release, before } = await asBuilt(page, multiCity, () => fareLine(page));
    await expect(dateStrip(page)).toBeHidden();
    await expect(fareLine(page)).toBeVisible();
    await expect(page.getByText(resultsEn["results.fare.foreigner"])).toBeHidden();
    release();
    await expect(page.locator("article").first()).toBeVisible();
    await expect(dateStrip(page)).toHaveCount(0);
    expect(await fareLine(page).boundingBox()).toEqual(before);
  });
});
