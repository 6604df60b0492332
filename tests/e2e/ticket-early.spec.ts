import { expect, test } from "@playwright/test";
import { ticketMy } from "../../src/i18n/my/ticket.ts";
import { holdAppCode } from "./app-helpers.ts";
import { chooseOffer, DEMO, daysAhead, login, seedBrowser } from "./booking-helpers.ts";

test.describe("/ticket before the app's code arrives", () => {
  test("the page draws the customer's form itself; the screen takes its place unchanged, with what was typed and pressed meanwhile", async ({
    page,
    request,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const session = await login(request);
    const { search, offer } = await chooseOffer(request, {
      from: "RGN",
      to: "MDL",
      departureDate: daysAhead(33),
      adults: 1,
      children: 1,
    });
    await seedBrowser(page, { session, search, offer });
    // The search panel left the cities of the last search: the summary names them at once.
    await page.evaluate(() =>
      localStorage.setItem(
        "searchForm",
        JSON.stringify({
          from: { iataCode: "RGN", city: "Yangon", cityMy: "ရန်ကုန်", domestic: true },
          to: { iataCode: "MDL", city: "Mandalay", cityMy: "မန္တလေး", domestic: true },
        }),
      ),
    );
    await page.goto("/ticket");
    // The screen itself, once it has taken the early copy's place.
    await expect(page.locator("#early-screen")).toHaveCount(0);
    await expect(page.locator("#contact-email")).toHaveValue(DEMO.email);
    const appHtml = await page
      .locator("main h1")
      .locator("..")
      .evaluate((element) => {
        // The screen's own dialogs (closed) are not part of the page's copy.
        const copy = element.cloneNode(true) as Element;
        for (const dialog of copy.querySelectorAll("dialog")) dialog.remove();
        return copy.outerHTML;
      });

    const release = await holdAppCode(page);
    await page.reload({ waitUntil: "domcontentloaded" });
    const early = page.locator("#early-screen");
    await expect(early.getByText("Yangon to Mandalay")).toBeVisible();
    await expect(early.locator("#contact-email")).toHaveValue(DEMO.email);
    await expect(early.locator("#passenger-button-2")).toContainText("Enter Passenger 2");
    // Without the app: the page's own copy is the screen's markup, word for word.
    expect(await early.innerHTML()).toBe(appHtml);

    // Typed and pressed before the app is there: kept, and done by the screen.
    await early.locator("#contact-address").fill("No. 12, Pyay Road");
    // Saved as typed, as the screen saves it: a reload now would lose nothing.
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("contactInfo") ?? "{}").address)).toBe(
      "No. 12, Pyay Road",
    );
    await early.locator("#passenger-button-1").click();
    release();
    await expect(early).toHaveCount(0);
    await expect(page.locator("#contact-address")).toHaveValue("No. 12, Pyay Road");
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("contactInfo") ?? "{}").address)).toBe(
      "No. 12, Pyay Road",
    );
    expect(errors).toEqual([]);
  });

  test("in Myanmar; signed out, the page draws nothing and the app asks to sign in", async ({
    page,
    request,
  }) => {
    const session = await login(request);
    const { search, offer } = await chooseOffer(request, {
      from: "RGN",
      to: "MDL",
      departureDate: daysAhead(34),
    });
    await seedBrowser(page, { session, search, offer, language: "my" });
    const release = await holdAppCode(page);
    await page.goto("/ticket", { waitUntil: "domcontentloaded" });
    const early = page.locator("#early-screen");
    await expect(early.getByRole("heading", { level: 1 })).toHaveText(ticketMy["ticket.heading"] ?? "");
    await expect(early.getByRole("button", { name: ticketMy["ticket.continue"] })).toBeVisible();
    release();
    await expect(early).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ticketMy["ticket.heading"] ?? "");

    // Signed out (the token has expired): nothing drawn early; the guard sends the visitor to sign in.
    await page.evaluate(() => localStorage.setItem("token_expires_at", String(Date.now() - 1000)));
    await page.goto("/ticket");
    await expect(page).toHaveURL(/\/login\?next=%2Fticket$/);
    await expect(early).toHaveCount(0);
  });
});
