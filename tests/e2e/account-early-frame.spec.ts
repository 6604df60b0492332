import { expect, type Page, test } from "@playwright/test";
import { accountMy } from "../../src/i18n/my/account.ts";
import { consoleErrors, createAccount, paidBooking, useSession } from "./account-helpers.ts";
import { countRequests, holdAppCode, holdRequests } from "./app-helpers.ts";

/** The account screen's outermost element (its frame), as markup. */
function screenHtml(page: Page): Promise<string> {
  return page
    .locator("main h1")
    .evaluate((heading) => heading.closest("section")?.parentElement?.outerHTML ?? "");
}

test.describe("account pages before the app's code arrives", () => {
  test("Booking History: the page draws the account frame and the loading spinner; the screen takes its place unchanged and then lists the booking", async ({
    page,
    request,
  }) => {
    const errors = consoleErrors(page);
    const session = await createAccount(request, { name: "Thida Aung" });
    const { id } = await paidBooking(request, session);
    await useSession(page, session);
    const bookingRequests = countRequests(page, /\/apis\/flights\/booking\?/);
    const releaseApp = await holdAppCode(page);
    const releaseBookings = await holdRequests(page, /\/apis\/flights\/booking(\/|\?)/);
    await page.goto("/bookinghistory", { waitUntil: "domcontentloaded" });
    const early = page.locator("#early-screen");
    await expect(early.getByRole("heading", { level: 1 })).toHaveText("Booking History");
    await expect(early.getByRole("link", { name: "Booking History" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(early.getByText("Thida Aung")).toBeVisible();
    await expect(early.getByRole("status")).toHaveText("Loading…");
    const earlyHtml = await early.innerHTML();

    releaseApp();
    await expect(early).toHaveCount(0);
    // The screen while its data loads is the page's copy, word for word.
    expect(await screenHtml(page)).toBe(earlyHtml);

    releaseBookings();
    await expect(page.getByRole("article").filter({ hasText: id })).toBeVisible();
    // The screen waited for the page's own request instead of sending another.
    expect(bookingRequests()).toBe(1);
    expect(errors).toEqual([]);
  });

  test("Booking History: when the bookings come before the app, the page draws them and the screen shows the same list without asking again", async ({
    page,
    request,
  }) => {
    const errors = consoleErrors(page);
    const session = await createAccount(request, { name: "Thida Aung" });
    const { id } = await paidBooking(request, session);
    await useSession(page, session);
    const bookingRequests = countRequests(page, /\/apis\/flights\/booking\?/);
    const releaseApp = await holdAppCode(page);
    const releaseBookings = await holdRequests(page, /\/apis\/flights\/booking\?/);
    await page.goto("/bookinghistory", { waitUntil: "domcontentloaded" });
    const early = page.locator("#early-screen");
    await expect(early.getByRole("status")).toHaveText("Loading…");
    await page.evaluate(() => {
      (globalThis as { heading?: Element | null }).heading = document.querySelector("#early-screen h1");
    });
    releaseBookings();
    const card = early.getByRole("article").filter({ hasText: id });
    await expect(card).toBeVisible();
    // The list replaced the spinner; the heading already painted is still the same node.
    expect(
      await page.evaluate(
        () =>
          (globalThis as { heading?: Element | null }).heading === document.querySelector("#early-screen h1"),
      ),
    ).toBe(true);
    await expect(card.getByText("Paid")).toBeVisible();
    await expect(card.getByRole("button", { name: "Download E-Ticket" })).toBeVisible();
    const earlyList = await early.locator("ul.space-y-5").evaluate((list) => list.outerHTML);

    releaseApp();
    await expect(early).toHaveCount(0);
    await expect(page.getByRole("article").filter({ hasText: id })).toBeVisible();
    expect(await page.locator("main ul.space-y-5").evaluate((list) => list.outerHTML)).toBe(earlyList);
    expect(bookingRequests()).toBe(1);
    // The e-ticket button pressed now is the screen's.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download E-Ticket" }).click();
    expect((await download).suggestedFilename()).toContain(id);
    expect(errors).toEqual([]);
  });

  test("a booking's detail: the page asks for the booking and draws it; the screen shows the same detail without asking again", async ({
    page,
    request,
  }) => {
    const errors = consoleErrors(page);
    const session = await createAccount(request, { name: "Thida Aung" });
    const { id } = await paidBooking(request, session);
    await useSession(page, session);
    const detailRequests = countRequests(page, new RegExp(`/apis/flights/booking/${id}$`));
    const releaseApp = await holdAppCode(page);
    await page.goto(`/booking-detail/${id}`, { waitUntil: "domcontentloaded" });
    const early = page.locator("#early-screen");
    await expect(early.getByRole("heading", { name: `Booking ${id}` })).toBeVisible();
    await expect(early.getByRole("heading", { name: "Outbound" })).toBeVisible();
    await expect(early.getByRole("button", { name: "Send E-ticket" })).toBeVisible();
    const earlyDetail = await early
      .locator("section")
      .first()
      .evaluate((section) => section.outerHTML);

    releaseApp();
    await expect(early).toHaveCount(0);
    // The same detail, word for word; the screen adds only its support dialog (closed).
    expect(
      await page
        .locator("main section")
        .first()
        .evaluate((section) => {
          const copy = section.cloneNode(true) as Element;
          for (const dialog of copy.querySelectorAll("dialog")) dialog.remove();
          return copy.outerHTML;
        }),
    ).toBe(earlyDetail);
    expect(detailRequests()).toBe(1);
    // The actions are the screen's now.
    await page.getByRole("button", { name: "Request Refund" }).click();
    await expect(page.getByRole("dialog")).toContainText(id);
    expect(errors).toEqual([]);
  });

  test("My Wallet: the frame and the spinner first, then the balance from the page's own request, which the screen uses instead of asking again", async ({
    page,
    request,
  }) => {
    const errors = consoleErrors(page);
    const session = await createAccount(request, { name: "Thida Aung" });
    const topUp = await request.post("/apis/customers/wallet/topup", {
      data: { amount: 12_345, method: "kpay" },
      headers: { Authorization: `Bearer ${session.jwt}`, "Idempotency-Key": crypto.randomUUID() },
    });
    expect(topUp.ok()).toBe(true);
    await useSession(page, session);
    const walletRequests = countRequests(page, /\/apis\/customers\/wallet$/);
    const releaseApp = await holdAppCode(page);
    const releaseWallet = await holdRequests(page, /\/apis\/customers\/wallet$/);
    await page.goto("/wallet", { waitUntil: "domcontentloaded" });
    const early = page.locator("#early-screen");
    await expect(early.getByRole("heading", { level: 1 })).toHaveText("My Wallet");
    await expect(early.getByRole("link", { name: "My Wallet" })).toHaveAttribute("aria-current", "page");
    await expect(early.getByRole("status")).toHaveText("Loading…");

    // The answer comes before the app: the page draws the balance itself.
    releaseWallet();
    await expect(early.getByTestId("wallet-balance")).toHaveText("$123.45 USD");
    await expect(early.getByText("No cash back at the moment.")).toBeVisible();
    // With the top-up form and the ledger below.
    await expect(early.getByRole("heading", { name: "Top up your wallet" })).toBeVisible();
    await expect(early.getByRole("radio", { name: "KBZ mBanking" })).toBeChecked();
    await expect(early.getByText("Top-up", { exact: true })).toBeVisible();
    const earlyHtml = await early.innerHTML();

    releaseApp();
    await expect(early).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Top up your wallet" })).toBeVisible();
    // The screen is the page's copy, word for word, and it did not ask again.
    expect(await screenHtml(page)).toBe(earlyHtml);
    expect(walletRequests()).toBe(1);
    expect(errors).toEqual([]);
  });

  test("the wallet's, the bookings' and a booking's pages ask for their data from the head, before the rest of the page has come, and only once", async ({
    page,
    request,
  }) => {
    const session = await createAccount(request);
    const { id } = await paidBooking(request, session);
    await useSession(page, session);
    // Notes, for each API request, whether the page's body had been read when it was sent.
    await page.addInitScript(() => {
      const sent: Array<{ url: string; bodyRead: boolean }> = [];
      (globalThis as { sent?: typeof sent }).sent = sent;
      const fetch = globalThis.fetch;
      globalThis.fetch = (input, init) => {
        sent.push({
          url: String(input instanceof Request ? input.url : input),
          bodyRead: document.body !== null,
        });
        return fetch(input, init);
      };
    });
    const pages: Array<[string, RegExp]> = [
      ["/wallet", /\/apis\/customers\/wallet$/],
      ["/wallet/kpay", /\/apis\/customers\/wallet$/],
      ["/bookinghistory", /\/apis\/flights\/booking\?userId=/],
      [`/booking-detail/${id}`, new RegExp(`/apis/flights/booking/${id}$`)],
      [`/flights/change?booking=${id}`, new RegExp(`/apis/flights/booking/${id}$`)],
    ];
    for (const [path, data] of pages) {
      await page.goto(path);
      await expect(page.locator("main h1")).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: "Loading…" })).toHaveCount(0);
      const sent = await page.evaluate(
        () => (globalThis as { sent?: Array<{ url: string; bodyRead: boolean }> }).sent ?? [],
      );
      const asked = sent.filter((request) => data.test(request.url));
      expect(asked, path).toEqual([{ url: expect.stringMatching(data), bodyRead: false }]);
    }
  });

  test("My Wallet's card page: an amount and a card typed and Top up pressed before the app came top the wallet up once", async ({
    page,
    request,
  }) => {
    const errors = consoleErrors(page);
    const session = await createAccount(request);
    await useSession(page, session);
    const releaseApp = await holdAppCode(page);
    await page.goto("/wallet/creditcard", { waitUntil: "domcontentloaded" });
    const early = page.locator("#early-screen");
    await expect(early.getByRole("radio", { name: "Visa" })).toBeChecked();
    await early.getByLabel("Amount (USD)").fill("25");
    await early.getByLabel("Card number").fill("4242 4242 4242 4242");
    await early.getByLabel("Valid date (MM/YY)").fill("12/35");
    await early.getByLabel("CVV/CVN").fill("123");
    await early.getByLabel("Card holder").fill("Thida Aung");
    await early.getByRole("button", { name: "Top up" }).click();
    await early.getByRole("button", { name: "Top up" }).click();
    releaseApp();
    await expect(early).toHaveCount(0);
    await expect(page.getByText("$25.00 USD has been added to your wallet.")).toBeVisible();
    await expect(page.getByTestId("wallet-balance")).toHaveText("$25.00 USD");
    // Pressed twice before the app came: one top-up.
    const wallet = await request.get("/apis/customers/wallet", {
      headers: { Authorization: `Bearer ${session.jwt}` },
    });
    expect((await wallet.json()).data.transactions).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test("My Wallet: when the app comes before the answer, the screen waits for the page's request", async ({
    page,
    request,
  }) => {
    const session = await createAccount(request);
    await useSession(page, session);
    const walletRequests = countRequests(page, /\/apis\/customers\/wallet$/);
    const releaseWallet = await holdRequests(page, /\/apis\/customers\/wallet$/);
    await page.goto("/wallet");
    await expect(page.locator("#early-screen")).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "Loading…" })).toBeVisible();
    releaseWallet();
    await expect(page.getByTestId("wallet-balance")).toHaveText("$0.00 USD");
    expect(walletRequests()).toBe(1);
  });

  test("a booking's detail in Myanmar; signed out, the page draws nothing and the app asks to sign in", async ({
    page,
    request,
  }) => {
    const session = await createAccount(request);
    const { id } = await paidBooking(request, session);
    await useSession(page, session, { language: "my" });
    const releaseApp = await holdAppCode(page);
    await page.goto(`/booking-detail/${id}`, { waitUntil: "domcontentloaded" });
    const early = page.locator("#early-screen");
    await expect(early.getByRole("heading", { level: 1 })).toHaveText(
      accountMy["account.detail.title"] ?? "",
    );
    await expect(early.getByRole("link", { name: accountMy["account.menu.history"] })).toHaveAttribute(
      "aria-current",
      "page",
    );
    releaseApp();
    await expect(early).toHaveCount(0);
    await expect(page.getByText(id).first()).toBeVisible();

    await page.evaluate(() => localStorage.setItem("token_expires_at", String(Date.now() - 1000)));
    await page.goto("/bookinghistory");
    await expect(page).toHaveURL(/\/login\?next=%2Fbookinghistory$/);
    await expect(early).toHaveCount(0);
  });

  test("My Profile: the page draws the whole form from the stored account; what is typed and pressed before the app arrives is kept and done", async ({
    page,
    request,
  }) => {
    const errors = consoleErrors(page);
    const session = await createAccount(request, { name: "Thida Aung" });
    await useSession(page, session);
    await page.goto("/profile");
    // The screen itself, once it has taken the early copy's place.
    await expect(page.locator("#early-screen")).toHaveCount(0);
    await expect(page.getByLabel("Name")).toHaveValue("Thida Aung");
    const appHtml = await screenHtml(page);

    const releaseApp = await holdAppCode(page);
    await page.reload({ waitUntil: "domcontentloaded" });
    const early = page.locator("#early-screen");
    await expect(early.getByRole("heading", { level: 1 })).toHaveText("Your Account");
    await expect(early.getByRole("link", { name: "My Profile" })).toHaveAttribute("aria-current", "page");
    await expect(early.getByLabel("Email")).toHaveValue(session.user.email);
    await expect(early.getByLabel("Phone number")).toHaveValue("+959420111222");
    // Without the app: the page's own copy is the screen's markup, word for word.
    expect(await early.innerHTML()).toBe(appHtml);

    await early.getByLabel("Name").fill("Thida Aung Htet");
    await early.getByRole("button", { name: "Save" }).click();
    await early.getByRole("button", { name: "Show password" }).first().click();
    releaseApp();
    await expect(early).toHaveCount(0);
    await expect(page.getByLabel("Name")).toHaveValue("Thida Aung Htet");
    await expect(page.getByText("Your profile has been saved.", { exact: true }).first()).toBeVisible();
    await expect(page.getByLabel("Current password")).toHaveAttribute("type", "text");
    await page.reload();
    await expect(page.getByLabel("Name")).toHaveValue("Thida Aung Htet");
    expect(errors).toEqual([]);
  });

  test("My Profile in Myanmar, and nothing early for a signed-out visitor", async ({ page, request }) => {
    const session = await createAccount(request);
    await useSession(page, session, { language: "my" });
    const releaseApp = await holdAppCode(page);
    await page.goto("/profile", { waitUntil: "domcontentloaded" });
    const early = page.locator("#early-screen");
    await expect(early.getByRole("heading", { level: 1 })).toHaveText(
      accountMy["account.profile.title"] ?? "",
    );
    await expect(early.getByLabel(accountMy["account.field.currentPassword"] ?? "")).toBeAttached();
    releaseApp();
    await expect(early).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      accountMy["account.profile.title"] ?? "",
    );

    await page.evaluate(() => localStorage.clear());
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
    await expect(early).toHaveCount(0);
  });
});
