import { consoleErrors } from "./account-helpers.ts";
import { fillPassenger } from "./booking-helpers.ts";
import { expect, TEST_PASSWORD, test } from "./fixtures.ts";
import { chooseAirport, inDays, pickDate } from "./search-helpers.ts";

// The language is in the address: a traveller who searches from the Myanmar home page stays on
// Myanmar pages through every step, signing in included, and the console stays clean.

test("from /my/, search, sign in, book and pay: every step is a /my/ page in Myanmar @phone", async ({
  page,
  customer,
}, testInfo) => {
  test.setTimeout(90_000);
  const errors = consoleErrors(page);
  // JOURNEY_SHOTS=<folder> keeps a picture of each step, to look at.
  const shot = async (name: string) => {
    if (!process.env.JOURNEY_SHOTS) return;
    const file = `${process.env.JOURNEY_SHOTS}/${testInfo.project.name}-${name}.png`;
    await page.screenshot({ path: file, fullPage: true });
  };
  const inMyanmar = async () => {
    await expect(page).toHaveURL(/\/my\//);
    await expect(page.locator("html")).toHaveAttribute("lang", "my");
  };

  await page.goto("/my/");
  await chooseAirport(page, "မှ", "ရန်ကုန်", "ရန်ကုန် (RGN)");
  await chooseAirport(page, "သို့", "မန္တလေး", "မန္တလေး (MDL)");
  await page.getByRole("checkbox", { name: "ပြည်တွင်း" }).check();
  await pickDate(page, /^ထွက်ခွာမည့်ရက်/, inDays(20), "my");
  await page.getByRole("button", { name: /ခရီးသည်တန်း/ }).click();
  await page.getByRole("button", { name: "အီကော်နမီ", exact: true }).click();
  await page.getByRole("button", { name: "ရှာရန်", exact: true }).click();

  await expect(page).toHaveURL(/\/my\/flights\?travelType=1&from=RGN&to=MDL&/);
  await inMyanmar();
  const first = page.locator("article").first();
  await expect(first).toBeVisible();
  await shot("1-results");
  await first.getByRole("button").last().click();
  await expect(page).toHaveURL(/\/my\/flights\/choose$/);
  await shot("2-choose");
  await page.getByRole("link", { name: "ယခုဝယ်ရန်" }).click();

  // Signed out: sign in on the Myanmar page, and come back to the Myanmar ticket step.
  await expect(page).toHaveURL(/\/my\/login\?next=%2Fmy%2Fticket$/);
  await inMyanmar();
  await shot("3-login");
  await page.locator("input[name=email]").fill(customer.user.email);
  await page.locator("input[name=password]").fill(TEST_PASSWORD);
  await page.locator("main form button[type=submit]").click();
  await expect(page).toHaveURL(/\/my\/ticket$/);
  await inMyanmar();

  for (const [field, value] of [
    ["address", "အမှတ် ၁ ပြည်လမ်း"],
    ["city", "ရန်ကုန်"],
    ["country", "မြန်မာ"],
  ] as const)
    await page.locator(`#contact-${field}`).fill(value);
  await page.locator("#passenger-button-1").click();
  const modal = page.getByRole("dialog");
  await fillPassenger(modal, 1, { first: "Aung", last: "Kyaw", phone: "09420000111", nrc: true });
  await modal.locator("button[type=submit][form=passenger-1]").click();
  await expect(page.locator("#passenger-button-1")).toContainText("Aung Kyaw");
  await shot("4-ticket");
  await page.getByRole("button", { name: "ဆက်လုပ်မည်" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "ဘွတ်ကင် အတည်ပြုမည်" }).click();

  await expect(page).toHaveURL(/\/my\/payment$/);
  await inMyanmar();
  await expect(page.getByRole("heading", { name: "ငွေပေးချေမှု ရွေးပါ" })).toBeVisible();
  await shot("5-payment");
  // The account is new: the wallet tops up by card on the card page, in Myanmar.
  await page.getByRole("link", { name: "ကတ်" }).click();
  await expect(page).toHaveURL(/\/my\/payment\/creaditcard$/);
  await page.locator("#card-number").fill("4242424242424242");
  await page.locator("#card-expiry").fill("12/35");
  await page.locator("#card-cvv").fill("123");
  await page.locator("#card-holder").fill("Aung Kyaw");
  await page.locator("main form button[type=submit]").click();

  await expect(page).toHaveURL(/\/my\/payment\/complete$/);
  await inMyanmar();
  await expect(page.getByRole("heading", { name: "သင့်လေယာဉ်လက်မှတ် အတည်ပြုပြီးပါပြီ" })).toBeVisible();
  await shot("6-complete");
  expect(errors).toEqual([]);
});
