import type { Route } from "@playwright/test";
import { storeInBrowser } from "./account-helpers.ts";
import { expect, test } from "./fixtures.ts";

test("a top-up credits the wallet once, with an idempotency key @phone", async ({ signedIn: page }) => {
  await page.goto("/wallet/kpay");
  await expect(page.getByTestId("wallet-balance")).toHaveText("$0.00 USD");
  await expect(page.getByRole("radio", { name: "KBZPay" })).toBeChecked();
  await expect(page.getByRole("link", { name: "My Wallet" })).toHaveAttribute("aria-current", "page");

  await page.getByRole("button", { name: "Top up" }).click();
  await expect(page.getByText("Please enter an amount")).toBeVisible();
  await page.getByLabel(/^Amount/).fill("12.345");
  await page.getByRole("button", { name: "Top up" }).click();
  await expect(page.getByText("Please enter the amount in numbers, like 50.00")).toBeVisible();
  await page.getByLabel(/^Amount/).fill("0.50");
  await page.getByRole("button", { name: "Top up" }).click();
  await expect(page.getByText("The amount is below the minimum top-up")).toBeVisible();

  await page.getByLabel(/^Amount/).fill("50");
  const topUp = page.waitForRequest((r) => r.url().endsWith("/apis/customers/wallet/topup"));
  await page.getByRole("button", { name: "Top up" }).click();
  const sent = await topUp;
  expect(sent.headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
  expect(sent.postDataJSON()).toEqual({ amount: 5000, method: "kpay" });
  await expect(page.getByTestId("wallet-balance")).toHaveText("$50.00 USD");
  await expect(page.getByText("+$50.00 USD")).toBeVisible();

  await page.reload();
  await expect(page.getByTestId("wallet-balance")).toHaveText("$50.00 USD");
});

test("the card form checks the card before the top-up", async ({ signedIn: page }) => {
  await storeInBrowser(page, { currency: "MMK" });
  await page.goto("/wallet/creditcard");
  await expect(page.getByRole("radio", { name: "Visa" })).toBeChecked();
  // Kyat are credited as whole US cents: the form says beforehand what the wallet will hold.
  await page.getByLabel(/^Amount/).fill("10,000");
  await expect(
    page.getByText("Added to your wallet as $4.76 USD (9,996 MMK at today's rate)."),
  ).toBeVisible();
  await page.getByLabel(/^Amount/).fill("105,000");
  await expect(
    page.getByText("Added to your wallet as $50.00 USD (105,000 MMK at today's rate)."),
  ).toBeVisible();
  await page.getByLabel(/^Card number/).fill("4242 4242 4242 4241");
  await page.getByLabel(/^Valid date/).fill("12/30");
  await page.getByLabel(/^CVV/).fill("123");
  await page.getByLabel(/^Card holder/).fill("THIDA AUNG");
  await page.getByRole("button", { name: "Top up" }).click();
  await expect(page.getByLabel(/^Card number/)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Please enter a valid card number").first()).toBeVisible();
  await page.getByLabel(/^Card number/).fill("4242 4242 4242 4242");
  // Each problem says what it is: an expired card is not a mistyped date.
  await page.getByLabel(/^Valid date/).fill("01/20");
  await page.getByRole("button", { name: "Top up" }).click();
  await expect(page.getByText("This card has expired").first()).toBeVisible();
  await expect(page.getByLabel(/^Valid date/)).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel(/^Valid date/).fill("12/30");
  await page.getByRole("button", { name: "Top up" }).click();
  await expect(page.getByTestId("wallet-balance")).toHaveText("105,000 MMK");
});

test("a Myanmar page writes the wallet's kyat in Myanmar digits and takes an amount typed in either @phone", async ({
  signedIn: page,
}) => {
  await storeInBrowser(page, { currency: "MMK", language: "my" });
  await page.goto("/my/wallet/kpay");
  await expect(page.getByTestId("wallet-balance")).toHaveText("၀ MMK");
  const amount = page.getByLabel(/^ပမာဏ/);
  // The bounds, and what the wallet will hold, in Myanmar digits.
  await expect(page.getByText("၂,၁၀၀ MMK မှ ၂၁,၀၀၀,၀၀၀ MMK အထိ။")).toBeVisible();
  await amount.fill("၁၀၅,၀၀၀");
  await expect(page.getByText("$၅၀.၀၀ USD (ယနေ့ငွေလဲနှုန်းဖြင့် ၁၀၅,၀၀၀ MMK)")).toBeVisible();
  let topUp = page.waitForRequest((r) => r.url().endsWith("/apis/customers/wallet/topup"));
  await page.getByRole("button", { name: "ငွေဖြည့်မည်" }).click();
  expect((await topUp).postDataJSON()).toEqual({ amount: 5000, method: "kpay" });
  await expect(page.getByTestId("wallet-balance")).toHaveText("၁၀၅,၀၀၀ MMK");
  await expect(page.getByText("+၁၀၅,၀၀၀ MMK")).toBeVisible();

  // Latin digits typed on the Myanmar page count the same.
  await amount.fill("21000");
  topUp = page.waitForRequest((r) => r.url().endsWith("/apis/customers/wallet/topup"));
  await page.getByRole("button", { name: "ငွေဖြည့်မည်" }).click();
  expect((await topUp).postDataJSON()).toEqual({ amount: 1000, method: "kpay" });
  await expect(page.getByTestId("wallet-balance")).toHaveText("၁၂၆,၀၀၀ MMK");
});

test("each ledger line keeps its amount on its first line, beside what moved @phone", async ({
  signedIn: page,
  paidBooking: { id },
}) => {
  await page.goto("/wallet");
  const payment = page.getByRole("listitem").filter({ hasText: id });
  await expect(payment.getByText("Flight payment")).toBeVisible();
  // Read in one go, and again until drawn: the page's early copy of the ledger gives way to the
  // screen's, and a read between the two sees nothing.
  const amountPlace = () =>
    payment.evaluate((line) => {
      const [type, , amount] = [...line.querySelectorAll("p")].map((p) => p.getBoundingClientRect());
      if (!type?.width || !amount?.width) return "not drawn";
      return amount.top < type.bottom && amount.left > type.right ? "beside the type" : "below it";
    });
  await expect.poll(amountPlace).toBe("beside the type");
});

test("a wallet or booking list that could not be loaded offers Try again", async ({ signedIn: page }) => {
  let offline = true;
  const cut = (route: Route) => (offline ? route.abort("internetdisconnected") : route.continue());
  await page.route("**/apis/customers/wallet", cut);
  await page.route("**/apis/flights/booking?userId=*", cut);

  await page.goto("/wallet");
  await expect(page.getByRole("alert")).toContainText("We could not reach the server");
  offline = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByTestId("wallet-balance")).toHaveText("$0.00 USD");

  offline = true;
  await page.goto("/bookinghistory");
  await expect(page.getByRole("alert")).toContainText("We could not reach the server");
  offline = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByText("No booking history found")).toBeVisible();
});
