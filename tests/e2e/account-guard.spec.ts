import { expect, TEST_PASSWORD, test } from "./fixtures.ts";

test("a protected page sends a signed-out visitor to sign in, and back after", async ({ page, customer }) => {
  const { user } = customer;
  await page.goto("/about/");
  await page.goto("/bookinghistory");
  await expect(page).toHaveURL(/\/login\?next=%2Fbookinghistory$/);
  // A visitor without an account keeps the way back through sign-up too.
  await expect(page.getByRole("link", { name: "Sign up" })).toHaveAttribute(
    "href",
    "/signup?next=%2Fbookinghistory",
  );
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel(/^Password/).fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/bookinghistory$/);
  await expect(page.getByText("No booking history found")).toBeVisible();
  await expect(page.getByRole("link", { name: "Booking History" })).toHaveAttribute("aria-current", "page");
  // The guard replaced /bookinghistory with /login: Back leaves for the page before.
  await page.goBack();
  await expect(page).toHaveURL(/\/about\/$/);
});

test("each protected account page needs a session", async ({ page }) => {
  for (const path of ["/profile", "/booking-detail/FB123"]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
  }
});

test("a booking's page without a booking id is the 404 page alone, not the account frame still loading", async ({
  signedIn: page,
}) => {
  for (const path of ["/booking-detail/", "/booking-detail"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.locator(".animate-spin")).toHaveCount(0);
  }
});
