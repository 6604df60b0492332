import { bookingMy } from "../../src/i18n/my/booking.ts";
import { paymentMy } from "../../src/i18n/my/payment.ts";
import { consoleErrors } from "./account-helpers.ts";
import { openPayment, topUp, walletBalance } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";

// A flaky connection's answers that cannot be read: a proxy's HTML error page, a body cut off.
// The traveller is told in the page's language, once, and trying again is safe.

const PROXY_PAGE = "<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>";

test("Pay Now answered by a proxy's page or a cut-off body says 'Payment failed' in Myanmar; Pay Now again shows the confirmation, charged once", async ({
  signedIn: page,
  customer,
  heldBooking: booking,
  request,
}) => {
  const errors = consoleErrors(page);
  await topUp(request, customer, 200_000);
  await openPayment(page, booking, "/payment", { language: "my" });
  const failed = page.getByText(paymentMy["payment.failed"] ?? "").first();
  const payNow = page.getByRole("button", { name: paymentMy["payment.payNow"] });

  // The proxy answers: nothing reached the server.
  await page.route(
    "**/apis/customers/check-payment",
    (route) => route.fulfill({ status: 502, contentType: "text/html", body: PROXY_PAGE }),
    { times: 1 },
  );
  await payNow.click();
  await expect(failed).toBeVisible();
  await expect(page.getByText("could not be read")).toHaveCount(0);
  expect(await walletBalance(request, customer)).toBe(200_000);

  // The server charges the wallet, but its answer arrives cut off.
  await page.route(
    "**/apis/customers/check-payment",
    async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      await route.fulfill({ response, body: body.slice(0, Math.floor(body.length / 2)) });
    },
    { times: 1 },
  );
  // Read once the cut answer is in: the first failure's message may still be on the screen.
  const cutOff = page.waitForResponse("**/apis/customers/check-payment");
  await payNow.click();
  await cutOff;
  await expect(page.getByText(paymentMy["payment.failed"] ?? "")).not.toHaveCount(0);
  await expect(page.getByText("could not be read")).toHaveCount(0);
  const charged = await walletBalance(request, customer);
  expect(charged).toBeLessThan(200_000);

  // Pay Now again reads the first payment's result: the confirmation, and no second charge.
  await payNow.click();
  await expect(page).toHaveURL(/\/payment\/complete$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(paymentMy["complete.heading"] ?? "");
  expect(await walletBalance(request, customer)).toBe(charged);
  expect(errors.filter((error) => !error.includes("502"))).toEqual([]);
});

test("a failed e-ticket download on the confirmation says so once, in the page's language", async ({
  signedIn: page,
  customer,
  paidBooking: { id },
  request,
}) => {
  const answer = await request.get(`/apis/flights/booking/${id}`, {
    headers: { Authorization: `Bearer ${customer.jwt}` },
  });
  const booking = (await answer.json()).data;
  await openPayment(page, booking, "/payment/complete", { owner: customer.user.id, language: "my" });
  const download = page.getByRole("button", { name: paymentMy["complete.download"] });
  const toasts = page.locator("[role=status]:visible, [role=alert]:visible").filter({ hasText: /\S/ });

  // A proxy's page: the download failed, one message.
  await page.route(
    `**/apis/flights/booking/${id}/eticket.pdf`,
    (route) => route.fulfill({ status: 502, contentType: "text/html", body: PROXY_PAGE }),
    { times: 1 },
  );
  await download.click();
  await expect(page.getByText(bookingMy["eticket.downloadFailed"] ?? "")).toBeVisible();
  await expect(toasts).toHaveCount(1);
  await expect(toasts).toHaveCount(0, { timeout: 10_000 });

  // The connection drops: the connection's message, alone.
  await page.route(
    `**/apis/flights/booking/${id}/eticket.pdf`,
    (route) => route.abort("internetdisconnected"),
    {
      times: 1,
    },
  );
  await download.click();
  await expect(page.getByText(bookingMy["error.network"] ?? "")).toBeVisible();
  await expect(toasts).toHaveCount(1);

  // Then it works.
  const saved = page.waitForEvent("download");
  await download.click();
  expect((await saved).suggestedFilename()).toBe(`eticket-${id}.pdf`);
});
