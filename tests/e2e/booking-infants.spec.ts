import { consoleErrors } from "./account-helpers.ts";
import { fillContactRest, fillPassenger, journeyShots, savePassenger, topUp } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { fillDomesticSearch, inDays } from "./search-helpers.ts";

/** What a family sees on each page, in each language. */
const PAGES = {
  en: {
    home: "/",
    from: "From",
    to: "To",
    yangon: ["Yangon", "Yangon (RGN)"],
    mandalay: ["Mandalay", "Mandalay (MDL)"],
    domestic: "Domestic",
    departure: /^Departure Date/,
    passengers: /Passengers/,
    add: (kind: string) => `Add: ${kind}`,
    kinds: { adults: "Adults", children: "Children", infants: "Infants" },
    summary: "2 Adult · 1 Child · 1 Infant",
    cabin: /Cabin class/,
    economy: "Economy",
    search: "Search",
    travellers: "total for 4 travellers",
    buyNow: "Buy Now",
    infantSlot: "Infant Passenger 4 Information · on the lap of Adult Passenger 1",
    infantTitle: "Infant Passenger 4 Information",
    continue: "Continue",
    confirmTitle: "Confirm Booking",
    confirmInfant: "4. Thiri Kyaw (Infant, on the lap of Adult Passenger 1)",
    confirmChild: "3. Su Kyaw (Child)",
    confirm: "Confirm Booking",
    detailInfant: "Thiri Kyaw (Infant, on the lap of Aung Kyaw)",
    noSeat: "On an adult's lap: no seat, no baggage allowance of their own",
    fareLine: "Myanmar citizen fare: NRC needed for each adult",
    payNow: "Pay Now",
    confirmed: "YOUR FLIGHT IS CONFIRMED",
    fareType: "Citizen fare",
  },
  my: {
    home: "/my/",
    from: "မှ",
    to: "သို့",
    yangon: ["ရန်ကုန်", "ရန်ကုန် (RGN)"],
    mandalay: ["မန္တလေး", "မန္တလေး (MDL)"],
    domestic: "ပြည်တွင်း",
    departure: /^ထွက်ခွာမည့်ရက်/,
    passengers: /ခရီးသည်များ/,
    add: (kind: string) => `ထပ်ထည့်ရန်- ${kind}`,
    kinds: { adults: "လူကြီး", children: "ကလေး", infants: "မွေးကင်းစ" },
    summary: "လူကြီး ၂ · ကလေး ၁ · မွေးကင်းစ ၁",
    cabin: /ခရီးသည်တန်း/,
    economy: "အီကော်နမီ",
    search: "ရှာရန်",
    travellers: "ခရီးသည် ၄ ဦးအတွက် စုစုပေါင်း",
    buyNow: "ယခုဝယ်ရန်",
    infantSlot: "မွေးကင်းစ ခရီးသည် ၄ အချက်အလက် · လူကြီး ခရီးသည် ၁ ၏ ပေါင်ပေါ်တွင်",
    infantTitle: "မွေးကင်းစ ခရီးသည် ၄ အချက်အလက်",
    continue: "ဆက်လုပ်မည်",
    confirmTitle: "ဘွတ်ကင် အတည်ပြုပါ",
    confirmInfant: "၄. Thiri Kyaw (မွေးကင်းစ၊ လူကြီး ခရီးသည် ၁ ၏ ပေါင်ပေါ်တွင်)",
    confirmChild: "၃. Su Kyaw (ကလေး)",
    confirm: "ဘွတ်ကင် အတည်ပြုမည်",
    detailInfant: "Thiri Kyaw (မွေးကင်းစ၊ Aung Kyaw ၏ ပေါင်ပေါ်တွင်)",
    noSeat: "လူကြီး၏ ပေါင်ပေါ်တွင် လိုက်ပါသည်- ထိုင်ခုံ မပါ၊ ကိုယ်ပိုင် ခရီးဆောင်အိတ် ခွင့်ပြုချက် မရှိ",
    fareLine: "မြန်မာနိုင်ငံသား ဈေးနှုန်း",
    payNow: "ယခု ပေးချေမည်",
    confirmed: "သင့်လေယာဉ်လက်မှတ် အတည်ပြုပြီးပါပြီ",
    fareType: "နိုင်ငံသား ဈေးနှုန်း",
  },
} as const;

