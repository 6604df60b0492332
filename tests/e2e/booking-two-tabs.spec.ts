import type { APIRequestContext, Page } from "@playwright/test";
import { appScreenShown } from "./app-helpers.ts";
import { chooseOffer, daysAhead, openTicket } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";

const CHANGED = "The flight was changed in another tab. Check it before you confirm.";

/** Another tab of the same browser chooses a flight as Choose does: the one stored draft changes. */
async function chooseInAnotherTab(page: Page, request: APIRequestContext) {
  const { offer } = await chooseOffer(request, { from: "RGN", to: "NYU", departureDate: daysAhead(63) });
  const other = await page.context().newPage();
  await other.goto("/about/");
  await other.evaluate((chosen) => localStorage.setItem("selectedFlight", JSON.stringify(chosen)), offer);
  await other.close();
}

test.describe("a flight chosen in another tab", () => {
  test("is announced on /ticket before the traveller confirms it", async ({ signedIn: page, request }) => {
    await openTicket(page, request, { from: "RGN", to: "MDL", departureDate: daysAhead(61) });
    await appScreenShown(page);
    await expect(page.locator("#passenger-button-1")).toBeVisible();
    // Nothing changed yet: no notice.
    await expect(page.getByText(CHANGED)).toHaveCount(0);
    await chooseInAnotherTab(page, request);
    await expect(page.getByText(CHANGED)).toBeVisible();
    await expect(page.getByText("Bagan").first()).toBeVisible();
  });
});
