import { expect, type Locator, type Page, test } from "@playwright/test";
import type { SearchParams } from "../../src/domain/search-params.ts";
import { searchToQuery } from "../../src/domain/search-query.ts";
import { searchParams } from "../../src/domain/test-data.ts";
import { consoleErrors } from "./account-helpers.ts";
import { inDays } from "./search-helpers.ts";

// Stops a traveller can read (issue 49 §3): the card names each connection and its length, flags
// a short connection and an arrival on a later day, and says a stop of the same aircraft by its
// city; Flight Details puts each connection between its flights, with a change of terminal and
// the word to stay on board. In English and on the Myanmar page.

/** The first date from `days` on that falls on an ISO weekday in `weekdays` (1 Monday ... 7 Sunday). */
function dayOn(weekdays: number[], days = 20): string {
  for (let n = days; ; n += 1) {
    const date = inDays(n);
    if (weekdays.includes(new Date(`${date}T00:00:00Z`).getUTCDay() || 7)) return date;
  }
}

/** A one-way search; domestic (travel type 1) when both airports are in Myanmar. */
const trip = (from: string, to: string, departureDate: string): SearchParams =>
  searchParams({ travelType: ["HEH", "MDL"].includes(to) ? 1 : 2, from, to, departureDate, limit: 50 });
const resultsLink = (params: SearchParams, language: "en" | "my") =>
  `${language === "my" ? "/my" : ""}/flights?${new URLSearchParams(searchToQuery(params))}`;

/** The offer card whose outbound flies these flights ("TG 303, TG 403"). */
const cardOf = (page: Page, flights: string) => page.locator("article").filter({ hasText: flights }).first();

/** Flight Details of a card, as shown at this width (the table or the phone's cards). */
async function details(page: Page, card: Locator, name: RegExp, title: string): Promise<Locator> {
  await card.getByRole("button", { name }).click();
  return page.getByRole("dialog", { name: title });
}
const shownConnection = (dialog: Locator) => dialog.getByTestId("connection").filter({ visible: true });

/** STOPS_SHOTS=<folder> keeps pictures of a card with a stop and of Flight Details, to look at. */
async function shot(target: Page | Locator, name: string, project: string) {
  if (!process.env.STOPS_SHOTS) return;
  await target.screenshot({ path: `${process.env.STOPS_SHOTS}/${project}-${name}.png` });
}

