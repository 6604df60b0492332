import { appScreenShown } from "./app-helpers.ts";
import { daysAhead, openTicket } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";

test("/ticket says how the infant on lap the search counted is added, in both languages", async ({
  signedIn: page,
  request,
}) => {
  await openTicket(page, request, { from: "RGN", to: "MDL", departureDate: daysAhead(62), infants: 1 });
  await appScreenShown(page);
  await expect(page.getByText(/^Infants on lap \(1\) cannot be booked online yet\. Call \+95/)).toBeVisible();
  // One adult, no child: the infant is not made a passenger to fill in.
  await expect(page.locator("[id^=passenger-button-]")).toHaveCount(1);
  await page.evaluate(() => localStorage.setItem("language", "my"));
  await page.reload();
  await expect(page.getByText(/မွေးကင်းစ \(၁\) ဦးကို အွန်လိုင်းတွင် မဘွတ်ကင်နိုင်သေးပါ/)).toBeVisible();
});
