import type { Locator, Page } from "@playwright/test";
import { addMonths, searchDate } from "../../src/domain/dates.ts";
import type { FlightOffer } from "../../src/domain/flight-offer.ts";
import { storeInBrowser } from "./account-helpers.ts";
import { chooseOffer, daysAhead, fillPassenger, type Trip, typeExpiry } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";

/** Opens the ticket step at `path` (/ticket or /my/ticket) with the cheapest offer for `trip` chosen. */
async function openTicketAt(
  page: Page,
  request: Parameters<typeof chooseOffer>[0],
  path: string,
  trip: Trip,
) {
  const chosen = await chooseOffer(request, trip);
  await storeInBrowser(page, chosen);
  await page.goto(path);
  return chosen.offer;
}

/** The day the offer's last flight lands (YYYY-MM-DD). */
const lastFlightDay = (offer: FlightOffer) =>
  offer.itineraries.at(-1)?.segments.at(-1)?.arrival.at.slice(0, 10) ?? "";

/** True when `first` comes before `second` on the page (top to bottom). */
async function above(first: Locator, second: Locator): Promise<boolean> {
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  return Boolean(a && b && a.y < b.y);
}

/** The passengers the browser saved, as the booking will send them. */
const savedPassengers = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("passengerInfo") ?? "{}"));

test.describe("identity documents, in English", () => {
  test("a domestic trip: NRC first, and an NRC or a passport needed for each adult", async ({
    signedIn: page,
    request,
  }) => {
    await openTicketAt(page, request, "/ticket", { from: "RGN", to: "MDL", departureDate: daysAhead(63) });
    await page.locator("#passenger-button-1").click();
    const modal = page.getByRole("dialog", { name: "Adult Passenger 1 Information" });
    const nrc = modal.getByRole("group", { name: /^NRC number/ });
    const passport = modal.getByRole("group", { name: "Passport", exact: true });
    expect(await above(nrc, passport)).toBe(true);
    await expect(modal).toContainText(
      "Each adult needs an NRC or a passport for a flight inside Myanmar: fill in one of them.",
    );

    // The lists of countries: Myanmar first, then every country by name; codes are what is sent.
    for (const list of ["#p1-nationality", "#p1-countryOfPassport"]) {
      const options = modal.locator(`${list} option`);
      await expect(options.nth(1)).toHaveText("Myanmar");
      await expect(options.nth(2)).toHaveText("Afghanistan");
      await expect(options).toHaveCount(250);
    }

    await fillPassenger(modal, 1, { first: "Aung", last: "Kyaw", nationality: "TH" });
    await modal.getByRole("button", { name: "Save" }).click();
    const message =
      "Adult Passenger 1 needs an NRC or a passport for a flight inside Myanmar. Please enter one of them.";
    await expect(modal.getByRole("alert").filter({ hasText: message })).toBeVisible();
    await expect(modal.locator("#p1-nrcNumber")).toBeFocused();

    // The date of birth is a day, a month by name and a year: typed once, read one way.
    await modal
      .getByRole("group", { name: /^Date of birth/ })
      .getByLabel("Day")
      .fill("5");
    await modal.getByLabel("Month").selectOption({ label: "March" });
    await modal.getByLabel("Year").fill("1988");
    // A passport instead of the NRC: given whole, with a number of 5 to 9 letters and digits.
    await modal.locator("#p1-passportNumber").fill("!!");
    await modal.getByRole("button", { name: "Save" }).click();
    await expect(
      modal.getByText(
        "Please fill in all required fields for Adult Passenger 1: Passport expiry, Country of passport",
      ),
    ).toBeVisible();
    await modal.locator("#p1-countryOfPassport").selectOption("TH");
    await typeExpiry(modal.locator("#p1-passportExpiry"), "2035-06-30");
    await modal.getByRole("button", { name: "Save" }).click();
    await expect(
      modal.getByText("The passport number of Adult Passenger 1 must be 5 to 9 letters and digits"),
    ).toBeVisible();
    await modal.locator("#p1-passportNumber").fill("aa1234567");
    await modal.getByRole("button", { name: "Save" }).click();
    await expect(modal).toBeHidden();
    const [saved] = Object.values(await savedPassengers(page));
    expect(saved).toMatchObject({
      dateOfBirth: "1988-03-05",
      nationality: "TH",
      countryOfPassport: "TH",
      passportNumber: "AA1234567",
      passportExpiry: "2035-06-30",
    });
  });

  test("a trip abroad: the passport first and no NRC; a passport short of 6 months is warned of, not refused", async ({
    signedIn: page,
    request,
  }) => {
    const offer = await openTicketAt(page, request, "/ticket", {
      from: "RGN",
      to: "BKK",
      travelType: 2,
      departureDate: daysAhead(64),
    });
    await page.locator("#passenger-button-1").click();
    const modal = page.getByRole("dialog", { name: "Adult Passenger 1 Information" });
    const passport = modal.getByRole("group", { name: "Passport", exact: true });
    const birth = modal.getByRole("group", { name: /^Date of birth/ });
    expect(await above(birth, passport)).toBe(true);
    await expect(modal.getByRole("group", { name: /^NRC number/ })).toHaveCount(0);

    const last = lastFlightDay(offer);
    const expiry = addMonths(last, 3);
    await fillPassenger(modal, 1, { first: "Aung", last: "Kyaw", passport: "MA1234567", expiry });
    const warning = `This passport expires on ${searchDate(expiry)}, less than 6 months after the last flight: it should be valid until ${searchDate(addMonths(last, 6))}.`;
    await expect(modal.getByRole("status").filter({ hasText: warning })).toBeVisible();
    await modal.getByRole("button", { name: "Save" }).click();
    await expect(modal).toBeHidden();
    await expect(page.locator("#passenger-button-1")).toContainText("Aung Kyaw (saved)");
    await expect(
      page.getByText(`Passport expires on ${searchDate(expiry)}, less than 6 months after the last flight`),
    ).toBeVisible();

    // Valid long enough: no warning.
    await page.locator("#passenger-button-1").click();
    await typeExpiry(modal.locator("#p1-passportExpiry"), addMonths(last, 7));
    await expect(modal.getByRole("status").filter({ hasText: "less than 6 months" })).toHaveCount(0);
  });
});

