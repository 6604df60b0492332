import { expect, type Page, test } from "@playwright/test";
import { appScreenShown, holdAppCode } from "./app-helpers.ts";
import { chooseOffer, daysAhead, openTicket } from "./booking-helpers.ts";

const CHANGED = "The flight was changed in another tab. Check it before you confirm.";

/** Another tab of the same browser chooses a flight as Choose does: the one stored draft changes. */
async function chooseInAnotherTab(page: Page, request: Parameters<typeof chooseOffer>[0]) {
  const { offer } = await chooseOffer(request, { from: "RGN", to: "NYU", departureDate: daysAhead(63) });
  const other = await page.context().newPage();
  await other.goto("/about/");
  await other.evaluate((chosen) => localStorage.setItem("selectedFlight", JSON.stringify(chosen)), offer);
  await other.close();
}

test.describe("a flight chosen in another tab", () => {
  test("is announced on /ticket before the traveller confirms it", async ({ page, request }) => {
    await openTicket(page, request, { from: "RGN", to: "MDL", departureDate: daysAhead(61) });
    await appScreenShown(page);
    await expect(page.locator("#passenger-button-1")).toBeVisible();
    // Nothing changed yet: no notice.
    await expect(page.getByText(CHANGED)).toHaveCount(0);
    await chooseInAnotherTab(page, request);
    await expect(page.getByText(CHANGED)).toBeVisible();
    await expect(page.getByText("Bagan").first()).toBeVisible();
  });

  test("is announced when it was chosen while the page showed its own copy, before the app came", async ({
    page,
    request,
  }) => {
    await openTicket(page, request, { from: "RGN", to: "MDL", departureDate: daysAhead(61) });
    await appScreenShown(page);
    const release = await holdAppCode(page);
    await page.reload({ waitUntil: "domcontentloaded" });
    await expect(page.locator("#early-screen #passenger-button-1")).toBeVisible();
    await expect(page.locator("#early-screen")).toContainText("RGN to MDL");
    await chooseInAnotherTab(page, request);
    release();
    await appScreenShown(page);
    await expect(page.getByText(CHANGED)).toBeVisible();
    await expect(page.getByText("Bagan").first()).toBeVisible();
  });
});
