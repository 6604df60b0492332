import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

const paths = [
  "/",
  "/about/",
  "/contact/",
  "/my/",
  "/my/about/",
  "/my/contact/",
  "/nothing-here",
  "/my/nothing-here",
];

test.describe("axe @phone", () => {
  for (const path of paths) {
    test(`${path} has no serious or critical violation`, async ({ page }) => {
      await page.goto(path);
      await page.mouse.wheel(0, 20000);
      await page.waitForLoadState("networkidle");
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
        .analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        );
      expect(serious).toEqual([]);
    });
  }

  test("the open phone menus have no serious or critical violation", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/my/");
    for (const [button, dialog] of [
      ["မီနူး ဖွင့်ရန်", "side-menu"],
      ["ဆက်တင်များ ဖွင့်ရန်", "settings-panel"],
    ]) {
      await page.getByRole("button", { name: button }).click();
      const results = await new AxeBuilder({ page }).include(`#${dialog}`).analyze();
      expect(
        results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id),
      ).toEqual([]);
      await page.keyboard.press("Escape");
    }
  });
});
