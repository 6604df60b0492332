import type { APIRequestContext } from "@playwright/test";
import { addDays, detailDate, stripDay } from "../../src/domain/dates.ts";
import type { FlightOffer } from "../../src/domain/flight-offer.ts";
import { seriousViolations } from "./axe-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { paidMultiCityTrip } from "./multi-city-helpers.ts";

/** Where the screenshots go when SHOTS_DIR is set (looked at by hand, never compared). */
const shots = process.env.SHOTS_DIR;

/**
 * Operations on the first flight of a booked trip's leg `leg` (from 1), as `npm run ops` does
 * them: each test closes its second leg's flight, on days no other browser test flies, and puts
 * it back on its timetable when it ends.
 */
async function operateLeg(
  request: APIRequestContext,
  command: "close" | "reset",
  offer: FlightOffer,
  leg: number,
) {
  const [flight = "", date = ""] = (offer.id.split("~")[leg] ?? "").split(",")[0]?.split("@") ?? [];
  const res = await request.post("/apis/test/operations", { data: { command, flight, date } });
  if (!res.ok()) throw new Error(`operations ${command} failed: ${await res.text()}`);
}

const LANGUAGES = [
  {
    locale: "en" as const,
    prefix: "",
    day: 80,
    move: "Move to another flight free of charge",
    pick: "Choose another flight, free of charge",
    leg: "Flight to move: Flight 2 of 3",
    keeps: "The rest of your trip keeps its flights and seats.",
    days: "Days you can move to",
    free: "No charge",
    choose: "Move to this flight",
    dialog: (id: string) => `Move booking ${id} free of charge`,
    confirm: "Confirm move",
    done: (id: string) => `Booking ${id} moved at no charge.`,
  },
  {
    locale: "my" as const,
    prefix: "/my",
    day: 90,
    move: "အခြားလေယာဉ်သို့ အခမဲ့ ပြောင်းမည်",
    pick: "အခြားလေယာဉ်တစ်စင်းကို အခမဲ့ ရွေးချယ်ပါ",
    leg: "ပြောင်းမည့် လေယာဉ်ခရီး- ခရီးစဉ် ၃ ခုအနက် ၂ ခုမြောက်",
    keeps: "သင်၏ အခြားလေယာဉ်ခရီးများသည် ၎င်းတို့၏ အချိန်နှင့် ထိုင်ခုံများကို ဆက်ထားပါမည်။",
    days: "ပြောင်းနိုင်သည့်ရက်များ",
    free: "အခကြေးငွေ မရှိပါ",
    choose: "ဤလေယာဉ်သို့ ပြောင်းမည်",
    dialog: (id: string) => `ဘွတ်ကင် ${id} ကို အခမဲ့ ပြောင်းရန်`,
    confirm: "ပြောင်းရန် အတည်ပြုမည်",
    done: (id: string) => `ဘွတ်ကင် ${id} ကို အခမဲ့ ပြောင်းပြီးပါပြီ။`,
  },
];

for (const words of LANGUAGES) {
  test(`a multi-city trip whose second flight the airline cancelled moves it free of charge (${words.locale}) @phone`, async ({
    signedIn: page,
    customer,
    request,
  }, info) => {
    const { id, offer } = await paidMultiCityTrip(request, customer, words.day);
    const [first, second, third] = offer.itineraries.map((it) => it.segments[0]?.departure.at ?? "");
    const date = (at: string) => detailDate(at, words.locale);
    const newDate = addDays((second ?? "").slice(0, 10), 1);
    await operateLeg(request, "close", offer, 2);
    try {
      await page.goto(`${words.prefix}/wallet`);
      const balance = (await page.getByTestId("wallet-balance").textContent()) ?? "";
      await page.goto(`${words.prefix}/booking-detail/${id}`);
      await page.getByRole("link", { name: words.move }).click();
      await expect(page).toHaveURL(new RegExp(`${words.prefix}/flights/change\\?booking=${id}&move=free$`));
      await expect(page.getByRole("heading", { name: words.pick })).toBeVisible();
      // The changed leg is named; the others stay.
      const leg = page.getByTestId("move-leg");
      await expect(leg).toContainText(words.leg);
      await expect(leg).toContainText("(NYU) → ");
      await expect(leg).toContainText("(MDL)");
      await expect(leg).toContainText(words.keeps);
      // Three days either side of the second flight's, but not before the first's nor after the third's.
      const days = page.getByRole("list", { name: words.days });
      await expect(days.getByRole("button")).toHaveCount(5);
      const firstDay = stripDay((first ?? "").slice(0, 10), words.locale);
      const lastDay = stripDay((third ?? "").slice(0, 10), words.locale);
      for (const text of [firstDay.day, firstDay.weekday])
        await expect(days.getByRole("button").first()).toContainText(text);
      for (const text of [lastDay.day, lastDay.weekday])
        await expect(days.getByRole("button").last()).toContainText(text);
      const next = stripDay(newDate, words.locale);
      await days.getByRole("button", { name: `${next.day} ${next.weekday}` }).click();
      const choice = page
        .getByRole("listitem")
        .filter({ hasText: date(newDate) })
        .first();
      await expect(choice).toContainText(words.free);
      // Every offer keeps the first and third flights on their own days.
      await expect(choice).toContainText(date(first ?? ""));
      await expect(choice).toContainText(date(third ?? ""));
      expect(await seriousViolations(page, "main")).toEqual([]);
      if (shots) {
        await leg.scrollIntoViewIfNeeded();
        await page.screenshot({
          path: `${shots}/multi-move-offers-${words.locale}-${info.project.name}.png`,
        });
      }
      await choice.getByRole("button", { name: words.choose }).click();

      const dialog = page.getByRole("dialog", { name: words.dialog(id) });
      await expect(dialog).toContainText(date(second ?? ""));
      await expect(dialog).toContainText(date(newDate));
      await expect(dialog.getByTestId("change-total")).toHaveText(words.free);
      if (shots)
        await page.screenshot({
          path: `${shots}/multi-move-dialog-${words.locale}-${info.project.name}.png`,
        });
      await dialog.getByRole("button", { name: words.confirm }).click();

      await expect(page).toHaveURL(new RegExp(`${words.prefix}/booking-detail/${id}$`));
      await expect(page.getByText(words.done(id), { exact: false })).toBeVisible();
      const legs = page.locator("main section[aria-labelledby^='leg-']");
      await expect(legs).toHaveCount(3);
      await expect(legs.nth(1)).toContainText(date(newDate));
      await expect(legs.nth(0)).toContainText(date(first ?? ""));
      await expect(legs.nth(2)).toContainText(date(third ?? ""));
      await expect(page.getByRole("link", { name: words.move })).toHaveCount(0);
      if (shots)
        await page.screenshot({
          path: `${shots}/multi-moved-${words.locale}-${info.project.name}.png`,
          fullPage: true,
        });

      // Nothing paid.
      await page.goto(`${words.prefix}/wallet`);
      await expect(page.getByTestId("wallet-balance")).toHaveText(balance);
    } finally {
      await operateLeg(request, "reset", offer, 2);
    }
  });
}
