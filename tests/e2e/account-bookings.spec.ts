import { bookingRequest, passenger } from "../../src/domain/test-data.ts";
import { apiCall, consoleErrors } from "./account-helpers.ts";
import { fontsDrawing } from "./app-helpers.ts";
import { chooseOffer, daysAhead, topUp } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";

test("history and detail of a paid booking, with Outbound, Return and city names @phone", async ({
  signedIn: page,
  paidBooking: { id },
}) => {
  const errors = consoleErrors(page);
  await page.goto("/bookinghistory");
  const card = page.getByRole("article").filter({ hasText: id });
  await expect(card).toBeVisible();
  await expect(card.getByText("Paid")).toBeVisible();
  await expect(card.getByText("Outbound")).toBeVisible();
  await expect(card.getByText("Return")).toBeVisible();
  await expect(card.getByText("Yangon").first()).toBeVisible();
  await expect(card.getByText("Bangkok").first()).toBeVisible();
  await expect(card.getByText("Adult0 Kyaw")).toBeVisible();

  await card.getByRole("link", { name: /View details/ }).click();
  await expect(page).toHaveURL(new RegExp(`/booking-detail/${id}$`));
  await expect(page.getByText("aung.kyaw@example.mm")).toBeVisible();
  await expect(page.getByText("Round Trip")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Outbound" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Return" })).toBeVisible();
  await expect(page.getByText("E-ticket Issued").first()).toBeVisible();
  await expect(page.getByText("MA1234567")).toBeVisible();

  await page.getByRole("button", { name: "Request Refund" }).click();
  // The quote of cancelling it (booking-cancel.spec.ts confirms one); kept as it is.
  const dialog = page.getByRole("dialog", { name: `Cancel booking ${id}` });
  await expect(dialog).toContainText("Back to your wallet");
  await dialog.getByRole("button", { name: "Keep my booking" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Paid", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Manage Booking" }).click();
  const support = page.getByRole("dialog", { name: "Manage Booking" });
  await expect(support).toContainText("support team");
  await expect(support).toContainText("support@flights.example.mm");
  await support.getByRole("button", { name: "Close" }).first().click();

  await page.getByRole("link", { name: "Request Reschedule" }).click();
  await expect(page).toHaveURL(new RegExp(`/flights/change\\?booking=${id}$`));
  await expect(page.getByText(`Your flights in booking ${id}`)).toBeVisible();
  await expect(page.getByText("How a change is arranged")).toBeVisible();
  expect(errors).toEqual([]);
});

test("a booking still waiting for payment is paid from its detail; it offers no refund, new date or e-ticket", async ({
  signedIn: page,
  customer,
  heldBooking: record,
  request,
}) => {
  await topUp(request, customer, 1_000_000);
  await page.goto(`/booking-detail/${record.id}`);
  await expect(page.getByText("Waiting for payment").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Manage Booking" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Request Refund" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Request Reschedule" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Send E-ticket" })).toHaveCount(0);

  // Pay Now takes the booking to the payment step, which pays it from the wallet.
  await page.getByRole("button", { name: "Pay Now" }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByText(record.id).first()).toBeVisible();
  await page.getByRole("button", { name: "Pay Now" }).click();
  await expect(page).toHaveURL(/\/payment\/complete$/);
  const paid = await apiCall(request)("GET", `/apis/flights/booking/${record.id}`, { token: customer.jwt });
  expect(paid.body).toMatchObject({ data: { id: record.id, status: "PAID" } });
});

test("an unknown, cut-short or mangled booking address says the booking was not found, in the page's language", async ({
  signedIn: page,
}) => {
  const errors = consoleErrors(page);
  for (const id of ["FBNOSUCHBOOK", "%E0%A4%A", "A".repeat(300)]) {
    await page.goto(`/booking-detail/${id}`);
    await expect(page.getByRole("alert")).toHaveText("Booking not found");
    await expect(page.getByRole("link", { name: "Booking History" }).last()).toHaveAttribute(
      "href",
      "/bookinghistory",
    );
  }
  await page.evaluate(() => localStorage.setItem("language", "my"));
  await page.goto("/booking-detail/FBNOSUCHBOOK");
  await expect(page.getByRole("alert")).toHaveText("ဘွတ်ကင်ကို ရှာမတွေ့ပါ");
  // The browser's own lines for the refused requests are all the console holds.
  expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
});

test("an NRC written in Myanmar script shows in the Myanmar font on the booking detail, in English and in Myanmar @phone", async ({
  signedIn: page,
  customer,
  request,
}) => {
  const nrc = "၁၂/ဥကမ(နိုင်)၁၂၃၄၅၆";
  // A citizen fare: the traveller shows their NRC alone.
  const { offer } = await chooseOffer(request, {
    from: "RGN",
    to: "MDL",
    departureDate: daysAhead(12),
    fareType: "citizen",
  });
  const body = bookingRequest(offer, customer.user.id);
  body.passengerInfo = [
    passenger({ passportNumber: "", passportExpiry: "", countryOfPassport: "", nrcNumber: nrc }),
  ];
  const booked = await apiCall(request)("POST", "/apis/flights/booking", { body, token: customer.jwt });
  expect(booked.status).toBe(201);
  const { id } = (booked.body as { data: { id: string } }).data;
  for (const path of [`/booking-detail/${id}`, `/my/booking-detail/${id}`]) {
    await page.goto(path);
    const number = page.getByText(nrc, { exact: true });
    await expect(number).toBeVisible();
    await number.evaluate((shown) => shown.setAttribute("data-nrc", ""));
    // The glyphs Chromium draws it with: in a font without the Myanmar block they are empty boxes.
    // An English page fetches the font once the number needs it (font-display: swap).
    await expect.poll(() => fontsDrawing(page, "[data-nrc]")).toContain("Noto Sans Myanmar*");
  }
});
