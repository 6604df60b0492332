import { expect, test } from "@playwright/test";

const pages = [
  { path: "/", lang: "en", other: "/my/", h1: "Book your flight from Myanmar" },
  { path: "/about/", lang: "en", other: "/my/about/", h1: "About Us" },
  { path: "/contact/", lang: "en", other: "/my/contact/", h1: "Contact Us" },
  { path: "/my/", lang: "my", other: "/", h1: "မြန်မာနိုင်ငံမှ သင့်လေယာဉ်လက်မှတ်ကို ဘွတ်ကင်လုပ်ပါ" },
  { path: "/my/about/", lang: "my", other: "/about/", h1: "ကျွန်ုပ်တို့အကြောင်း" },
  { path: "/my/contact/", lang: "my", other: "/contact/", h1: "ဆက်သွယ်ရန်" },
];

test.describe("marketing pages @phone", () => {
  for (const { path, lang, other, h1 } of pages) {
    test(`${path} renders in ${lang} with its SEO head and no console errors`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (msg) => msg.type() === "error" && errors.push(msg.text()));
      page.on("pageerror", (error) => errors.push(error.message));
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page).toHaveTitle(/Myanmar Flights/);
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(
        new RegExp(`${path}$`),
      );
      expect(
        await page
          .locator(`link[rel="alternate"][hreflang="${lang === "en" ? "my" : "en"}"]`)
          .getAttribute("href"),
      ).toMatch(new RegExp(`${other}$`));
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
      for (const image of await page.locator("img").all()) {
        expect(await image.getAttribute("width"), (await image.getAttribute("src")) ?? "").toBeTruthy();
        expect(await image.getAttribute("height")).toBeTruthy();
        expect(await image.getAttribute("alt")).not.toBeNull();
      }
      await page.mouse.wheel(0, 20000);
      await page.waitForLoadState("networkidle");
      expect(errors).toEqual([]);
    });
  }

  test("the contact page's illustration, drawn inline, is an image named in the page's language", async ({
    page,
  }) => {
    await page.goto("/contact/");
    await expect(
      page.getByRole("img", { name: "A support agent answering messages at a desk" }),
    ).toBeVisible();
    await page.goto("/my/contact/");
    await expect(page.getByRole("img", { name: "စားပွဲတွင် စာများကို ဖြေကြားနေသော အကူအညီပေးဝန်ထမ်း" })).toBeVisible();
  });

  test("the home page has the spec's sections in order", async ({ page }) => {
    await page.goto("/");
    const headings = await page.locator("main h2").allTextContents();
    const order = [
      "Search flights",
      "Popular Airlines",
      "Why Choose Us",
      "Popular Destinations",
      "Voice of excellence from our travelers",
      "Download the app now",
      "Subscribe to our newsletter",
    ];
    expect(headings.filter((text) => order.includes(text.trim())).map((text) => text.trim())).toEqual(order);
    await expect(page.locator("#search-panel")).toBeVisible();
    await expect(page.getByText("We provide")).toBeVisible();
    await expect(page.getByRole("img", { name: "Get it on Android" }).first()).toBeVisible();
    await expect(page.getByRole("img", { name: "Download on iOS" }).first()).toBeVisible();
  });

  test("below-the-fold images load lazily", async ({ page }) => {
    await page.goto("/");
    for (const selector of [
      '[data-carousel="destinations"] img',
      '[data-carousel="airlines"] img',
      "footer img",
      "#app img",
    ]) {
      for (const image of await page.locator(selector).all())
        await expect(image).toHaveAttribute("loading", "lazy");
    }
  });

  test("the footer has hotlines, support e-mail, links, partners, badges, 2024, privacy and terms", async ({
    page,
  }) => {
    await page.goto("/my/");
    const footer = page.locator("footer");
    await expect(footer).toContainText("+95 9 123 456 789");
    await expect(footer).toContainText("support@flights.example.mm");
    await expect(footer.getByRole("link", { name: "ကျွန်ုပ်တို့အကြောင်း" })).toHaveAttribute("href", "/my/about");
    await expect(footer.getByRole("img", { name: "MyanPay" })).toBeVisible();
    await expect(footer.getByRole("img", { name: "Android တွင် ရယူပါ" })).toBeVisible();
    await expect(footer.getByRole("img", { name: "iOS တွင် ဒေါင်းလုဒ်လုပ်ပါ" })).toBeVisible();
    await expect(footer).toContainText("2024");
    await expect(footer).toContainText("ကိုယ်ရေးအချက်အလက် မူဝါဒ");
    await expect(footer).toContainText("စည်းကမ်းနှင့် သတ်မှတ်ချက်များ");
  });

  test("a 404 page answers in each language", async ({ page }) => {
    expect((await page.goto("/nothing-here"))?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    expect((await page.goto("/my/nothing-here"))?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "my");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("စာမျက်နှာ မတွေ့ပါ");
  });

  test("the sitemap lists the six pages with their alternates", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap-0.xml")).text();
    for (const path of ["/", "/about/", "/contact/", "/my/", "/my/about/", "/my/contact/"]) {
      expect(sitemap).toContain(`${path}</loc>`);
    }
    expect(sitemap).toContain('hreflang="my"');
    expect(sitemap).not.toContain("404");
  });
});
