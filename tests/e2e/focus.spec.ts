import { appScreenShown } from "./app-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { bangkokTrip, storeSearch } from "./search-helpers.ts";

/** The focused element's tag and text, as a screen reader would land on it. */
const focused = (page: import("@playwright/test").Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active ? `${active.tagName.toLowerCase()}: ${(active.textContent ?? "").trim()}` : "";
  });

// Keyboard and screen-reader users keep their place: a new screen puts the focus on its heading,
// and a button that does its work in place keeps the focus.
test.describe("focus", () => {
  test("a link to another screen puts the focus on the new screen's heading", async ({ signedIn: page }) => {
    await page.goto("/profile");
    await appScreenShown(page);
    await page.getByRole("main").getByRole("link", { name: "My Wallet" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/wallet$/);
    await expect.poll(() => focused(page)).toBe("h1: My Wallet");
    // Back too.
    await page.goBack();
    await expect(page).toHaveURL(/\/profile$/);
    await expect.poll(() => focused(page)).toBe("h1: Your Account");
  });

  test("on /flights a sort, Reset and a day of the date strip keep the focus where it was", async ({
    page,
  }) => {
    await storeSearch(page, bangkokTrip());
    await page.goto("/flights");
    await appScreenShown(page);
    await expect(page.locator("article").first()).toBeVisible();

    const bySort = page.locator("input[name=sort][value=airlines]");
    await bySort.focus();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/sort=airlines/);
    await expect(bySort).toBeFocused();

    await page
      .getByRole("checkbox", { name: /Non Stop|1 Stop/ })
      .first()
      .check();
    const reset = page.getByRole("button", { name: "Reset" });
    await reset.focus();
    await page.keyboard.press("Enter");
    await expect(reset).toHaveAttribute("aria-disabled", "true");
    await expect(reset).toBeFocused();

    const strip = page.getByRole("navigation", { name: "Cheapest fare by day" });
    const day = strip.locator("li button:not([disabled]):not([aria-current])").first();
    const dayText = (await day.locator("span").first().textContent()) ?? "";
    await day.focus();
    await page.keyboard.press("Enter");
    const chosen = strip.locator("button[aria-current=date]");
    await expect(chosen).toContainText(dayText);
    await expect(chosen).toBeFocused();
  });

  test("Top up keeps the focus once the wallet is credited", async ({ signedIn: page }) => {
    await page.goto("/wallet/kpay");
    await appScreenShown(page);
    await page.getByLabel(/^Amount/).fill("5");
    const topUp = page.getByRole("button", { name: "Top up" });
    await topUp.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("wallet-balance")).toHaveText("$5.00 USD");
    await expect(topUp).toBeFocused();
  });

  test("the header's language switch is a link to the same page in the other language, reached by keyboard", async ({
    page,
  }) => {
    await storeSearch(page, bangkokTrip());
    await page.goto("/flights");
    await appScreenShown(page);
    const summary = page.locator("header details:has(a[data-language]) > summary:visible");
    await summary.focus();
    await page.keyboard.press("Enter");
    await page.locator("header a[data-language=my]:visible").focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/my\/flights\?travelType=2&from=RGN&to=Bangkok&/);
    await expect(page.locator("html")).toHaveAttribute("lang", "my");
  });
});
