import { describe, expect, it } from "vitest";
import type { BookingRecord } from "../../../domain/booking.ts";
import { USD } from "../../../domain/money.ts";
import {
  bookingRecord,
  child,
  contact,
  multiCityRecord,
  passenger,
  returnFlight,
} from "../../../domain/test-data.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { renderIn } from "../../common/testing-render.tsx";
import { PaidBooking } from "./PaidBooking.tsx";

const booking = bookingRecord({
  id: "BK1",
  status: "PAID",
  origin: "RGN",
  destination: "BKK",
  departureDate: "2026-12-20T07:30:00+06:30",
  totalPrice: "120.50",
  flightNumber: "UB101",
  airlineRef: "PNR1",
  returnFlightInfo: returnFlight({
    returnDate: "2026-12-24T09:00:00+06:30",
    flightNumber: "UB102",
    airlineRef: "PNR2",
  }),
  adults: 1,
  children: 1,
  cities: { RGN: { city: "Yangon", cityMy: "ရန်ကုန်" } },
  contact: contact({ phoneNumber: "959123456789", email: "su@example.mm" }),
  passengers: [
    passenger({ firstName: "Su", lastName: "Su", gender: "FEMALE", dateOfBirth: "1990-01-01" }),
    child({ firstName: "Ko", lastName: "Ko", gender: "MALE", dateOfBirth: "2018-01-01" }),
  ],
});

/** Two adults and three children: a man and a woman, a boy, a girl and a child of no stated gender. */
const family = bookingRecord({
  ...booking,
  adults: 2,
  children: 3,
  passengers: [
    passenger({ firstName: "Su", lastName: "Su", gender: "FEMALE", dateOfBirth: "1990-01-01" }),
    passenger({ firstName: "Zaw", lastName: "Min", gender: "MALE", dateOfBirth: "1988-01-01" }),
    child({ firstName: "Ko", lastName: "Ko", gender: "MALE", dateOfBirth: "2018-01-01" }),
    child({ firstName: "Ma", lastName: "Ma", gender: "FEMALE", dateOfBirth: "2019-01-01" }),
    child({ firstName: "Mo", lastName: "Mo", gender: "OTHER", dateOfBirth: "2020-01-01" }),
  ],
});

/** The paid booking as the page draws it in `locale`. */
function draw(
  shown: BookingRecord,
  locale: Locale = "en",
  city: (code: string) => string = (code) => code,
  eticketTo: string[] = [],
) {
  return renderIn(
    <PaidBooking booking={shown} eticketTo={eticketTo} currency={USD} city={city} downloading={false} />,
    locale,
  );
}

describe("the paid booking", () => {
  it("gives children a child's title, in English and in Myanmar", () => {
    const names = (locale: Locale) =>
      [...draw(family, locale).matchAll(/<li>(.*?)<\/li>/g)].map((match) =>
        (match[1] ?? "").replace(/<!-- -->/g, ""),
      );
    expect(names("en")).toEqual([
      "Ms. Su Su",
      "Mr. Zaw Min",
      "Master Ko Ko (Child)",
      "Miss Ma Ma (Child)",
      "Mx. Mo Mo (Child)",
    ]);
    expect(names("my").slice(0, 4)).toEqual([
      "ဒေါ် Su Su",
      "ဦး Zaw Min",
      "မောင် Ko Ko (ကလေး)",
      "မ Ma Ma (ကလေး)",
    ]);
  });

  it("names cities from the booking first, then from the lookup, and shows the phone with its +", () => {
    const html = draw(booking, "en", (code) => `${code}-city`);
    expect(html).toContain("Yangon (RGN) → BKK-city (BKK)");
    expect(html).toContain("+959123456789 · su@example.mm");
    expect(html).toContain("PNR1, PNR2");
  });

  it("shows a PNR both flights share once", () => {
    const html = draw({ ...booking, returnFlightInfo: returnFlight({ airlineRef: "PNR1" }) });
    expect(html).toContain("PNR1");
    expect(html).not.toContain("PNR1, PNR1");
  });

  it("says where the e-ticket was mailed, in the page's language, and nothing when not known", () => {
    const to = ["su@example.mm", "aung.kyaw@example.com"];
    expect(draw(booking, "en", undefined, to)).toContain(
      "E-ticket sent to su@example.mm, aung.kyaw@example.com",
    );
    expect(draw(booking, "my", undefined, to)).toContain(
      "အီးလက်မှတ်ကို su@example.mm နှင့် aung.kyaw@example.com သို့ ပို့ပြီးပါပြီ",
    );
    expect(draw(booking, "my", undefined, ["su@example.mm"])).toContain("အီးလက်မှတ်ကို su@example.mm သို့ ပို့ပြီးပါပြီ");
    expect(draw(booking, "en")).not.toContain("E-ticket sent to");
  });

  it("lists every leg of a multi-city booking with its route and departure, and every PNR once", () => {
    const html = draw(multiCityRecord());
    expect(html).toContain("Flight 2 of 4");
    expect(html).toContain("Bagan (NYU) → Mandalay (MDL) · 2 Dec 2026 07:30");
    expect(html).toContain("Heho (HEH) → Yangon (RGN) · 4 Dec 2026 07:30");
    expect(html).toContain("QJ7K2M, 38XNUZ, Y6P3RT");
    expect(html).toContain("UB143, K7263, YH834, K7245");
    expect(draw(multiCityRecord(), "my")).toContain("ခရီးစဉ် ၄ ခုအနက် ၁ ခုမြောက်");
  });
});
