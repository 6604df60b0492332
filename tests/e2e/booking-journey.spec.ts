import { DEMO } from "./account-helpers.ts";
import { daysAhead, fillContactRest, openTicket, savePassenger } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";

test.describe("booking journey @phone", () => {
  // The demo customer's wallet pays without a top-up.
  test.use({ customerLogin: DEMO });

  test("from a chosen offer to the confirmed page, nothing lost on reload at each step", async ({
    signedIn: page,
    customer,
    request,
  }, info) => {
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    page.on("pageerror", (e) => errors.push(e.message));
    const day = info.project.name === "phone" ? 31 : 30;
    const { offer } = await openTicket(page, request, {
      from: "RGN",
      to: "MDL",
      departureDate: daysAhead(day),
      adults: 1,
      children: 1,
    });

    // Step 1: the progress indicator, the offer's real cities, contact prefilled from the customer.
    await expect(page.getByRole("navigation", { name: "Booking progress" })).toContainText("Booking");
    await expect(page.getByText("Yangon to Mandalay")).toBeVisible();
    await expect(page.locator("#contact-email")).toHaveValue(customer.user.email);
    await fillContactRest(page);
    await savePassenger(page, 1, { first: "Aung", last: "Kyaw", gender: "MALE", nrc: true });
    await savePassenger(page, 2, { first: "Su", last: "Hlaing", gender: "FEMALE", birth: "2018-05-01" });
    await expect(page.locator("#passenger-button-2")).toContainText("Su Hlaing (saved)");

    await page.reload();
    await expect(page.locator("#contact-city")).toHaveValue("Yangon");
    await expect(page.locator("#passenger-button-1")).toContainText("Aung Kyaw");

    await page.getByRole("button", { name: "Continue" }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm Booking" });
    await expect(confirm).toContainText("Aung Kyaw");
    await expect(confirm).toContainText("Su Hlaing");
    await confirm.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(page.getByText("Flight Booking Order Successful!")).toBeVisible();

    // Step 2: the booking is held and waits for payment until the hold's time; the wallet covers it.
    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByRole("main")).toContainText(
      /Booking FB\w+ waits for payment until \d{2}:\d{2} on \d{1,2} \w{3} \d{4} \(Myanmar time\)\./,
    );
    await expect(page.locator("dl > div").filter({ hasText: "Amount due" })).toContainText(
      `$${offer.price.grandTotal} USD`,
    );
    await expect(page.getByText("To top up by card (below)")).toHaveCount(0);
    // The booking is stored; a reload keeps it; the seat hold counts down.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Choose Payment" })).toBeVisible();
    await expect(page.getByText("You cannot cancel the flight and refund money")).toBeVisible();
    await expect(page.getByRole("timer")).toContainText(/Seats held for (29|30):/);
    const details = page.getByRole("region", { name: "Booking details" });
    await expect(details).toContainText("One Way");
    await expect(details).toContainText(offer.itineraries[0]?.segments[0]?.carrierCode ?? "");
    // Back to the ticket step: the booking waits for payment there, not a trip home.
    await page.goBack();
    await expect(page).toHaveURL(/\/ticket$/);
    await expect(page.getByRole("heading", { name: "Your booking is waiting for payment" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(/Booking FB\w+ holds your seats until \d{2}:\d{2}\./);
    await page.getByRole("link", { name: "Continue to payment" }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await page.getByRole("button", { name: "Pay Now" }).click();
    await expect(page.getByText("Payment successful!")).toBeVisible();

    // Step 3: every passenger with a title from gender, the real count and total.
    await expect(page).toHaveURL(/\/payment\/complete$/);
    await page.reload();
    await expect(page.getByRole("heading", { name: "YOUR FLIGHT IS CONFIRMED" })).toBeVisible();
    // The contact is the account's own address: the e-ticket went to it once.
    await expect(page.getByText(`E-ticket sent to ${customer.user.email}`, { exact: true })).toBeVisible();
    await expect(page.getByText("Mr. Aung Kyaw")).toBeVisible();
    await expect(page.getByText("Miss Su Hlaing (Child)")).toBeVisible();
    await expect(page.getByText("2 passenger(s)")).toBeVisible();
    await expect(page.getByText(`$${offer.price.grandTotal} USD`).first()).toBeVisible();
    await expect(page.getByText("Included tax fees")).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download e-ticket" }).click();
    expect((await download).suggestedFilename()).toMatch(/^eticket-FB.+\.pdf$/);

    // The stored NRC number is the booking's passenger id.
    const list = await request.get(`/apis/flights/booking?userId=${customer.user.id}`, {
      headers: { Authorization: `Bearer ${customer.jwt}` },
    });
    const [latest] = (await list.json()).data;
    expect(latest).toMatchObject({
      status: "PAID",
      passengerIdType: "NRC",
      passengerIdNumber: "12/OUKAMA(N)123456",
    });
    expect(errors).toEqual([]);
  });
});
