import type { Locator, Page } from "@playwright/test";
import { addMonths, searchDate } from "../../src/domain/dates.ts";
import type { FlightOffer } from "../../src/domain/flight-offer.ts";
import { storeInBrowser } from "./account-helpers.ts";
import {
  chooseOffer,
  daysAhead,
  fillContactRest,
  fillPassenger,
  savePassenger,
  type Trip,
  typeExpiry,
} from "./booking-helpers.ts";
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
  test("a domestic trip on a citizen fare: the NRC first and needed for each adult; a passport alone is refused", async ({
    signedIn: page,
    request,
  }) => {
    await openTicketAt(page, request, "/ticket", {
      from: "RGN",
      to: "MDL",
      departureDate: daysAhead(63),
      fareType: "citizen",
    });
    await page.locator("#passenger-button-1").click();
    const modal = page.getByRole("dialog", { name: "Adult Passenger 1 Information" });
    const nrc = modal.getByRole("group", { name: /^NRC number/ });
    const passport = modal.getByRole("group", { name: "Passport", exact: true });
    expect(await above(nrc, passport)).toBe(true);
    await expect(modal).toContainText("This fare needs the NRC of each adult.");
    // On this fare the NRC is no choice: nothing says it may stand in for a passport.
    await expect(modal).not.toContainText("instead of a passport");
    await expect(modal.locator("#p1-nrcNumber")).toHaveAttribute("required");
    await expect(modal.locator("#p1-passportNumber")).not.toHaveAttribute("required");

    await fillPassenger(modal, 1, { first: "Aung", last: "Kyaw", passport: "MA1234567" });
    await modal.getByRole("button", { name: "Save" }).click();
    const message = "Adult Passenger 1 needs an NRC for this fare. Please enter the NRC number.";
    await expect(modal.getByRole("alert").filter({ hasText: message })).toBeVisible();
    await expect(modal.locator("#p1-nrcNumber")).toBeFocused();

    await fillPassenger(modal, 1, { first: "Aung", last: "Kyaw", nrc: true });
    await modal.getByRole("button", { name: "Save" }).click();
    await expect(modal).toBeHidden();
    const [saved] = Object.values(await savedPassengers(page));
    expect(saved).toMatchObject({ nrcNumber: "12/OUKAMA(N)123456", passportNumber: "MA1234567" });
  });

  test("a domestic trip on a foreigner fare: the passport first and needed whole for each adult", async ({
    signedIn: page,
    request,
  }) => {
    await openTicketAt(page, request, "/ticket", {
      from: "RGN",
      to: "MDL",
      departureDate: daysAhead(63),
      fareType: "foreigner",
    });
    await page.locator("#passenger-button-1").click();
    const modal = page.getByRole("dialog", { name: "Adult Passenger 1 Information" });
    const nrc = modal.getByRole("group", { name: /^NRC number/ });
    const passport = modal.getByRole("group", { name: "Passport", exact: true });
    expect(await above(passport, nrc)).toBe(true);
    await expect(modal).toContainText("This fare needs the passport of each adult.");
    await expect(modal).not.toContainText("instead of a passport");
    await expect(modal.locator("#p1-passportNumber")).toHaveAttribute("required");
    await expect(modal.locator("#p1-nrcNumber")).not.toHaveAttribute("required");

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
      "Adult Passenger 1 needs a passport for this fare. Please enter the passport number, expiry date and country.";
    await expect(modal.getByRole("alert").filter({ hasText: message })).toBeVisible();
    await expect(modal.locator("#p1-passportNumber")).toBeFocused();

    // The date of birth is a day, a month by name and a year: typed once, read one way.
    await modal
      .getByRole("group", { name: /^Date of birth/ })
      .getByLabel("Day")
      .fill("5");
    await modal.getByLabel("Month").selectOption({ label: "March" });
    await modal.getByLabel("Year").fill("1988");
    // The passport is given whole, with a number of 5 to 9 letters and digits.
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
  test("a domestic trip on /my/ on a citizen fare: NRC first, the fare's rule, Myanmar country names and a date of birth in Myanmar digits", async ({
    signedIn: page,
    request,
  }) => {
    await openTicketAt(page, request, "/my/ticket", {
      from: "RGN",
      to: "MDL",
      departureDate: daysAhead(65),
      fareType: "citizen",
    });
    await page.locator("#passenger-button-1").click();
    const modal = page.getByRole("dialog", { name: "လူကြီး ခရီးသည် ၁ အချက်အလက်" });
    const nrc = modal.getByRole("group", { name: /^နိုင်ငံသားစိစစ်ရေးကတ်ပြား/ });
    const passport = modal.getByRole("group", { name: "ပတ်စပို့", exact: true });
    expect(await above(nrc, passport)).toBe(true);
    await expect(modal).toContainText("ဤစျေးနှုန်းအတွက် လူကြီးတစ်ဦးစီ၏ မှတ်ပုံတင် (NRC) လိုအပ်ပါသည်။");

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
      modal.getByText("လူကြီး ခရီးသည် ၁ သည် ဤစျေးနှုန်းအတွက် မှတ်ပုံတင် (NRC) လိုအပ်ပါသည်။ မှတ်ပုံတင်နံပါတ်ကို ထည့်ပါ။").first(),
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

test.describe("the fare decides the document at Continue", () => {
  test("an adult saved with a passport on a foreigner fare, then the citizen fare chosen: Continue asks for the NRC, in English and on /my/", async ({
    signedIn: page,
    request,
  }) => {
    const trip = { from: "RGN", to: "HEH", departureDate: daysAhead(68) };
    await openTicketAt(page, request, "/ticket", { ...trip, fareType: "foreigner" });
    await fillContactRest(page);
    await savePassenger(page, 1, { first: "Aung", last: "Kyaw", passport: "MA1234567" });
    // Back on the results the Country setting goes to Myanmar and the citizen fare is chosen:
    // the passenger stays saved, with the passport only.
    const citizen = await chooseOffer(request, { ...trip, fareType: "citizen" });
    await page.evaluate(({ search, offer }) => {
      localStorage.setItem("searchParams", JSON.stringify(search));
      localStorage.setItem("selectedFlight", JSON.stringify(offer));
    }, citizen);
    await page.reload();
    await expect(page.locator("#passenger-button-1")).toContainText("Aung Kyaw (saved)");

    await page.getByRole("button", { name: "Continue" }).click();
    const modal = page.getByRole("dialog", { name: "Adult Passenger 1 Information" });
    const message = "Adult Passenger 1 needs an NRC for this fare. Please enter the NRC number.";
    await expect(modal.getByRole("alert").filter({ hasText: message })).toBeVisible();
    await expect(modal.locator("#p1-nrcNumber")).toBeFocused();
    await expect(page.getByRole("dialog", { name: "Confirm Booking" })).toHaveCount(0);

    await page.goto("/my/ticket");
    await page.getByRole("button", { name: "ဆက်လုပ်မည်" }).click();
    const myModal = page.getByRole("dialog", { name: "လူကြီး ခရီးသည် ၁ အချက်အလက်" });
    await expect(
      myModal.getByRole("alert").filter({
        hasText: "လူကြီး ခရီးသည် ၁ သည် ဤစျေးနှုန်းအတွက် မှတ်ပုံတင် (NRC) လိုအပ်ပါသည်။ မှတ်ပုံတင်နံပါတ်ကို ထည့်ပါ။",
      }),
    ).toBeVisible();
    await expect(myModal.locator("#p1-nrcNumber")).toBeFocused();
    await expect(page.getByRole("dialog", { name: "ဘွတ်ကင် အတည်ပြုပါ" })).toHaveCount(0);

    // With the NRC added the same traveller books at the citizen fare.
    await fillPassenger(myModal, 1, { first: "Aung", last: "Kyaw", nrc: true });
    await myModal.getByRole("button", { name: "သိမ်းမည်" }).click();
    await expect(myModal).toBeHidden();
    await page.getByRole("button", { name: "ဆက်လုပ်မည်" }).click();
    const confirm = page.getByRole("dialog", { name: "ဘွတ်ကင် အတည်ပြုပါ" });
    await confirm.getByRole("button", { name: "ဘွတ်ကင် အတည်ပြုမည်" }).click();
    await expect(page.getByText("လေယာဉ်လက်မှတ် ဘွတ်ကင် အောင်မြင်ပါသည်!")).toBeVisible();
  });
});
