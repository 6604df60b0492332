import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** Where the screenshots go when SHOTS_DIR is set (looked at by hand, never compared). */
const shots = process.env.SHOTS_DIR;

/** The addresses of the origin's cache `name`. */
function cached(page: Page, name: string): Promise<string[]> {
  return page.evaluate(async (cache) => {
    if (!(await caches.keys()).includes(cache)) return [];
    return (await (await caches.open(cache)).keys()).map((request) => request.url);
  }, name);
}

/**
 * Opens the booking's detail and then the history online (`prefix` "" or "/my"), and waits until
 * both pages' shells and the booking's copy are kept for offline use.
 */
async function keepOnline(page: Page, prefix: string, id: string) {
  await page.goto(`${prefix}/booking-detail/${id}`);
  await expect(page.getByRole("heading", { name: new RegExp(id) })).toBeVisible();
  await expect(async () => {
    expect((await cached(page, "kept-bookings-v1")).some((url) => url.includes(`/${id}/record`))).toBe(true);
    expect(
      (await cached(page, "booking-shell-v1")).some((url) => url.endsWith(`${prefix}/booking-detail/`)),
    ).toBe(true);
  }).toPass();
  await page.goto(`${prefix}/bookinghistory`);
  await expect(page.getByRole("link", { name: new RegExp(id) }).first()).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect(async () => {
    expect(
      (await cached(page, "booking-shell-v1")).some((url) => url.endsWith(`${prefix}/bookinghistory`)),
    ).toBe(true);
  }).toPass();
}

test("offline, history lists the bookings kept on this device, each opening its kept detail @phone", async ({
  signedIn: page,
  context,
  paidBooking: { id },
  heldBooking,
}, info) => {
  await keepOnline(page, "", id);

  await context.setOffline(true);
  await page.reload();
  const status = page.getByRole("status").filter({ hasText: "You are offline" });
  await expect(status).toContainText(
    "These bookings are kept on this device. The full list of your bookings needs a connection.",
  );
  const card = page.getByRole("listitem").filter({ hasText: `Booking ${id}` });
  await expect(card).toContainText(/Saved on \d{1,2} \w{3} \d{4} \d{2}:\d{2}/);
  await expect(card).toContainText("Yangon → Bangkok → Yangon");
  // Only what this device kept: the held booking was never opened here.
  await expect(page.getByText(`Booking ${heldBooking.id}`)).toHaveCount(0);
  if (shots)
    await page.screenshot({ path: `${shots}/history-offline-en-${info.project.name}.png`, fullPage: true });

  await card.getByRole("link", { name: `Open the kept copy ${id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/booking-detail/${id}$`));
  await expect(page.getByRole("heading", { name: `Booking ${id}` })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Saved on / })).toBeVisible();
});

test("offline with an expired session, history lists the last traveller's kept copies and says signing in needs a connection @phone", async ({
  signedIn: page,
  context,
  paidBooking: { id },
}, info) => {
  await keepOnline(page, "", id);
  // The token runs out overnight: online, the history sends to sign in as any protected page does.
  await page.evaluate(() => localStorage.setItem("token_expires_at", String(Date.now() - 1000)));
  await page.reload();
  await expect(page).toHaveURL(/\/login\?next=%2Fbookinghistory$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

  // The next morning with no connection: the kept copies, saying the session has ended.
  await context.setOffline(true);
  await page.goto("/bookinghistory");
  const status = page.getByRole("status").filter({ hasText: "You are offline" });
  await expect(status).toContainText("Your session has ended. Signing in needs a connection.");
  await expect(status).toContainText("To remove the copies kept on this device, sign in and then log out.");
  await expect(page).toHaveURL(/\/bookinghistory$/);
  const card = page.getByRole("listitem").filter({ hasText: `Booking ${id}` });
  await expect(card).toContainText(/Saved on \d{1,2} \w{3} \d{4} \d{2}:\d{2}/);
  if (shots)
    await page.screenshot({
      path: `${shots}/history-offline-expired-en-${info.project.name}.png`,
      fullPage: true,
    });
  await card.getByRole("link", { name: `Open the kept copy ${id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/booking-detail/${id}$`));
  await expect(
    page.getByText("Your session has ended: you are seeing the copy kept on this device."),
  ).toBeVisible();

  // Back on the list, the connection comes back: signing in is asked for.
  await page.goBack();
  await expect(card).toBeVisible();
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/login\?next=%2Fbookinghistory$/);
});

test("offline on /my/, the history says so in Myanmar and lists the kept booking", async ({
  signedIn: page,
  context,
  paidBooking: { id },
}, info) => {
  await keepOnline(page, "/my", id);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: "အင်တာနက် ချိတ်ဆက်မှု မရှိပါ" })).toContainText(
    "သင့်ဘွတ်ကင်စာရင်း အပြည့်အစုံအတွက် အင်တာနက် ချိတ်ဆက်မှု လိုအပ်ပါသည်။",
  );
  const card = page.getByRole("listitem").filter({ hasText: `ဘွတ်ကင် ${id}` });
  await expect(card).toContainText("တွင် သိမ်းထားသည်");
  if (shots)
    await page.screenshot({ path: `${shots}/history-offline-my-${info.project.name}.png`, fullPage: true });
  await card.getByRole("link", { name: `သိမ်းထားသော မိတ္တူကို ဖွင့်မည် ${id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/my/booking-detail/${id}$`));
  await expect(page.getByRole("heading", { name: `ဘွတ်ကင် ${id}` })).toBeVisible();

  // The session expired while the phone slept: the history still lists the copy, in Myanmar, saying so.
  await page.evaluate(() => localStorage.setItem("token_expires_at", String(Date.now() - 1000)));
  await page.goto("/my/bookinghistory");
  await expect(page.getByRole("status").filter({ hasText: "အင်တာနက် ချိတ်ဆက်မှု မရှိပါ" })).toContainText(
    "အကောင့်ပြန်ဝင်ရန် အင်တာနက် ချိတ်ဆက်မှု လိုအပ်ပါသည်။",
  );
  await expect(page.getByRole("listitem").filter({ hasText: `ဘွတ်ကင် ${id}` })).toBeVisible();
  if (shots)
    await page.screenshot({
      path: `${shots}/history-offline-expired-my-${info.project.name}.png`,
      fullPage: true,
    });
});