for (const [locale, words] of Object.entries(PAGES)) {
  test(`a family with an infant on lap searches, books and sees the infant on the booking (${locale}) @phone`, async ({
    signedIn: page,
    customer,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const errors = consoleErrors(page);
    // JOURNEY_SHOTS=<folder> keeps a picture of the passenger list, the confirm dialog and the detail.
    const shot = journeyShots(`infants-${locale}`, testInfo.project.name);

    // Two adults, a child and an infant on lap, Yangon to Mandalay.
    await page.goto(words.home);
    await fillDomesticSearch(page, words, words.mandalay, inDays(33), locale as "en" | "my");
    const passengers = page.getByRole("button", { name: words.passengers });
    await passengers.click();
    for (const kind of ["adults", "children", "infants"] as const)
      await page.getByRole("button", { name: words.add(words.kinds[kind]), exact: true }).click();
    await expect(passengers).toContainText(words.summary);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: words.search, exact: true }).click();

    // The search sends the infant, and each offer's total is for all four.
    await expect(page).toHaveURL(/adults=2&children=1&infants=1/);
    const first = page.locator("article").first();
    await expect(first).toContainText(words.travellers);
    // The Country setting's default: citizen fares, each adult with an NRC.
    await expect(page.getByRole("main")).toContainText(words.fareLine);
    await first.getByRole("button").last().click();
    await page.getByRole("link", { name: words.buyNow }).click();
    await expect(page).toHaveURL(/\/ticket$/);

    // The infant's button is under the first adult's; their form asks no phone or e-mail.
    const buttons = page.locator("[id^=passenger-button-]");
    await expect(buttons).toHaveCount(4);
    expect(await buttons.evaluateAll((all) => all.map((b) => b.id.slice(-1)))).toEqual(["1", "4", "2", "3"]);
    await expect(page.locator("#passenger-button-4")).toContainText(words.infantSlot);
    await fillContactRest(page);
    await savePassenger(page, 1, { first: "Aung", last: "Kyaw", nrc: true });
    await savePassenger(page, 2, {
      first: "Hla",
      last: "Hla",
      gender: "FEMALE",
      passport: "MA7654321",
      nrc: true,
    });
    await savePassenger(page, 3, { first: "Su", last: "Kyaw", gender: "FEMALE", birth: "2018-05-01" });
    await page.locator("#passenger-button-4").click();
    const infantForm = page.getByRole("dialog", { name: words.infantTitle });
    await expect(infantForm.locator("#p4-phoneNumber")).toHaveCount(0);
    await expect(infantForm.locator("#p4-email")).toHaveCount(0);
    await expect(infantForm.locator("#p4-nrcNumber")).toHaveCount(0);
    await fillPassenger(infantForm, 4, {
      first: "Thiri",
      last: "Kyaw",
      gender: "FEMALE",
      birth: inDays(-200),
      infant: true,
    });
    await infantForm.locator("button[type=submit][form=passenger-4]").click();
    await expect(infantForm).toBeHidden();
    await expect(page.locator("#passenger-button-4")).toContainText("Thiri Kyaw");
    await shot("passengers", page.locator("section[aria-labelledby=ticket-passengers-heading]"));

    // The confirm dialog lists all four, the infant with their adult.
    await page.getByRole("button", { name: words.continue }).click();
    const confirm = page.getByRole("dialog", { name: words.confirmTitle });
    await expect(confirm).toContainText(words.confirmInfant);
    await expect(confirm).toContainText(words.confirmChild);
    await expect(confirm).toContainText(words.travellers);
    await shot("confirm", confirm);
    await confirm.getByRole("button", { name: words.confirm }).click();
    await expect(page).toHaveURL(/\/payment$/);

    // Paid from the wallet, then confirmed.
    await topUp(request, customer, 500_000);
    await page.reload();
    await page.getByRole("button", { name: words.payNow }).click();
    await expect(page).toHaveURL(/\/payment\/complete$/);
    await expect(page.getByRole("heading", { name: words.confirmed })).toBeVisible();

    // Booked: the record holds the infant, and the booking's page lists them.
    const list = await request.get(`/apis/flights/booking?userId=${customer.user.id}`, {
      headers: { Authorization: `Bearer ${customer.jwt}` },
    });
    const [booking] = (await list.json()).data;
    expect(booking).toMatchObject({ infants: 1, status: "PAID", fareType: "citizen" });
    expect(booking.passengers.map((p: { type: string }) => p.type)).toEqual([
      "ADULT",
      "ADULT",
      "CHILD",
      "HELD_INFANT",
    ]);
    await page.goto(`${words.home}booking-detail/${booking.id}`);
    const detail = page.getByRole("region", { name: /Passengers|ခရီးသည်များ/ });
    await expect(detail).toContainText(words.detailInfant);
    await expect(detail).toContainText(words.noSeat);
    await expect(page.getByRole("main")).toContainText(words.fareType);
    await shot("detail", detail);
    expect(errors).toEqual([]);
  });
}
