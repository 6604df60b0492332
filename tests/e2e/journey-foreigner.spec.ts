import { consoleErrors } from "./account-helpers.ts";
import { fillContactRest, journeyShots, savePassenger, topUp } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { fillDomesticSearch, inDays } from "./search-helpers.ts";

// Issue 48: a foreign visitor books Yangon to Bagan from search to the confirmed page. The
// Country setting shows foreigner fares, the route's notice (the Bagan zone fee, seeded as data)
// follows the trip from the results to the ticket step, the adult travels on a passport, and
// the booking says its fare type.

const BAGAN_FEE = {
  en: "Foreign visitors pay the Bagan Archaeological Zone fee (25,000 kyat) on arrival at Nyaung U Airport.",
  my: "နိုင်ငံခြားသား ဧည့်သည်များသည် ညောင်ဦးလေဆိပ်သို့ ရောက်ရှိချိန်တွင် ပုဂံ ရှေးဟောင်းယဉ်ကျေးမှုဇုန် ဝင်ကြေး (၂၅,၀၀၀ ကျပ်) ပေးဆောင်ရပါမည်။",
};

/** What a foreign visitor reads on each page, in each language. */
const PAGES = {
  en: {
    home: "/",
    from: "From",
    to: "To",
    yangon: ["Yangon", "Yangon (RGN)"],
    bagan: ["Bagan", "Bagan (NYU)"],
    domestic: "Domestic",
    departure: /^Departure Date/,
    cabin: /Cabin class/,
    economy: "Economy",
    search: "Search",
    fareLine: "Foreigner fare: passport needed for each adult",
    notices: "Notices for this trip",
    buyNow: "Buy Now",
    documentNote: "This fare needs the passport of each adult.",
    continue: "Continue",
    confirmTitle: "Confirm Booking",
    confirm: "Confirm Booking",
    payNow: "Pay Now",
    confirmed: "YOUR FLIGHT IS CONFIRMED",
    fareType: "Foreigner fare",
  },
  my: {
    home: "/my/",
    from: "မှ",
    to: "သို့",
    yangon: ["ရန်ကုန်", "ရန်ကုန် (RGN)"],
    bagan: ["ပုဂံ", "ပုဂံ (NYU)"],
    domestic: "ပြည်တွင်း",
    departure: /^ထွက်ခွာမည့်ရက်/,
    cabin: /ခရီးသည်တန်း/,
    economy: "အီကော်နမီ",
    search: "ရှာရန်",
    fareLine: "နိုင်ငံခြားသား ဈေးနှုန်း - လူကြီးတစ်ဦးချင်းစီအတွက် ပတ်စပို့ လိုအပ်ပါသည်",
    notices: "ဤခရီးစဉ်အတွက် အသိပေးချက်များ",
    buyNow: "ယခုဝယ်ရန်",
    documentNote: null,
    continue: "ဆက်လုပ်မည်",
    confirmTitle: "ဘွတ်ကင် အတည်ပြုပါ",
    confirm: "ဘွတ်ကင် အတည်ပြုမည်",
    payNow: "ယခု ပေးချေမည်",
    confirmed: "သင့်လေယာဉ်လက်မှတ် အတည်ပြုပြီးပါပြီ",
    fareType: "နိုင်ငံခြားသား ဈေးနှုန်း",
  },
} as const;

for (const [locale, words] of Object.entries(PAGES)) {
  test(`a foreign visitor books Yangon to Bagan on a passport, with the route's notice (${locale}) @phone`, async ({
    signedIn: page,
    customer,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const errors = consoleErrors(page);
    // JOURNEY_SHOTS=<folder> keeps a picture of the results, the ticket step and the confirmation.
    const shot = journeyShots(`foreigner-${locale}`, testInfo.project.name);
    const notice = BAGAN_FEE[locale as "en" | "my"];

    // The visitor's Country setting is Foreigner (the header's dropdown keeps it here).
    await page.goto(words.home);
    await page.evaluate(() => localStorage.setItem("country", "foreigner"));
    await page.reload();
    await fillDomesticSearch(page, words, words.bagan, inDays(34), locale as "en" | "my");
    await page.getByRole("button", { name: words.search, exact: true }).click();

    // Foreigner fares, and the Bagan notice above the offers.
    await expect(page).toHaveURL(/fareType=foreigner/);
    const main = page.getByRole("main");
    await expect(main).toContainText(words.fareLine);
    await expect(page.getByRole("list", { name: words.notices }).first()).toContainText(notice);
    await shot("results", main);
    const first = page.locator("article").first();
    await first.getByRole("button").last().click();
    await page.getByRole("link", { name: words.buyNow }).click();
    await expect(page).toHaveURL(/\/ticket$/);

    // The ticket step repeats the notice, and asks the adult for a passport.
    await expect(page.getByRole("list", { name: words.notices }).first()).toContainText(notice);
    await fillContactRest(page);
    await page.locator("#passenger-button-1").click();
    if (words.documentNote) await expect(page.getByRole("dialog")).toContainText(words.documentNote);
    await page.keyboard.press("Escape");
    await savePassenger(page, 1, {
      first: "Emma",
      last: "Brown",
      gender: "FEMALE",
      nationality: "GB",
      passport: "123456789",
      country: "GB",
    });
    await shot("ticket", main);
    await page.getByRole("button", { name: words.continue }).click();
    const confirm = page.getByRole("dialog", { name: words.confirmTitle });
    await confirm.getByRole("button", { name: words.confirm }).click();
    await expect(page).toHaveURL(/\/payment$/);

    // Paid from the wallet: the confirmation, then the booking says its fare type.
    await topUp(request, customer, 100_000);
    await page.reload();
    await page.getByRole("button", { name: words.payNow }).click();
    await expect(page).toHaveURL(/\/payment\/complete$/);
    await expect(page.getByRole("heading", { name: words.confirmed })).toBeVisible();
    await shot("complete", main);
    const list = await request.get(`/apis/flights/booking?userId=${customer.user.id}`, {
      headers: { Authorization: `Bearer ${customer.jwt}` },
    });
    const [booking] = (await list.json()).data;
    expect(booking).toMatchObject({ status: "PAID", fareType: "foreigner" });
    expect(booking.passengers[0]).toMatchObject({ passportNumber: "123456789", nationality: "GB" });
    await page.goto(`${words.home}booking-detail/${booking.id}`);
    await expect(page.getByRole("main")).toContainText(words.fareType);
    expect(errors).toEqual([]);
  });
}
