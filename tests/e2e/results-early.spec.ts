import { expect, type Page, test } from "@playwright/test";
import { resultsMy } from "../../src/i18n/my/results.ts";
import { appScreenShown, countRequests, holdAppCode, holdRequests } from "./app-helpers.ts";
import { bangkokTrip, storeSearch } from "./search-helpers.ts";

/** The results below the banner and the date strip, as the screen draws them (its list's grid). */
const listHtml = (page: Page) =>
  page.evaluate(
    () => document.getElementById("results-heading")?.closest("section")?.parentElement?.outerHTML,
  );

test.describe("/flights before the app's code arrives", () => {
  test("the page draws the list from its own search; the screen takes its place unchanged and does what was pressed, on the card it was pressed on", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await storeSearch(page, bangkokTrip());
    await page.goto("/flights?sort=time");
    await appScreenShown(page);
    await expect(page.locator("article").first()).toBeVisible();
    const appHtml = await listHtml(page);
    const cards = await page.locator("article").count();

    const release = await holdAppCode(page);
    const searches = countRequests(page, /\/apis\/flights\/search\/one-ways/);
    await page.reload({ waitUntil: "domcontentloaded" });
    const early = page.locator("#early-screen");
    await expect(early.locator("article")).toHaveCount(cards);
    await expect(page.locator("#early-summary")).toContainText("RGN to Bangkok");
    // Without the app: the page's own copy is the screen's markup, word for word, in time order.
    expect(await early.innerHTML()).toBe(appHtml);

    // Sorted by airline and the second card's details asked for, before the app is there.
    await early.locator("label", { has: page.locator("input[name=sort][value=airlines]") }).click();
    const pressed = early.locator("article").nth(1);
    // Each direction's flights, from its line ("Departure · 11 Dec 2026 · MH 741, MH 796").
    const lines = (await pressed.locator("p.uppercase").allTextContents()).join(" | ");
    const flights = lines.match(/\b[A-Z0-9]{2} \d{2,4}\b/g) ?? [];
    const price = (await pressed.getByTestId("price").textContent()) ?? "";
    expect(flights.length).toBeGreaterThan(1);
    await pressed.getByRole("button", { name: /^Flight Details/ }).click();
    release();
    // The screen is sorted as chosen and shows the details of the offer pressed, not of the
    // card now in its place.
    const dialog = page.getByRole("dialog", { name: "Flight Details" });
    await expect(dialog).toBeVisible();
    for (const flight of flights) await expect(dialog).toContainText(flight);
    await expect(dialog).toContainText(price);
    await expect(page.locator("input[name=sort][value=airlines]")).toBeChecked();
    await expect(page).toHaveURL(/\/flights\?sort=airlines$/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // The screen used the page's answer: one search for the whole load.
    expect(searches()).toBe(1);
    expect(errors).toEqual([]);
  });

  test("a mouse button pressed on the copy and released once the screen has taken over presses the screen's button", async ({
    page,
  }) => {
    await storeSearch(page, bangkokTrip());
    const release = await holdAppCode(page);
    await page.goto("/flights", { waitUntil: "domcontentloaded" });
    const early = page.locator("#early-screen");
    const pressed = early.locator("article").nth(1);
    await expect(pressed).toBeVisible();
    const price = (await pressed.getByTestId("price").textContent()) ?? "";
    await pressed.getByRole("button", { name: /^Flight Details/ }).scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    const box = await pressed.getByRole("button", { name: /^Flight Details/ }).boundingBox();
    if (!box) throw new Error("no Flight Details button on the copy's second card");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    await expect(early).toHaveCount(0);
    // The page stays where it was scrolled to (the browser's scroll anchoring moved it up when
    // the copy went), so the button is still under the pointer.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    // The browser sends no click for a press whose node has gone; the screen does it.
    await page.mouse.up();
    const dialog = page.getByRole("dialog", { name: "Flight Details" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(price);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // Released away from the button, a press presses nothing, as anywhere else.
    const releaseAgain = await holdAppCode(page);
    await page.reload({ waitUntil: "domcontentloaded" });
    await expect(early.locator("article").first()).toBeVisible();
    const moved = await early
      .locator("article")
      .first()
      .getByRole("button", { name: /^Flight Details/ })
      .boundingBox();
    if (!moved) throw new Error("no Flight Details button on the copy's first card");
    await page.mouse.move(moved.x + moved.width / 2, moved.y + moved.height / 2);
    await page.mouse.down();
    releaseAgain();
    await expect(early).toHaveCount(0);
    await page.mouse.move(5, 5);
    await page.mouse.up();
    await page.evaluate(() => new Promise((done) => setTimeout(done, 100)));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test("when the app comes before the answer, the screen takes over the spinner and lists the answer once @phone", async ({
    page,
  }) => {
    await storeSearch(page, bangkokTrip(), "my");
    const searches = countRequests(page, /\/apis\/flights\/search\/one-ways/);
    const answer = await holdRequests(page, /\/apis\/flights\/search\/one-ways/);
    await page.goto("/flights");
    await expect(page.locator("#early-screen")).toHaveCount(0);
    const status = page.getByRole("status").filter({ hasText: resultsMy["results.loading"] ?? "" });
    await expect(status).toBeVisible();
    answer();
    await expect(page.locator("article").first()).toBeVisible();
    await expect(status).toHaveCount(0);
    expect(searches()).toBe(1);
  });

  test("in Myanmar on a phone: the copy's cards stay where they are when the screen takes over @phone", async ({
    page,
  }) => {
    await storeSearch(page, bangkokTrip(), "my");
    const release = await holdAppCode(page);
    await page.goto("/flights", { waitUntil: "domcontentloaded" });
    const early = page.locator("#early-screen");
    await expect(early.locator("article").first()).toBeVisible();
    await expect(early.locator("button", { hasText: resultsMy["results.showFilters"] ?? "" })).toHaveCount(1);
    await expect(early.getByRole("heading", { level: 1 })).toContainText(/ခရီးစဉ် [၀-၉]+ ခု/);
    const before = await early.locator("article").nth(1).boundingBox();
    release();
    await expect(early).toHaveCount(0);
    const after = await page.locator("article").nth(1).boundingBox();
    expect(after).toEqual(before);
  });
});
