import { expect, test } from "@playwright/test";
import { storeInBrowser } from "./account-helpers.ts";
import { pageScriptsLive, STORED_USER, storeSession } from "./app-helpers.ts";

test.describe("header", () => {
  test("lists the spec's links, dropdowns, App button and SignIn/SignUp", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header");
    const nav = header.getByRole("navigation", { name: "Main" });
    for (const [name, href] of [
      ["Home", "/#"],
      ["Flights", "/flights"],
      ["About", "/about"],
      ["Contact", "/contact"],
    ] as const) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(header.locator("summary", { hasText: "English" })).toBeVisible();
    await expect(header.getByRole("combobox", { name: "Currency" }).locator("option")).toHaveText([
      "MMK",
      "USD",
    ]);
    await expect(header.getByRole("combobox", { name: "Country" }).locator("option")).toHaveText([
      "Myanmar",
      "Foreigner",
    ]);
    await expect(header.getByRole("link", { name: "Get the app" })).toHaveText("App");
    await expect(header.getByRole("link", { name: "SignIn" })).toHaveAttribute("href", "/login");
    await expect(header.getByRole("link", { name: "SignUp" })).toHaveAttribute("href", "/signup");
  });

  test("the language dropdown closes on Escape and on a click outside", async ({ page }) => {
    await page.goto("/");
    // The dropdown opens without the header's script; Escape and the click outside need it.
    await pageScriptsLive(page);
    const dropdown = page.locator("header details[data-dropdown]");
    const summary = dropdown.locator("summary");
    await summary.click();
    await expect(dropdown).toHaveAttribute("open", "");
    await page.keyboard.press("Escape");
    await expect(dropdown).not.toHaveAttribute("open", "");
    await expect(summary).toBeFocused();
    await summary.click();
    await page.locator("main h1").click();
    await expect(dropdown).not.toHaveAttribute("open", "");
  });

  test("a stored live session shows Profile and Logout; Logout signs out and revokes the token", async ({
    page,
  }) => {
    await storeSession(page);
    const logout = page.waitForRequest((r) => r.url().endsWith("/apis/auth/logout") && r.method() === "POST");
    await page.goto("/");
    const header = page.locator("header");
    await expect(header.getByRole("link", { name: "SignIn" })).toBeHidden();
    const toggle = header.getByRole("button", { name: /Aye Aye/ });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(header.getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/profile");
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await header.getByRole("button", { name: "Logout" }).click();
    expect((await logout).headers().authorization).toBe("Bearer test-token");
    await expect(header.getByRole("link", { name: "SignIn" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  });

  test("signed in as an agent, nothing in the wide header overlaps, in English and in Myanmar", async ({
    page,
  }) => {
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    const user = { ...STORED_USER, name: "Daw Khin Myat Noe Travels", isAgent: true };
    await storeInBrowser(page, { session: { jwt: "test-token", expiresAt, user } });
    for (const [path, badge] of [
      ["/", "Agent"],
      ["/my/", "ကိုယ်စားလှယ်"],
    ] as const) {
      await page.goto(path);
      const header = page.locator("header");
      const toggle = header.getByRole("button", { name: /Daw Khin Myat Noe Travels/ });
      await expect(toggle).toBeVisible();
      await expect(toggle.getByText(badge)).toBeVisible();
      const boxes = await Promise.all(
        [
          header.getByRole("link").first().locator("span"),
          header.getByRole("navigation").first(),
          header.locator("details[data-dropdown]").first(),
          toggle,
        ].map(async (element) => {
          const box = await element.boundingBox();
          if (!box) throw new Error("not drawn");
          return box;
        }),
      );
      // Left to right, each ends before the next begins; the last ends inside the window.
      for (let i = 1; i < boxes.length; i++) {
        const [before, after] = [boxes[i - 1], boxes[i]];
        expect(
          before && after && before.x + before.width <= after.x + 0.5,
          `${path}: item ${i} overlaps`,
        ).toBe(true);
      }
      // The links keep to one line (a wrapped "Find booking" makes the row taller than the bar).
      expect(boxes[1]?.height, `${path}: the links wrap`).toBeLessThan(48);
      const last = boxes.at(-1);
      expect(last && last.x + last.width <= (page.viewportSize()?.width ?? 0)).toBe(true);
    }
  });

  test("an expired token is not a session", async ({ page }) => {
    await storeSession(page, -1000);
    await page.goto("/");
    await expect(page.locator("header").getByRole("link", { name: "SignIn" })).toBeVisible();
    // Cleared by the header's script, which starts once the page has loaded and painted.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  });
});

test.describe("phone menu @phone", () => {
  test("the side menu opens with the links and account, and closes with Escape", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/about/");
    const open = page.getByRole("button", { name: "Open menu" });
    await open.click();
    const menu = page.getByRole("dialog", { name: "Main" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    for (const name of ["Home", "Flights", "Contact", "SignIn", "SignUp", "App"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
  });

  test("the Settings panel has language, currency and country", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/my/");
    await page.getByRole("button", { name: "ဆက်တင်များ ဖွင့်ရန်" }).click();
    const panel = page.getByRole("dialog", { name: "ဆက်တင်များ" });
    await expect(panel.getByRole("link", { name: "အင်္ဂလိပ်" })).toHaveAttribute("href", "/");
    await expect(panel.getByRole("combobox", { name: "ငွေကြေး" })).toBeVisible();
    await expect(panel.getByRole("combobox", { name: "နိုင်ငံ" })).toBeVisible();
  });
});
