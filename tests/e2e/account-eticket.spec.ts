import { readFile } from "node:fs/promises";
import { outbox, storeInBrowser } from "./account-helpers.ts";
import { expect, test } from "./fixtures.ts";

test("Send E-ticket mails the ticket and Download E-Ticket saves the PDF", async ({
  signedIn: page,
  paidBooking: { id },
  baseURL,
}) => {
  // The mail sent on paying has gone (or goes): Send E-ticket sends one more.
  const mailsOf = async () =>
    (await outbox(baseURL)).filter((m) => m.to === "aung.kyaw@example.mm" && m.subject.includes(id));
  const before = (await mailsOf()).length;
  await page.goto(`/booking-detail/${id}`);

  let release: () => void = () => undefined;
  await page.route(`**/apis/flights/booking/send-email/${id}`, async (route) => {
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    await route.continue();
  });
  await page.getByRole("button", { name: "Send E-ticket" }).click();
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  release();
  await expect(
    page.locator("p[role=status]").filter({ hasText: "E-ticket sent to aung.kyaw@example.mm" }),
  ).toBeVisible();
  await expect(async () => expect(await mailsOf()).toHaveLength(before + 1)).toPass();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download E-Ticket" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`eticket-${id}.pdf`);
  const bytes = await readFile((await file.path()) ?? "");
  expect(bytes.subarray(0, 4).toString()).toBe("%PDF");
});

test("Send E-ticket says where the ticket went in Myanmar on a Myanmar page", async ({
  signedIn: page,
  paidBooking: { id },
}) => {
  await storeInBrowser(page, { language: "my" });
  await page.goto(`/booking-detail/${id}`);
  await page.getByRole("button", { name: "အီးလက်မှတ် ပို့ရန်" }).click();
  await expect(
    page.locator("p[role=status]").filter({ hasText: "အီးလက်မှတ်ကို aung.kyaw@example.mm သို့ ပို့ပြီးပါပြီ" }),
  ).toBeVisible();
  await expect(page.getByText("E-ticket sent to")).toHaveCount(0);
});
