import { expect, type Page, test } from "@playwright/test";

/** Slides whose box lies wholly inside the carousel's track, once the script has started. */
async function visibleSlides(page: Page, carousel: string): Promise<number> {
  const root = page.locator(`[data-carousel="${carousel}"]`);
  await root.scrollIntoViewIfNeeded();
  await expect(root).toHaveAttribute("data-autoplay", /.+/);
  return root.locator("[data-carousel-track]").evaluate((track) => {
    const box = track.getBoundingClientRect();
    return [...track.children].filter((slide) => {
      const r = slide.getBoundingClientRect();
      return r.width > 0 && r.left >= box.left - 2 && r.right <= box.right + 2;
    }).length;
  });
}

test.describe("carousels", () => {
  // Reduced motion keeps the carousels still, so the count is read between moves.
  test.use({ reducedMotion: "reduce" });

  for (const [width, count] of [
    [1300, 4],
    [1280, 4],
    [1279, 3],
    [1024, 3],
    [1023, 2],
    [640, 2],
    [639, 1],
    [390, 1],
  ] as const) {
    test(`destinations show ${count} slide(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      expect(await visibleSlides(page, "destinations")).toBe(count);
      const arrows = page.getByRole("button", { name: "Next slide" });
      if (width >= 1024) await expect(arrows).toBeVisible();
      else await expect(arrows).toBeHidden();
      await expect(page.getByRole("button", { name: /Go to slide/ })).toHaveCount(4);
    });
  }

  for (const [width, count] of [
    [1280, 5],
    [1024, 5],
    [1023, 4],
    [768, 4],
    [767, 3],
    [640, 3],
    [639, 2],
    [390, 2],
  ] as const) {
    test(`the airline strip shows ${count} logos at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      expect(await visibleSlides(page, "airlines")).toBe(count);
    });
  }

  test("reduced motion starts them paused, and Play starts them", async ({ page }) => {
    await page.goto("/");
    const carousel = page.locator('[data-carousel="destinations"]');
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute("data-autoplay", "paused");
    await carousel.getByRole("button", { name: "Play" }).click();
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute("data-autoplay", /playing|focused/);
  });
});

test.describe("destinations autoplay", () => {
  test("moves every 3 s, stops while hovered, and the arrows and dots move it", async ({ page }) => {
    await page.goto("/");
    const carousel = page.locator('[data-carousel="destinations"]');
    await carousel.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    const current = carousel.locator('[data-carousel-dot][aria-current="true"]');
    await expect(current).toHaveAttribute("data-carousel-dot", "0");
    await expect(current).toHaveAttribute("data-carousel-dot", "1", { timeout: 5000 });

    await carousel.hover();
    await expect(carousel).toHaveAttribute("data-autoplay", "hovered");
    const before = await current.getAttribute("data-carousel-dot");
    await page.waitForTimeout(3600);
    await expect(current).toHaveAttribute("data-carousel-dot", before ?? "");

    await carousel.getByRole("button", { name: "Go to slide 4" }).click();
    await expect(current).toHaveAttribute("data-carousel-dot", "3");
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(current).toHaveAttribute("data-carousel-dot", "0");
  });

  test("keyboard focus pauses it", async ({ page }) => {
    await page.goto("/");
    const carousel = page.locator('[data-carousel="destinations"]');
    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByRole("button", { name: "Go to slide 1" }).focus();
    await expect(carousel).toHaveAttribute("data-autoplay", "focused");
  });
});

test.describe("airline strip motion", () => {
  test("scrolls continuously and stops while hovered", async ({ page }) => {
    await page.goto("/");
    const strip = page.locator('[data-carousel="airlines"]');
    await strip.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await expect(strip).toHaveAttribute("data-autoplay", "playing");
    const first = strip.locator(".keen-slider__slide").first();
    const x = async () => (await first.boundingBox())?.x ?? 0;
    const start = await x();
    await page.waitForTimeout(600);
    const moved = await x();
    expect(start - moved).toBeGreaterThan(20);
    await strip.locator("[data-carousel-track]").hover();
    await expect(strip).toHaveAttribute("data-autoplay", "hovered");
    const held = await x();
    await page.waitForTimeout(600);
    expect(Math.abs((await x()) - held)).toBeLessThan(2);
  });
});

test.describe("testimonials", () => {
  test("the segmented bar switches testimonials and the counter follows", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("[data-testimonials]");
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByText("01", { exact: true })).toBeVisible();
    await expect(section).toContainText("/ 03");
    await expect(section.getByText("Thandar Aung")).toBeVisible();
    await expect(async () => {
      await section.getByRole("button", { name: "Show testimonial 3" }).click();
      await expect(section.getByText("Emma Clarke")).toBeVisible({ timeout: 500 });
    }).toPass();
    await expect(section.getByText("Thandar Aung")).toBeHidden();
    await expect(section.getByText("03", { exact: true })).toBeVisible();
    await expect(section.getByRole("button", { name: "Show testimonial 3" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });
});

test.describe("carousel controls before their script", () => {
  test.use({ reducedMotion: "reduce" });

  test("a keyboard tabbing forward from Search reaches every carousel's controls, at 390 and 1280 px", async ({
    page,
  }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      await page.getByRole("button", { name: "Search", exact: true }).focus();
      const reached: string[] = [];
      while (!reached.includes("Subscribe")) {
        await page.keyboard.press("Tab");
        reached.push(
          await page.evaluate(
            () =>
              document.activeElement?.getAttribute("aria-label") ??
              document.activeElement?.textContent?.trim() ??
              "",
          ),
        );
      }
      const pauses = reached.filter((label) => label === "Pause" || label === "Play");
      expect(pauses, `${width} px: ${reached.join(" | ")}`).toHaveLength(2);
      expect(reached).toEqual(
        expect.arrayContaining(["Go to slide 1", "Go to slide 4", "Show testimonial 1"]),
      );
    }
  });

  test("a dot pressed before the carousel's code has come moves it once the code has come", async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/_assets\/destinations-carousel\.[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    const carousel = page.locator('[data-carousel="destinations"]');
    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByRole("button", { name: "Go to slide 3" }).click();
    await expect(carousel).not.toHaveAttribute("data-autoplay", /.+/);
    release();
    await expect(carousel.locator('[data-carousel-dot][aria-current="true"]')).toHaveAttribute(
      "data-carousel-dot",
      "2",
    );
  });
});
