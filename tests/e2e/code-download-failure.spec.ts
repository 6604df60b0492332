import { expect, type Page, test } from "@playwright/test";
import { daysAhead, fillPassenger, openTicket } from "./booking-helpers.ts";
import { chooseAirport, inDays, longDate } from "./search-helpers.ts";

// A phone on a flaky connection: a widget's code that cannot be downloaded must not take its
// form down with it, nor lose what was typed.

/**
 * Opens / with the calendar's code failing while `blocked()` says so, picks From, opens the
 * departure date and takes a date in the browser's own date field that stands in for the
 * calendar. Returns the date taken.
 */
async function calendarThatFailed(page: Page, blocked: () => boolean): Promise<string> {
  await page.route(/\/_assets\/Calendar\.[\w-]+\.js$/, (route) =>
    blocked() ? route.abort("internetdisconnected") : route.continue(),
  );
  await page.goto("/");
  await chooseAirport(page, "From", "yang", "Yangon (RGN)");
  const departure = page.getByRole("button", { name: /^Departure Date/ });
  await departure.click();
  const dialog = page.getByRole("dialog", { name: "Choose the departure date" });
  await expect(dialog.getByRole("alert")).toHaveText(
    "The calendar could not load. Choose the date here, or try again.",
  );
  await expect(page.getByRole("combobox", { name: "From" })).toHaveValue("Yangon (RGN)");
  const date = inDays(12);
  await dialog.getByLabel("Choose the departure date").fill(date);
  await expect(departure).toHaveText(longDate(date));
  return date;
}

test("the search panel keeps working when the calendar's code cannot be downloaded; back online, Try again brings the calendar", async ({
  page,
}) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  let offline = true;
  const date = await calendarThatFailed(page, () => offline);

  // Back online, Try again brings the calendar: in place where the browser fetches a failed
  // module again (Chromium 156), else by reloading the page, which keeps the form and opens the
  // calendar again (Chromium 150, Safari, Firefox).
  offline = false;
  const dialog = page.getByRole("dialog", { name: "Choose the departure date" });
  await dialog.getByRole("button", { name: "Try again" }).click();
  await expect(dialog.locator(".react-datepicker__month")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "From" })).toHaveValue("Yangon (RGN)");
  await expect(page.getByRole("button", { name: /^Departure Date/ })).toHaveText(longDate(date));
  expect(pageErrors).toEqual([]);
});

test("Try again reloads the page when asking again fails while the site answers, keeping the form and opening the calendar", async ({
  page,
}) => {
  // The calendar's code fails until the page has loaded a second time: what a browser that keeps
  // a failed module for the page's life does even once the connection is back.
  let loads = 0;
  page.on("load", () => {
    loads += 1;
  });
  const date = await calendarThatFailed(page, () => loads < 2);
  const dialog = page.getByRole("dialog", { name: "Choose the departure date" });
  const reloaded = page.waitForEvent("load");
  await dialog.getByRole("button", { name: "Try again" }).click();
  await reloaded;
  await expect(dialog.locator(".react-datepicker__month")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "From" })).toHaveValue("Yangon (RGN)");
  await expect(page.getByRole("button", { name: /^Departure Date/ })).toHaveText(longDate(date));
  // As when it opens from a press: the keyboard is on the chosen day.
  await expect(dialog.locator('.react-datepicker__day[tabindex="0"]')).toBeFocused();
  await expect(dialog.locator('.react-datepicker__day[tabindex="0"]')).toHaveAttribute(
    "aria-selected",
    "true",
  );
  // Once: a later reload does not open the calendar by itself.
  await page.reload();
  await expect(page.getByRole("combobox", { name: "From" })).toHaveValue("Yangon (RGN)");
  await expect(dialog).toHaveCount(0);
});

test("Try again while the site does not answer either keeps the page and what was typed", async ({
  page,
}) => {
  const date = await calendarThatFailed(page, () => true);
  // The connection is still down: the page's own address does not answer.
  await page.route(
    (url) => url.pathname === "/",
    (route) => (route.request().method() === "HEAD" ? route.abort("internetdisconnected") : route.continue()),
  );
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  const dialog = page.getByRole("dialog", { name: "Choose the departure date" });
  for (let press = 0; press < 2; press += 1) {
    await dialog.getByRole("button", { name: "Try again" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "The calendar could not load. Choose the date here, or try again.",
    );
  }
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expect(page.getByRole("button", { name: /^Departure Date/ })).toHaveText(longDate(date));
  await expect(dialog.getByLabel("Choose the departure date")).toHaveValue(date);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the calendar that could not load says so on the screen, with its date field and Try again", async ({
    page,
  }) => {
    await page.route(/\/_assets\/Calendar\.[\w-]+\.js$/, (route) => route.abort("internetdisconnected"));
    await page.goto("/");
    // The field as a phone first shows it, near the screen's bottom edge.
    await page.getByRole("button", { name: /^Departure Date/ }).click();
    const dialog = page.getByRole("dialog", { name: "Choose the departure date" });
    await expect(dialog.getByRole("alert")).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByLabel("Choose the departure date")).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole("button", { name: "Try again" })).toBeInViewport({ ratio: 1 });
  });
});

test("a passenger's form keeps working when the expiry calendar's code cannot be downloaded", async ({
  page,
  request,
}) => {
  await page.route(/\/_assets\/PassportExpiryPicker\.[\w-]+\.js$/, (route) =>
    route.abort("internetdisconnected"),
  );
  await openTicket(page, request, { from: "RGN", to: "BKK", departureDate: daysAhead(40), travelType: 2 });
  await page.locator("#passenger-button-1").click();
  const dialog = page.getByRole("dialog");
  await fillPassenger(dialog, 1, { first: "Aye", last: "Chan", passport: "MA123456", country: "Myanmar" });
  const expiry = dialog.locator("#p1-passportExpiry");
  await expect(expiry).toHaveAttribute("type", "date");
  await expiry.fill("2031-03-01");
  await dialog.locator("button[type=submit][form=passenger-1]").click();
  await expect(dialog).toBeHidden();
  await expect(page.locator("#passenger-button-1")).toContainText("Chan");
  await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
});
