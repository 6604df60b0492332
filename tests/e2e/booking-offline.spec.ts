import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { AIRPORTS } from "../../server/flights/datasets/airports.ts";
import { recordSegments } from "../../src/domain/booked-legs.ts";
import type { BookingRecord } from "../../src/domain/booking.ts";
import { createAccount, storeInBrowser } from "./account-helpers.ts";
import { expect, TEST_PASSWORD, test } from "./fixtures.ts";

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

/** An airport of the inventory by its code: its IANA time zone and fixed offset. */
function airportOf(code: string) {
  const airport = AIRPORTS.find((a) => a.iataCode === code);
  if (!airport) throw new Error(`Not an airport of the inventory: ${code}`);
  return airport;
}

/**
 * Checks a downloaded calendar: each flight's start and end at its airports' local clock time,
 * named by their zones (`DTSTART;TZID=Asia/Yangon:20261210T080000`), each zone described once at
 * its offset. The trip leaves Yangon and reaches Bangkok, maybe through another airport.
 */
function expectLocalTimes(ics: string, record: BookingRecord) {
  const text = ics.replace(/\r\n /g, "");
  const stamp = (at: string) => `${at.slice(0, 16)}:00`.replace(/[-:]/g, "");
  const flights = recordSegments(record);
  for (const flight of flights) {
    const from = airportOf(flight.origin).timeZone;
    const to = airportOf(flight.destination).timeZone;
    expect(text).toContain(`\r\nDTSTART;TZID=${from}:${stamp(flight.departureAt)}\r\n`);
    expect(text).toContain(`\r\nDTEND;TZID=${to}:${stamp(flight.arrivalAt)}\r\n`);
  }
  const zones = new Map(
    flights
      .flatMap((f) => [f.origin, f.destination])
      .map((code) => {
        const { timeZone, utcOffsetMinutes } = airportOf(code);
        return [timeZone, utcOffsetMinutes] as const;
      }),
  );
  expect([...zones.keys()]).toEqual(expect.arrayContaining(["Asia/Yangon", "Asia/Bangkok"]));
  expect(text.split("BEGIN:VTIMEZONE\r\n").length - 1).toBe(zones.size);
  for (const [zone, minutes] of zones) {
    const offset = `+${String(Math.floor(minutes / 60)).padStart(2, "0")}${String(minutes % 60).padStart(2, "0")}`;
    expect(text).toContain(
      `BEGIN:VTIMEZONE\r\nTZID:${zone}\r\nBEGIN:STANDARD\r\nDTSTART:19700101T000000\r\n` +
        `TZOFFSETFROM:${offset}\r\nTZOFFSETTO:${offset}\r\nTZNAME:${offset}\r\nEND:STANDARD\r\n`,
    );
  }
  // No flight time is left in UTC.
  expect(text).not.toMatch(/^DT(START|END):\d{8}T\d{6}Z/m);
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
  expectLocalTimes(text, record);

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

/** The kept copies' addresses that name `id`. */
async function keptOf(page: Page, id: string): Promise<string[]> {
  return ((await cacheContents(page))["kept-bookings-v1"] ?? []).filter((url) => url.includes(`/${id}/`));
}

test("a session that expires keeps the booking for offline use; another traveller signing in removes it", async ({
  signedIn: page,
  context,
  paidBooking: { id },
  request,
}) => {
  await openOnline(page, `/booking-detail/${id}`, id);
  const online = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download E-Ticket" }).click();
  await online;
  await expect(async () => expect(await keptOf(page, id)).toHaveLength(2)).toPass();

  // The token runs out overnight (the page's clock cannot be faked here: it would hide the files
  // the page loaded from the worker); the page opened again finds it expired and signs out. Online,
  // that sends to sign in as on any protected page, and keeps the copies.
  await page.evaluate(() => localStorage.setItem("token_expires_at", String(Date.now() - 1000)));
  await page.reload();
  await expect(page.getByText("Your session has expired. Please sign in again.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fbooking-detail%2F${id}$`));
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  expect(await keptOf(page, id)).toHaveLength(2);

  // The next morning at the airport, with no connection: the copy, saying the session has ended.
  await context.setOffline(true);
  await page.goto(`/booking-detail/${id}`);
  await expect(page.getByRole("heading", { name: `Booking ${id}` })).toBeVisible();
  await expect(
    page.getByRole("status").filter({
      hasText:
        /^Saved on \d{1,2} \w{3} \d{4} \d{2}:\d{2} — you are offline; this is the copy kept on this device$/,
    }),
  ).toBeVisible();
  await expect(
    page.getByText("Your session has ended: you are seeing the copy kept on this device."),
  ).toBeVisible();
  await expect(
    page.getByText("To remove the copies kept on this device, sign in and then log out."),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/booking-detail/${id}$`));
  const reason = "You are offline: sending the e-ticket, paying, a refund and a new date need a connection.";
  for (const name of ["Send E-ticket", "Request Refund"]) {
    const button = page.getByRole("button", { name });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(button).toHaveAccessibleDescription(reason);
  }
  const offline = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download E-Ticket" }).click();
  const pdf = await offline;
  expect(pdf.suggestedFilename()).toBe(`eticket-${id}.pdf`);
  expect((await readFile((await pdf.path()) ?? "")).subarray(0, 4).toString()).toBe("%PDF");

  // The connection back: signing in is asked for again; another traveller signs in on this device.
  await context.setOffline(false);
  await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fbooking-detail%2F${id}$`));
  const other = await createAccount(request);
  await page.getByLabel("Email").fill(other.user.email);
  await page.getByLabel(/^Password/).fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(new RegExp(`/booking-detail/${id}$`));
  await expect(page.getByRole("alert")).toHaveText("Booking not found");
  await expect(async () => expect(await keptOf(page, id)).toEqual([])).toPass();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: `Booking ${id}` })).toHaveCount(0);
  await expect(page.getByText(/copy kept on this device/)).toHaveCount(0);
});

