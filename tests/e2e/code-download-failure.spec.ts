import type { Page } from "@playwright/test";
import { daysAhead, fillPassenger, openTicket } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { chooseAirport, inDays, longDate } from "./search-helpers.ts";

// A phone on a flaky connection: a widget's code that cannot be downloaded must not take its
// form down with it, nor lose what was typed.

/**
 * Opens / with the calendar's code failing while `blocked()` says so, picks From and opens the
 * departure date. The page reloads once for code that did not come (LoadFailedNotice.astro):
 * the panel's draft and the open calendar come back, and the calendar's code is asked for again.
 */
async function openCalendar(page: Page, blocked: () => boolean) {
  await page.route(/\/_assets\/Calendar\.[\w-]+\.js$/, (route) =>
    blocked() ? route.abort("internetdisconnected") : route.continue(),
  );
  await page.goto("/");
  await chooseAirport(page, "From", "yang", "Yangon (RGN)");
  await page.getByRole("button", { name: /^Departure Date/ }).click();
  return page.getByRole("dialog", { name: "Choose the departure date" });
}

/** Counts the page's loads from now on. */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on("load", () => {
    loads += 1;
  });
  return () => loads;
}

test("the calendar's code that fails once: the page reloads with the form and the calendar open", async ({
  page,
}) => {
  const loads = countLoads(page);
  const dialog = await openCalendar(page, () => loads() < 2);
  await expect(dialog.locator(".react-datepicker__month")).toBeVisible({ timeout: 15_000 });
  expect(loads()).toBe(2);
  await expect(page.getByRole("combobox", { name: "From" })).toHaveValue("Yangon (RGN)");
  // As when it opens from a press: the keyboard is on a day.
  await expect(dialog.locator('.react-datepicker__day[tabindex="0"]')).toBeFocused();
  // Once: a later reload does not open the calendar by itself.
  await page.reload();
  await expect(page.getByRole("combobox", { name: "From" })).toHaveValue("Yangon (RGN)");
  await expect(dialog).toHaveCount(0);
});

test("the calendar's code that fails again after the reload: the browser's date field stands in, and Try again brings the calendar once back online", async ({
  page,
}) => {
  let offline = true;
  const dialog = await openCalendar(page, () => offline);
  // After the page's reload (the panel comes back when the browser is idle), still failing.
  await expect(dialog.getByRole("alert")).toHaveText(
    "The calendar could not load. Choose the date here, or try again.",
    { timeout: 15_000 },
  );
  await expect(page.getByRole("combobox", { name: "From" })).toHaveValue("Yangon (RGN)");
  const date = inDays(12);
  await dialog.getByLabel("Choose the departure date").fill(date);
  const departure = page.getByRole("button", { name: /^Departure Date/ });
  await expect(departure).toHaveText(longDate(date));
  offline = false;
  const reloaded = page.waitForEvent("load");
  await dialog.getByRole("button", { name: "Try again" }).click();
  await reloaded;
  await expect(dialog.locator(".react-datepicker__month")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "From" })).toHaveValue("Yangon (RGN)");
  await expect(departure).toHaveText(longDate(date));
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the calendar that could not load says so on the screen, with its date field and Try again", async ({
    page,
  }) => {
    await page.route(/\/_assets\/Calendar\.[\w-]+\.js$/, (route) => route.abort("internetdisconnected"));
    await page.goto("/");
    // The page's one reload for code that did not come has just been made.
    await page.evaluate(() => sessionStorage.setItem("reloadedForCode", String(Date.now())));
    // The field as a phone first shows it, near the screen's bottom edge.
    await page.getByRole("button", { name: /^Departure Date/ }).click();
    const dialog = page.getByRole("dialog", { name: "Choose the departure date" });
    await expect(dialog.getByRole("alert")).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByLabel("Choose the departure date")).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole("button", { name: "Try again" })).toBeInViewport({ ratio: 1 });
  });
});

test("a passenger's form keeps working when the expiry calendar's code cannot be downloaded", async ({
  signedIn: page,
  request,
}) => {
  await page.route(/\/_assets\/PassportExpiryPicker\.[\w-]+\.js$/, (route) =>
    route.abort("internetdisconnected"),
  );
  // The page's one reload for code that did not come has just been made: the failure stays.
  await page.addInitScript(() => sessionStorage.setItem("reloadedForCode", String(Date.now())));
  await openTicket(page, request, { from: "RGN", to: "BKK", departureDate: daysAhead(40), travelType: 2 });
  await page.locator("#passenger-button-1").click();
  const dialog = page.getByRole("dialog");
  await fillPassenger(dialog, 1, { first: "Aye", last: "Chan", passport: "MA123456", country: "MM" });
  const expiry = dialog.locator("#p1-passportExpiry");
  await expect(expiry).toHaveAttribute("type", "date");
  await expiry.fill("2031-03-01");
  await dialog.locator("button[type=submit][form=passenger-1]").click();
  await expect(dialog).toBeHidden();
  await expect(page.locator("#passenger-button-1")).toContainText("Chan");
  await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
});