test.describe("stops on cards and in Flight Details", () => {
  test("a connection abroad: airport and length, short at Bangkok, +1 on a night flight @phone", async ({
    page,
  }, testInfo) => {
    const errors = consoleErrors(page);
    // 8M231 leaves Yangon at 23:50 on Tuesdays, Thursdays and Saturdays and lands the next day.
    await page.goto(resultsLink(trip("RGN", "SIN", dayOn([2, 4, 6])), "en"));
    const viaKul = cardOf(page, "MH 741, MH 602");
    await expect(viaKul.getByTestId("stops")).toHaveText("1 Stop · KUL · 1\u00a0h\u00a045\u00a0min");
    await expect(viaKul.getByTestId("stop-warning")).toHaveCount(0);
    const viaBkk = cardOf(page, "TG 303, TG 403");
    await expect(viaBkk.getByTestId("stops")).toHaveText("1 Stop · BKK · 1\u00a0h\u00a010\u00a0min");
    await expect(viaBkk.getByTestId("stop-warning")).toHaveText("Short connection");
    const night = cardOf(page, "8M 231");
    await expect(night.getByTestId("stops")).toHaveText("Nonstop");
    await expect(night.getByTestId("later-day")).toHaveText("+1");
    await shot(viaBkk, "card-en", testInfo.project.name);

    const dialog = await details(page, viaBkk, /^Flight Details/, "Flight Details");
    const connection = shownConnection(dialog);
    await expect(connection).toHaveCount(1);
    await expect(connection).toContainText("Connection in Bangkok (BKK) · 1\u00a0h\u00a010\u00a0min");
    await expect(connection).toContainText(
      "Short connection: under the 1\u00a0h\u00a015\u00a0min this airport needs to change flights.",
    );
    await shot(page, "details-en", testInfo.project.name);
    await page.keyboard.press("Escape");

    const overnight = await details(page, night, /^Flight Details/, "Flight Details");
    await expect(overnight.getByTestId("later-day-note")).toContainText("Arrives on a later day:");
    await expect(overnight.getByTestId("later-day-note")).toContainText("(+1)");
    expect(errors).toEqual([]);
  });

  test("a domestic flight into an international one at Yangon changes terminal", async ({ page }) => {
    await page.goto(resultsLink(trip("NYU", "BKK", inDays(24)), "en"));
    const card = cardOf(page, "UB 202, TG 303");
    await expect(card.getByTestId("stops")).toHaveText("1 Stop · RGN · 2\u00a0h\u00a015\u00a0min");
    const dialog = await details(page, card, /^Flight Details/, "Flight Details");
    await expect(shownConnection(dialog)).toContainText("Change of terminal: T3 → T1");
  });

  test("a loop flight stops at Bagan with the same aircraft, and says to stay on board @phone", async ({
    page,
  }, testInfo) => {
    await page.goto(resultsLink(trip("RGN", "HEH", inDays(25)), "en"));
    const card = cardOf(page, "K7 266, K7 266");
    await expect(card.getByTestId("stops")).toHaveText("Stops in Bagan, same aircraft");
    await shot(card, "through-card-en", testInfo.project.name);
    const dialog = await details(page, card, /^Flight Details/, "Flight Details");
    const stop = shownConnection(dialog);
    await expect(stop).toContainText("Stop in Bagan (NYU) · 30\u00a0min · same aircraft");
    await expect(stop).toContainText(
      "Stay on board: the aircraft continues as the same flight to Heho (HEH). Do not leave the aircraft in Bagan.",
    );
    await expect(stop).not.toContainText("Change of terminal");
    await shot(page, "through-details-en", testInfo.project.name);
    await page.keyboard.press("Escape");
    // Choose says the stop as the card does.
    await card.getByRole("button", { name: /^Choose/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/flights\/choose$/);
    await expect(page.getByTestId("stops")).toHaveText("Stops in Bagan, same aircraft");
    await shot(page, "through-choose-en", testInfo.project.name);
  });

  test("on the Myanmar page: Myanmar words and digits, the loop's stop by its Myanmar name @phone", async ({
    page,
  }, testInfo) => {
    const errors = consoleErrors(page);
    await page.goto(resultsLink(trip("RGN", "BKK", inDays(26)), "my"));
    const viaKul = cardOf(page, "MH 741, MH 796");
    await expect(viaKul.getByTestId("stops")).toHaveText("ခရီးထောက် ၁ ခု · KUL · ၁\u00a0နာရီ\u00a0၂၀\u00a0မိနစ်");
    await shot(viaKul, "card-my", testInfo.project.name);
    const dialog = await details(page, viaKul, /^ခရီးစဉ် အသေးစိတ်/, "ခရီးစဉ် အသေးစိတ်");
    await expect(shownConnection(dialog)).toContainText(
      "ကွာလာလမ်ပူ (KUL) တွင် လေယာဉ်ပြောင်းစီးရန် · ၁\u00a0နာရီ\u00a0၂၀\u00a0မိနစ်",
    );
    await shot(page, "details-my", testInfo.project.name);
    await page.keyboard.press("Escape");
    await viaKul.getByRole("button", { name: /^ရွေးရန်/ }).click();
    await expect(page).toHaveURL(/\/my\/flights\/choose$/);
    await expect(page.getByTestId("stops")).toHaveText("ခရီးထောက် ၁ ခု · KUL · ၁\u00a0နာရီ\u00a0၂၀\u00a0မိနစ်");
    await shot(page, "choose-my", testInfo.project.name);

    await page.goto(resultsLink(trip("RGN", "HEH", inDays(26)), "my"));
    const loop = cardOf(page, "K7 266, K7 266");
    await expect(loop.getByTestId("stops")).toHaveText("ပုဂံ တွင် ခေတ္တရပ်မည်၊ လေယာဉ်တစ်စင်းတည်း");
    const stop = shownConnection(await details(page, loop, /^ခရီးစဉ် အသေးစိတ်/, "ခရီးစဉ် အသေးစိတ်"));
    await expect(stop).toContainText("ပုဂံ (NYU) တွင် ခေတ္တရပ်မည် · ၃၀\u00a0မိနစ် · လေယာဉ်တစ်စင်းတည်း");
    await expect(stop).toContainText("ပုဂံ တွင် လေယာဉ်ပေါ်မှ မဆင်းပါနှင့်။");
    await shot(page, "through-details-my", testInfo.project.name);
    expect(errors).toEqual([]);
  });
});