test("the Myanmar page kept offline says when it was saved, in Myanmar digits, and gives the calendar", async ({
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
  await expect(page.getByText("မိတ္တူများကို ဖယ်ရှားရန် အကောင့်မှ ထွက်ပါ။", { exact: false })).toBeVisible();

  // The calendar, offline, in Myanmar: each flight in its airports' own time zones.
  const calendar = page.waitForEvent("download");
  await page.getByRole("button", { name: "ပြက္ခဒိန်ထဲ ထည့်ရန်" }).click();
  const ics = (await readFile((await (await calendar).path()) ?? "")).toString("utf8");
  const first = recordSegments(record)[0];
  expect(ics.replace(/\r\n /g, "")).toContain(`\r\nSUMMARY:${first?.flightNumber} ရန်ကုန် → `);
  expectLocalTimes(ics, record);

  // The session expired while the phone slept: the copy still opens, in Myanmar, saying so.
  await page.evaluate(() => localStorage.setItem("token_expires_at", String(Date.now() - 1000)));
  await page.reload();
  await expect(page.getByRole("heading", { name: `ဘွတ်ကင် ${id}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/my/booking-detail/${id}$`));
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  await expect(
    page.getByText("သင့်အကောင့်ဝင်ချိန် ကုန်သွားပါပြီ- ဤစက်ပေါ်တွင် သိမ်းထားသော မိတ္တူကို ကြည့်နေခြင်း ဖြစ်သည်။"),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "အီးလက်မှတ် ပို့ရန်" })).toHaveAttribute("aria-disabled", "true");

  // Back online with no session: to the Myanmar sign-in page, coming back here after.
  await context.setOffline(false);
  await expect(page).toHaveURL(new RegExp(`/my/login\\?next=%2Fmy%2Fbooking-detail%2F${id}$`));
});
