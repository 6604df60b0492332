import { expect, test } from "@playwright/test";
import { daysAhead, fillPassenger, openTicket } from "./booking-helpers.ts";
import { chooseAirport, inDays } from "./search-helpers.ts";

// A phone on a flaky connection: a widget's code that cannot be downloaded must not take its
// form down with it, nor lose what was typed.

test("the search panel keeps working when the calendar's code cannot be downloaded", async ({ page }) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  let offline = true;
  await page.route(/\/_assets\/Calendar\.[\w-]+\.js$/, (route) =>
    offline ? route.abort("internetdisconnected") : route.continue(),
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

  // The browser's own date field takes the date.
  const date = inDays(12);
  await dialog.getByLabel("Choose the departure date").fill(date);
  const shown = new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  await expect(departure).toHaveText(shown);

  // Back online, Try again brings the calendar.
  offline = false;
  await dialog.getByRole("button", { name: "Try again" }).click();
  await expect(dialog.locator(".react-datepicker__month")).toBeVisible();
  expect(pageErrors).toEqual([]);
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
