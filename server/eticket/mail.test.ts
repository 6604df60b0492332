import { describe, expect, it } from "vitest";
import type { BookingRecord } from "../../src/domain/booking.ts";
import { multiCityRecord } from "../../src/domain/test-data.ts";
import { eticketMail } from "./mail.ts";

const oneWay = {
  id: "FB1",
  origin: "RGN",
  destination: "BKK",
  departureDate: "2026-12-01T08:30:00",
  arrivalAt: "2026-12-01T10:15:00",
  flightNumber: "PG702",
  airlineRef: "ABC123",
  price: 120,
  contact: { firstName: "Aung" },
  adults: 1,
  children: 0,
  infants: 0,
  passengers: [],
  cities: { RGN: { city: "Yangon", cityMy: "ရန်ကုန်" }, BKK: { city: "Bangkok", cityMy: "ဘန်ကောက်" } },
} as unknown as BookingRecord;

/** A round trip connecting in Kuala Lumpur each way, the return under another PNR. */
const roundTrip = {
  ...oneWay,
  id: "FB2",
  departureDate: "2026-12-22T12:50:00",
  arrivalAt: "2026-12-22T19:20:00",
  flightNumber: "MH741",
  airlineRef: "JGXMTN",
  segments: {
    outbound: [
      { flightNumber: "MH741", origin: "RGN" },
      { flightNumber: "MH796", origin: "KUL" },
    ],
    return: [
      { flightNumber: "MH797", origin: "BKK" },
      { flightNumber: "MH742", origin: "KUL" },
    ],
  },
  returnFlightInfo: {
    origin: "BKK",
    destination: "RGN",
    returnDate: "2026-12-29T09:05:00",
    arrivalAt: "2026-12-29T15:40:00",
    flightNumber: "MH797",
    airlineRef: "KQ7PLM",
    price: 110,
  },
} as unknown as BookingRecord;

describe("the e-ticket mail", () => {
  it("gives the departure with its cities and local time in English", () => {
    const mail = eticketMail(oneWay, "en");
    expect(mail.text).toContain(
      "Departure: PG702, Yangon (RGN) to Bangkok (BKK), departing 1 Dec 2026 08:30 local time.",
    );
    expect(mail.text).toContain("PNR ABC123");
    expect(mail.text).not.toContain("Return:");
  });

  it("gives the departure as the Myanmar pages write it in Myanmar", () => {
    const mail = eticketMail(oneWay, "my");
    expect(mail.text).toContain(
      "အသွား- PG702၊ ရန်ကုန် (RGN) မှ ဘန်ကောက် (BKK)၊ ၂၀၂၆ ဒီဇင်ဘာ\u00a0၁ ၀၈:၃၀ (ဒေသစံတော်ချိန်)။",
    );
    expect(mail.html).toContain("၂၀၂၆ ဒီဇင်ဘာ\u00a0၁ ၀၈:၃၀");
  });

  it("gives a round trip's return too, every flight of each direction and each PNR", () => {
    const text = eticketMail(roundTrip, "en").text;
    expect(text).toContain(
      "Departure: MH741 + MH796, Yangon (RGN) to Bangkok (BKK), departing 22 Dec 2026 12:50 local time, PNR JGXMTN.",
    );
    expect(text).toContain(
      "Return: MH797 + MH742, Bangkok (BKK) to Yangon (RGN), departing 29 Dec 2026 09:05 local time, PNR KQ7PLM.",
    );
    expect(text).toContain("PNR JGXMTN / KQ7PLM");
    expect(eticketMail(roundTrip, "my").text).toContain("အပြန်- MH797 + MH742၊ ဘန်ကောက် (BKK) မှ ရန်ကုန် (RGN)");
  });

  it("says a domestic booking's fare type in both languages, and none abroad", () => {
    const domestic = { ...oneWay, destination: "MDL", fareType: "citizen" } as BookingRecord;
    expect(eticketMail(domestic, "en").text).toContain(
      "Fare type: Myanmar citizen fare (NRC needed for each adult).",
    );
    expect(eticketMail(domestic, "my").text).toContain(
      "ဈေးနှုန်း အမျိုးအစား- မြန်မာနိုင်ငံသား ဈေးနှုန်း (လူကြီးတစ်ဦးချင်းစီအတွက် မှတ်ပုံတင် လိုအပ်ပါသည်)။",
    );
    const foreigner = { ...domestic, fareType: "foreigner" } as BookingRecord;
    expect(eticketMail(foreigner, "en").text).toContain(
      "Fare type: Foreigner fare (passport needed for each adult).",
    );
    expect(eticketMail(foreigner, "my").html).toContain("နိုင်ငံခြားသား ဈေးနှုန်း");
    for (const language of ["en", "my"]) {
      expect(eticketMail({ ...oneWay, fareType: null }, language).text).not.toMatch(
        /Fare type|ဈေးနှုန်း အမျိုးအစား/,
      );
    }
  });

  it("lists every leg of a multi-city trip, numbered, in both languages", () => {
    const en = eticketMail(multiCityRecord(), "en");
    expect(en.subject).toBe("Your e-ticket FBK7Q2M4X9PA (RGN - NYU - MDL - HEH - RGN)");
    expect(en.text).toContain(
      "Flight 1 of 4: UB143, Yangon (RGN) to Bagan (NYU), departing 1 Dec 2026 07:30 local time, PNR QJ7K2M.",
    );
    expect(en.text).toContain("Flight 3 of 4: YH834, Mandalay (MDL) to Heho (HEH)");
    expect(en.text).toContain("Flight 4 of 4: K7245, Heho (HEH) to Yangon (RGN)");
    const my = eticketMail(multiCityRecord(), "my");
    expect(my.text).toContain("ခရီးစဉ် ၄ ခုအနက် ၂ ခုမြောက်- K7263၊ ပုဂံ (NYU) မှ မန္တလေး (MDL)");
    expect(my.text).toContain("ခရီးစဉ် ၄ ခုအနက် ၄ ခုမြောက်- K7245၊ ဟဲဟိုး (HEH) မှ ရန်ကုန် (RGN)");
    expect(my.text).not.toContain("အပြန်");
  });
});

describe("the e-ticket mail's link to Find my booking", () => {
  it("points at the page in the mail's language on the site's address", () => {
    expect(eticketMail(oneWay, "en", "https://flights.example.mm").text).toContain(
      "Find your booking online: https://flights.example.mm/find-booking",
    );
    const my = eticketMail(oneWay, "my", "https://flights.example.mm").text;
    expect(my).toContain("https://flights.example.mm/my/find-booking");
    expect(my).not.toContain("Find your booking online");
  });
});
