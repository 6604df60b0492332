import { expect, test } from "@playwright/test";
import { chooseOffer, daysAhead, openTicket } from "./booking-helpers.ts";

test("a flight chosen in another tab is announced on /ticket before the traveller confirms it", async ({
  page,
  context,
  request,
}) => {
  await openTicket(page, request, { from: "RGN", to: "MDL", departureDate: daysAhead(61) });
  await expect(page.locator("#passenger-button-1")).toBeVisible();
  const { offer } = await chooseOffer(request, { from: "RGN", to: "NYU", departureDate: daysAhead(63) });
  // The other tab chooses a flight as Choose does: the one stored booking draft changes.
  const other = await context.newPage();
  await other.goto("/about/");
  await other.evaluate((chosen) => localStorage.setItem("selectedFlight", JSON.stringify(chosen)), offer);
  await expect(
    page.getByText("The flight was changed in another tab. Check it before you confirm."),
  ).toBeVisible();
  await expect(page.getByText("Bagan").first()).toBeVisible();
});