test.describe("identity documents, in Myanmar", () => {
  test("a domestic trip on /my/: NRC first, the document rule, Myanmar country names and a date of birth in Myanmar digits", async ({
    signedIn: page,
    request,
  }) => {
    await openTicketAt(page, request, "/my/ticket", { from: "RGN", to: "MDL", departureDate: daysAhead(65) });
    await page.locator("#passenger-button-1").click();
    const modal = page.getByRole("dialog", { name: "လူကြီး ခရီးသည် ၁ အချက်အလက်" });
    const nrc = modal.getByRole("group", { name: /^နိုင်ငံသားစိစစ်ရေးကတ်ပြား/ });
    const passport = modal.getByRole("group", { name: "ပတ်စပို့", exact: true });
    expect(await above(nrc, passport)).toBe(true);

    const nationality = modal.locator("#p1-nationality option");
    await expect(nationality.nth(1)).toHaveText("မြန်မာ");
    await expect(modal.locator("#p1-nationality")).toContainText("ထိုင်း");
    await expect(modal.locator("#p1-countryOfPassport option").nth(1)).toHaveText("မြန်မာ");

    await fillPassenger(modal, 1, { first: "Aung", last: "Kyaw" });
    // Typed again in Myanmar digits, the month chosen by its Myanmar name.
    const birth = modal.getByRole("group", { name: /^မွေးသက္ကရာဇ်/ });
    await birth.getByLabel("ရက်").fill("၁၅");
    await birth.getByLabel("လ").selectOption({ label: "ဇန်နဝါရီ" });
    await birth.getByLabel("ခုနှစ်").fill("၁၉၉၀");
    await modal.getByRole("button", { name: "သိမ်းမည်" }).click();
    await expect(
      modal.getByText("လူကြီး ခရီးသည် ၁ သည် ပြည်တွင်းခရီးစဉ်အတွက် မှတ်ပုံတင် (NRC) သို့မဟုတ် ပတ်စပို့ လိုအပ်ပါသည်။ တစ်ခုခုကို ထည့်ပါ။").first(),
    ).toBeVisible();
    await fillPassenger(modal, 1, { first: "Aung", last: "Kyaw", nrc: true });
    await birth.getByLabel("ရက်").fill("၁၅");
    await birth.getByLabel("ခုနှစ်").fill("၁၉၉၀");
    await modal.getByRole("button", { name: "သိမ်းမည်" }).click();
    await expect(modal).toBeHidden();
    const [saved] = Object.values(await savedPassengers(page));
    expect(saved).toMatchObject({
      dateOfBirth: "1990-01-15",
      nationality: "MM",
      nrcNumber: "၁၂/ဥကမ(နိုင်)၁၂၃၄၅၆",
    });
    // Opened again, the date reads in Myanmar digits.
    await page.locator("#passenger-button-1").click();
    await expect(birth.getByLabel("ရက်")).toHaveValue("၁၅");
    await expect(birth.getByLabel("ခုနှစ်")).toHaveValue("၁၉၉၀");
  });

  test("a trip abroad on /my/: the passport first, its expiry typed as the field shows it, and the 6-month warning", async ({
    signedIn: page,
    request,
  }) => {
    const offer = await openTicketAt(page, request, "/my/ticket", {
      from: "RGN",
      to: "BKK",
      travelType: 2,
      departureDate: daysAhead(66),
    });
    await page.locator("#passenger-button-1").click();
    const modal = page.getByRole("dialog", { name: "လူကြီး ခရီးသည် ၁ အချက်အလက်" });
    await expect(modal.getByRole("group", { name: "ပတ်စပို့", exact: true })).toBeVisible();
    await expect(modal.getByRole("group", { name: /^နိုင်ငံသားစိစစ်ရေးကတ်ပြား/ })).toHaveCount(0);
    await fillPassenger(modal, 1, { first: "Aung", last: "Kyaw", passport: "MA1234567" });

    // The date as the Myanmar field writes it ("၂၀၃၀ မတ် ၂"), typed: it is kept and saved.
    const expiry = modal.locator("#p1-passportExpiry");
    await expiry.fill("");
    await expiry.pressSequentially("၂၀၃၀ မတ် ၂");
    await expiry.press("Tab");
    await expect(expiry).toHaveValue("၂၀၃၀ မတ် ၂");
    await modal.getByRole("button", { name: "သိမ်းမည်" }).click();
    await expect(modal).toBeHidden();
    expect(Object.values(await savedPassengers(page))[0]).toMatchObject({ passportExpiry: "2030-03-02" });

    // A passport that runs out 3 months after the trip: the warning names the day, in Myanmar.
    const last = lastFlightDay(offer);
    const short = addMonths(last, 3);
    await page.locator("#passenger-button-1").click();
    await typeExpiry(expiry, searchDate(short, "my"));
    await expect(
      modal.getByRole("status").filter({ hasText: `ဤပတ်စပို့သည် ${searchDate(short, "my")} တွင် သက်တမ်းကုန်မည်` }),
    ).toBeVisible();
    await expect(
      modal.getByRole("status").filter({ hasText: `${searchDate(addMonths(last, 6), "my")} အထိ` }),
    ).toBeVisible();
    await modal.getByRole("button", { name: "သိမ်းမည်" }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText(`ပတ်စပို့သည် ${searchDate(short, "my")} တွင် သက်တမ်းကုန်မည်`)).toBeVisible();
  });
});
