import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures.ts";

// The paid booking's one passenger is "Adult0 Kyaw" (bookingRequest), its contact aung.kyaw@example.mm.

test("a signed-out traveller finds a paid booking from the header by code and last name", async ({
  page,
  paidBooking: { id },
}) => {
  await page.goto("/");
  await page
    .locator("header")
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Find booking" })
    .click();
  await expect(page).toHaveURL(/\/find-booking$/);
  await expect(page.getByRole("heading", { level: 1, name: "Find my booking" })).toBeVisible();

  const code = page.getByRole("textbox", { name: "Booking code" });
  const name = page.getByRole("textbox", { name: "Passenger's last name" });
  await page.getByRole("button", { name: "Find booking" }).click();
  await expect(page.getByText("Enter the booking code", { exact: true })).toBeVisible();
  await expect(page.getByText("Enter a passenger's last name", { exact: true })).toBeVisible();
  await expect(code).toBeFocused();

  // A wrong name is told apart from nothing: the same sentence as an unknown code.
  await code.fill(id.toLowerCase());
  await name.fill("Smith");
  await page.getByRole("button", { name: "Find booking" }).click();
  const alert = page
    .getByRole("alert")
    .filter({ hasText: "No booking matches this booking code and last name" });
  await expect(alert).toBeVisible();

  await name.fill(" KYAW ");
  await page.getByRole("button", { name: "Find booking" }).click();
  await expect(alert).toBeHidden();
  const booking = page.getByRole("heading", { name: `Booking ${id}` });
  await expect(booking).toBeFocused();
  await expect(page.getByText("Paid", { exact: true })).toBeVisible();
  await expect(page.getByText("Round Trip", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Outbound" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Return" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Adult0 Kyaw" })).toContainText("Adult");
  // Read-only: none of the contact's data, and nothing that changes or mails the booking.
  await expect(page.getByText("aung.kyaw@example.mm")).toHaveCount(0);
  await expect(page.getByText("MA1234567")).toHaveCount(0);
  for (const action of ["Send E-ticket", "Request Refund", "Pay Now", "Manage Booking"])
    await expect(page.getByRole("button", { name: action })).toHaveCount(0);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download E-Ticket" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`eticket-${id}.pdf`);
  const bytes = await readFile((await file.path()) ?? "");
  expect(bytes.subarray(0, 4).toString()).toBe("%PDF");
});

test("Myanmar: the header's link finds the booking, and a wrong name is told in Myanmar", async ({
  page,
  paidBooking: { id },
}) => {
  await page.goto("/my/");
  await page
    .locator("header")
    .getByRole("navigation", { name: "ပင်မ" })
    .getByRole("link", { name: "ဘွတ်ကင် ရှာရန်" })
    .click();
  await expect(page).toHaveURL(/\/my\/find-booking$/);
  await expect(page.getByRole("heading", { level: 1, name: "ကျွန်ုပ်၏ ဘွတ်ကင်ကို ရှာရန်" })).toBeVisible();
  await page.getByRole("textbox", { name: "ဘွတ်ကင်ကုဒ်" }).fill(id);
  await page.getByRole("textbox", { name: "ခရီးသည်၏ နောက်ဆုံးအမည်" }).fill("Smith");
  await page.getByRole("button", { name: "ဘွတ်ကင် ရှာရန်" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "ကိုက်ညီသော ဘွတ်ကင် မရှိပါ" })).toBeVisible();

  await page.getByRole("textbox", { name: "ခရီးသည်၏ နောက်ဆုံးအမည်" }).fill("kyaw");
  await page.getByRole("button", { name: "ဘွတ်ကင် ရှာရန်" }).click();
  await expect(page.getByRole("heading", { name: `ဘွတ်ကင် ${id}` })).toBeVisible();
  await expect(page.getByText("ပေးချေပြီး", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "အသွား" })).toBeVisible();
  await expect(page.getByRole("button", { name: "အီးလက်မှတ် ဒေါင်းလုဒ်လုပ်ရန်" })).toBeVisible();
  await expect(page.getByText("No booking matches")).toHaveCount(0);
});

test.describe("phone menu @phone", () => {
  test("links to Find my booking in both languages", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [home, open, label, path] of [
      ["/", "Open menu", "Find booking", "/find-booking"],
      ["/my/", "မီနူး ဖွင့်ရန်", "ဘွတ်ကင် ရှာရန်", "/my/find-booking"],
    ] as const) {
      await page.goto(home);
      await page.getByRole("button", { name: open }).click();
      const link = page.getByRole("dialog").getByRole("link", { name: label, exact: true });
      await expect(link).toHaveAttribute("href", path);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });
});
