import { storeInBrowser } from "./account-helpers.ts";
import { expect, TEST_PASSWORD, test } from "./fixtures.ts";

test("an expired session signs out with a message and leads to sign in", async ({ page, customer }) => {
  await page.clock.install();
  // The token runs out 30 seconds after the page opens; the minute's check signs out.
  const expiresAt = new Date(Date.now() + 30_000).toISOString();
  await storeInBrowser(page, { session: { ...customer, expiresAt } });
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Your Account" })).toBeVisible();
  await page.clock.fastForward(61_000);
  await expect(page.getByText("Your session has expired. Please sign in again.")).toBeVisible();
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

  // Signing in again takes the notice away: it does not stand beside "Login successful". The
  // clock stops here, so only the sign-in can end the notice, not its own 4 seconds.
  // Half a second ahead: the page's clock keeps running while the call travels (on a loaded machine
  // +10 ms was already the past).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  await page.getByLabel("Email").fill(customer.user.email);
  await page.getByLabel(/^Password/).fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText("Login successful")).toBeVisible();
  const notice = page.getByRole("status").filter({ hasText: "Your session has expired" });
  await expect.poll(() => notice.evaluate((n) => getComputedStyle(n.parentElement ?? n).opacity)).toBe("0");
});

test("another tab signing out signs this one out", async ({ signedIn: page, context }) => {
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Your Account" })).toBeVisible();
  const other = await context.newPage();
  await other.goto("/about/");
  await other.evaluate(() => {
    localStorage.removeItem("token");
    localStorage.removeItem("token_expires_at");
    localStorage.removeItem("user");
  });
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
});

test("a stored token whose user is missing opens a protected page once the user is fetched (spec section 4), not /login", async ({
  signedIn: page,
  customer,
}) => {
  await page.goto("/about/");
  await page.evaluate(() => localStorage.removeItem("user"));
  for (const path of ["/ticket", "/bookinghistory"]) {
    await page.goto(path);
    if (path === "/ticket") {
      // No flight chosen: the ticket step sends the signed-in visitor home, not to sign in.
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator("#search-panel")).toBeVisible();
      await page.evaluate(() => localStorage.removeItem("user"));
      continue;
    }
    await expect(page.getByRole("heading", { level: 1, name: "Booking History" })).toBeVisible();
    await expect(page).toHaveURL(/\/bookinghistory$/);
    // The heading is drawn with the page; the user comes from the API after it.
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "null")?.id))
      .toBe(customer.user.id);
    await expect(page).toHaveURL(/\/bookinghistory$/);
    await page.evaluate(() => localStorage.removeItem("user"));
  }
});
