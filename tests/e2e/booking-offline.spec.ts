import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { recordSegments } from "../../src/domain/booked-legs.ts";
import type { BookingRecord } from "../../src/domain/booking.ts";
import { storeInBrowser } from "./account-helpers.ts";
import { expect, test } from "./fixtures.ts";

/** The caches of the page's origin, each with the addresses it holds. */
function cacheContents(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      out[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    }
    return out;
  });
}

/**
 * Opens the booking's detail online and waits until the page is kept for offline use: its
 * service worker controls the page's scope, the shell (page and code) and the booking are kept.
 */
async function openOnline(page: Page, path: string, id: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { name: new RegExp(id) })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect(async () => {
    const contents = await cacheContents(page);
    const shell = contents["booking-shell-v1"] ?? [];
    expect(shell.some((url) => /\/booking-detail\/$/.test(url))).toBe(true);
    expect(shell.some((url) => /\/_assets\/App\.[\w-]+\.js$/.test(url))).toBe(true);
    expect(contents["kept-bookings-v1"]?.some((url) => url.includes(`/${id}/record`))).toBe(true);
  }).toPass();
}

test("a paid booking opened once opens again offline, with its e-ticket and calendar; signing out forgets it", async ({
  signedIn: page,
  context,
  customer,
  paidBooking: { id },
  request,
}) => {
  const record = (
    await (
      await request.get(`/apis/flights/booking/${id}`, {
        headers: { Authorization: `Bearer ${customer.jwt}` },
      })
    ).json()
  ).data as BookingRecord;
  await openOnline(page, `/booking-detail/${id}`, id);
  const online = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download E-Ticket" }).click();
  await online;
  await expect(async () => {
    expect(
      (await cacheContents(page))["kept-bookings-v1"]?.some((url) => url.includes(`/${id}/eticket`)),
    ).toBe(true);
  }).toPass();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: `Booking ${id}` })).toBeVisible();
  await expect(
    page.getByRole("status").filter({
      hasText:
        /^Saved on \d{1,2} \w{3} \d{4} \d{2}:\d{2} — you are offline; this is the copy kept on this device$/,
    }),
  ).toBeVisible();
  // What needs the network says why it is unavailable; what works from the kept copy stays.
  const reason = "You are offline: sending the e-ticket, paying, a refund and a new date need a connection.";
  await expect(page.getByText(reason)).toBeVisible();
  for (const name of ["Send E-ticket", "Request Refund"]) {
    const button = page.getByRole("button", { name });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(button).toHaveAccessibleDescription(reason);
  }
  await expect(page.getByRole("link", { name: "Request Reschedule" })).toHaveAttribute(
    "aria-disabled",
    "true",
  );

  const offline = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download E-Ticket" }).click();
  const pdf = await offline;
  expect(pdf.suggestedFilename()).toBe(`eticket-${id}.pdf`);
  expect((await readFile((await pdf.path()) ?? "")).subarray(0, 4).toString()).toBe("%PDF");

  const calendar = page.waitForEvent("download");
  await page.getByRole("button", { name: "Add to calendar" }).click();
  const ics = await calendar;
  expect(ics.suggestedFilename()).toBe(`booking-${id}.ics`);
  const text = (await readFile((await ics.path()) ?? "")).toString("utf8");
  expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  const flights = recordSegments(record);
  expect(flights.length).toBeGreaterThan(1);
  expect(text.match(/^BEGIN:VEVENT\r$/gm)?.length).toBe(flights.length);
  for (const flight of flights) expect(text).toContain(`SUMMARY:${flight.flightNumber} `);

  // Signing out (online) deletes the kept booking and e-ticket; the shell holds nothing personal.
  await context.setOffline(false);
  const header = page.locator("header");
  await header.getByRole("button", { name: new RegExp(customer.user.name) }).click();
  await header.getByRole("button", { name: "Logout" }).click();
  await expect(async () => {
    const contents = await cacheContents(page);
    expect(contents["kept-bookings-v1"] ?? []).toEqual([]);
    const everything = Object.values(contents).flat();
    expect(everything.some((url) => url.includes(id) || url.includes("/apis/"))).toBe(false);
  }).toPass();

  // Signed in again with no connection: the page opens, the booking is not there any more.
  await context.setOffline(true);
  await storeInBrowser(page, { session: customer });
  await page.goto(`/booking-detail/${id}`);
  await expect(page.getByRole("alert")).toHaveText(/^We could not reach the server\./);
  await expect(page.getByRole("heading", { name: `Booking ${id}` })).toHaveCount(0);
  await expect(page.getByText(/copy kept on this device/)).toHaveCount(0);
});

test("the Myanmar page kept offline says when it was saved, in Myanmar digits", async ({
  signedIn: page,
  context,
  paidBooking: { id },
}) => {
  await storeInBrowser(page, { language: "my" });
  await openOnline(page, `/my/booking-detail/${id}`, id);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: `ဘွတ်ကင် ${id}` })).toBeVisible();
  await expect(
    page.getByRole("status").filter({ hasText: /[၀-၉]{2}:[၀-၉]{2} တွင် သိမ်းထားသည် — သင် အင်တာနက် မရှိပါ/ }),
  ).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /Saved on|[0-9]/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "အီးလက်မှတ် ပို့ရန်" })).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByText("အင်တာနက် မရှိပါ- အီးလက်မှတ် ပို့ခြင်း", { exact: false })).toBeVisible();
});
