import { expect, type Page, test } from "@playwright/test";
import { appScreenShown, holdAppCode } from "./app-helpers.ts";
import { bangkokTrip, storeSearch } from "./search-helpers.ts";

/**
 * The chunk files the page loaded next has asked for so far, by name (`ResultsScreen`,
 * `money`...) and as a file. Only its own requests, from the moment it is committed: the page a
 * helper opened before it (storeSearch's /about) fetches its header's modules once loaded, and
 * some of those requests can come after the listener is there. Requests after the app has sent
 * the visitor elsewhere in the same page (a signed-out /ticket to /login) still count.
 */
function requestedChunks(page: Page): { names: () => string[]; files: () => string[] } {
  const files: string[] = [];
  let committed = false;
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) committed = true;
  });
  page.on("request", (request) => {
    const m = /\/_assets\/([\w-]+\.[\w-]+\.js)$/.exec(request.url());
    if (committed && m?.[1]) files.push(m[1]);
  });
  return { names: () => files.map((file) => file.split(".")[0] ?? ""), files: () => files };
}

test.describe("an app page fetches its screen's code itself", () => {
  test("/flights asks for the results screen and its modules once loaded, while the app's code is still on its way", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await storeSearch(page, bangkokTrip());
    const release = await holdAppCode(page);
    const { names: chunks } = requestedChunks(page);
    await page.goto("/flights", { waitUntil: "load" });
    // The app has not run (its code is held), yet the screen's code and its own modules come.
    await expect.poll(() => chunks().includes("ResultsScreen")).toBe(true);
    await expect
      .poll(() => ["money", "Dialog", "use-price"].filter((n) => chunks().includes(n)))
      .toHaveLength(3);
    await expect(page.locator("#early-screen article").first()).toBeVisible();
    expect(chunks()).not.toContain("TicketScreen");

    release();
    await appScreenShown(page);
    await expect(page.locator("article").first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("the app's own import finds the page's links: no file of /flights is downloaded twice", async ({
    page,
  }) => {
    // A load without any request held: Playwright's routing turns the HTTP cache off, and with it
    // the browser's sharing of one download between a link and an import that race.
    await storeSearch(page, bangkokTrip());
    const { files } = requestedChunks(page);
    await page.goto("/flights", { waitUntil: "load" });
    await appScreenShown(page);
    await expect(page.locator("article").first()).toBeVisible();
    expect(files().some((file) => file.startsWith("ResultsScreen."))).toBe(true);
    const counts = new Map<string, number>();
    for (const file of files()) counts.set(file, (counts.get(file) ?? 0) + 1);
    expect([...counts].filter(([, n]) => n > 1)).toEqual([]);
  });

  test("/login asks for the sign-in screen while the app's code is held, and nothing of another screen", async ({
    page,
  }) => {
    const release = await holdAppCode(page);
    const { names: chunks } = requestedChunks(page);
    await page.goto("/login", { waitUntil: "load" });
    await expect.poll(() => chunks().includes("LoginScreen")).toBe(true);
    expect(chunks().filter((n) => /Screen$/.test(n))).toEqual(["LoginScreen"]);
    release();
    await appScreenShown(page);
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  });

  test("a protected page asks for nothing of its screen when the visitor is signed out, who is sent to sign in", async ({
    page,
  }) => {
    const release = await holdAppCode(page);
    const { names: chunks } = requestedChunks(page);
    await page.goto("/ticket", { waitUntil: "load" });
    release();
    await expect(page).toHaveURL(/\/login\?next=%2Fticket$/);
    await appScreenShown(page);
    expect(chunks()).toContain("LoginScreen");
    expect(chunks()).not.toContain("TicketScreen");
  });

  test("a screen whose code the page could not fetch: the app says so, and Try again brings it once the connection is back", async ({
    page,
  }) => {
    const screen = /\/_assets\/ChangeScreen\.[\w-]+\.js$/;
    await page.route(screen, (route) => route.abort("internetdisconnected"));
    const release = await holdAppCode(page);
    const { names: chunks } = requestedChunks(page);
    await page.goto("/flights/change", { waitUntil: "load" });
    // The page's own attempt failed before the app ran.
    await expect.poll(() => chunks().includes("ChangeScreen")).toBe(true);
    release();
    const alert = page.getByRole("alert").filter({ hasText: "Unexpected Application Error!" });
    await expect(alert).toBeVisible();
    await page.unroute(screen);
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(alert).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
