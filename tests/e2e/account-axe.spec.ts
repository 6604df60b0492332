import { storeInBrowser } from "./account-helpers.ts";
import { seriousViolations } from "./axe-helpers.ts";
import { expect, test } from "./fixtures.ts";

// /wallet/kpay is /wallet with another method chosen, and /flights/change without a booking is
// the same page minus the flights: left out to keep the run short (axe takes 2-5 s a page here).
test("every account screen has no serious or critical axe violation", async ({
  page,
  customer,
  paidBooking: { id },
}) => {
  test.setTimeout(90_000);
  for (const path of ["/login", "/signup", "/signupagent", "/forgetpassword"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await seriousViolations(page, "main"), path).toEqual([]);
  }
  // Signed in from the next page on.
  await storeInBrowser(page, { session: customer });
  for (const path of [
    "/profile",
    "/wallet",
    "/wallet/creditcard",
    "/bookinghistory",
    `/booking-detail/${id}`,
    `/flights/change?booking=${id}`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("main [role=status] .animate-spin")).toHaveCount(0);
    expect(await seriousViolations(page, "main"), path).toEqual([]);
  }
});
