import { expect, test } from "@playwright/test";
import { consoleErrors, createAccount, PASSWORD } from "./account-helpers.ts";

test("the account pages in Myanmar @phone", async ({ page, request }) => {
  const errors = consoleErrors(page);
  const { user } = await createAccount(request, { name: "မောင် မောင်" });
  await page.addInitScript(() => localStorage.setItem("language", "my"));
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "အကောင့်ဝင်ရန်" })).toBeVisible();
  await page.getByLabel("အီးမေးလ်").fill(user.email);
  await page.getByLabel(/^စကားဝှက် \*$/).fill("wrong-password");
  await page.getByRole("button", { name: "အကောင့်ဝင်မည်" }).click();
  await expect(page.getByText("အီးမေးလ် သို့မဟုတ် စကားဝှက် မှားနေပါသည်").first()).toBeVisible();
  await page.getByLabel(/^စကားဝှက် \*$/).fill(PASSWORD);
  await page.getByRole("button", { name: "အကောင့်ဝင်မည်" }).click();
  await expect(page.getByText("အကောင့်ဝင်ခြင်း အောင်မြင်ပါသည်")).toBeVisible();
  await page.goto("/bookinghistory");
  await expect(page.getByText("ဘွတ်ကင် မှတ်တမ်း မတွေ့ပါ")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "my");
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "သင့်အကောင့်" })).toBeVisible();
  await expect(page.locator("main").getByText("မော", { exact: true }).first()).toBeVisible();
  expect(errors).toEqual([]);
});
