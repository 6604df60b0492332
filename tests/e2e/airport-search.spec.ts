import { expect, type Page, test } from "@playwright/test";
import { chooseAirport, inDays, pickDate } from "./search-helpers.ts";

// Issue 49 §4: the From/To box forgives typos, old names and Myanmar spellings, and a text that
// matches nothing is said so, kept, and refused by Search: never replaced by another city.
const panel = (page: Page) => page.locator("#search-panel");
const option = (page: Page, name: string | RegExp) => panel(page).getByRole("option", { name });
const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test.describe("the forgiving airport search", () => {
  test("finds a misspelt city and old names, and takes a plain one on leaving", async ({ page }) => {
    await page.goto("/");
    const from = page.getByRole("combobox", { name: "From" });
    await from.fill("Bangkock");
    await expect(option(page, /^Bangkok \(BKK\)/)).toBeVisible();
    await expect(option(page, /^Bangkok \(DMK\)/)).toBeVisible();
    await from.fill("Pagan");
    await expect(panel(page).getByRole("option")).toHaveText([/^Bagan \(NYU\)/]);
    await from.fill("Rangoon");
    await expect(panel(page).getByRole("option")).toHaveText([/^Yangon \(RGN\)/]);
    // One airport only: leaving the field takes it.
    await page.getByRole("heading", { level: 1 }).click();
    await expect(from).toHaveValue("Yangon (RGN)");
    // Two airports (Bangkok's): leaving keeps the text for the traveller to choose.
    const to = page.getByRole("combobox", { name: "To" });
    await to.fill("Bangkock");
    await expect(option(page, /^Bangkok \(BKK\)/)).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(to).toHaveValue("Bangkock");
    await chooseAirport(page, "To", "Bangkoc", /^Bangkok \(BKK\)/);
    await expect(to).toHaveValue("Bangkok (BKK)");
  });

  test("finds Myanmar spellings on /my/: unstacked, and typed in Zawgyi", async ({ page }) => {
    await page.goto("/my/");
    const from = page.getByRole("combobox", { name: "မှ" });
    // Mandalay without its stacked letter (the data writes မန္တလေး).
    await from.fill("မန်တလေး");
    await expect(panel(page).getByRole("option")).toHaveText([/^မန္တလေး \(MDL\)/]);
    // Yangon typed in Zawgyi.
    await from.fill("ရန္ကုန္");
    await expect(option(page, /^ရန်ကုန် \(RGN\)/)).toBeVisible();
    await chooseAirport(page, "မှ", "ပုဂံ", /^ပုဂံ \(NYU\)/);
    await expect(from).toHaveValue("ပုဂံ (NYU)");
  });

  test("says when nothing matches, keeps the text, and Search refuses", async ({ page }) => {
    await page.goto("/");
    const from = page.getByRole("combobox", { name: "From" });
    await chooseAirport(page, "From", "yang", "Yangon (RGN)");
    await chooseAirport(page, "To", "MDL", "Mandalay (MDL)");
    await pickDate(page, /^Departure Date/, inDays(10));
    await page.getByRole("button", { name: /Cabin class/ }).click();
    await page.getByRole("button", { name: "Economy", exact: true }).click();

    await from.fill("Xyzzyville");
    const message = panel(page).getByText("No airport matches “Xyzzyville”");
    await expect(message).toBeVisible();
    await expect(from).toHaveAccessibleDescription("No airport matches “Xyzzyville”");
    // Leaving the field keeps what was typed: Yangon, chosen before, does not come back.
    await from.press("Tab");
    await expect(from).toHaveValue("Xyzzyville");
    await expect(message).toBeVisible();

    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(toast(page, "Please select departure city/country")).toBeVisible();
    await expect(from).toBeFocused();
    await expect(from).toHaveValue("Xyzzyville");
    await expect(page).not.toHaveURL(/\/flights/);
  });

  test("says it in Myanmar on /my/, and Search refuses there too", async ({ page }) => {
    await page.goto("/my/");
    const to = page.getByRole("combobox", { name: "သို့" });
    await chooseAirport(page, "မှ", "ရန်ကုန်", "ရန်ကုန် (RGN)");
    await to.fill("Xyzzyville");
    await expect(panel(page).getByText("“Xyzzyville” နှင့် ကိုက်ညီသည့် လေဆိပ် မရှိပါ")).toBeVisible();
    await page.getByRole("button", { name: "ရှာရန်", exact: true }).click();
    await expect(toast(page, "သွားရောက်မည့် မြို့/နိုင်ငံ ကို ရွေးပါ")).toBeVisible();
    await expect(to).toHaveValue("Xyzzyville");
    await expect(page).not.toHaveURL(/\/flights/);
  });
});
