import { describe, expect, it } from "vitest";
import type { BookingRecord } from "../../../domain/booking.ts";
import { bookingRecord, multiCityRecord, returnFlight } from "../../../domain/test-data.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { translator } from "../../../i18n/translate.ts";
import { renderIn } from "../../common/testing-render.tsx";
import { BookingDetails } from "./BookingDetails.tsx";

const booking = bookingRecord({ id: "BK1", flightNumber: "UB101", returnFlightInfo: returnFlight() });

function draw(shown: BookingRecord | null, locale: Locale = "en") {
  return renderIn(<BookingDetails booking={shown} city={(code) => `${code} city`} />, locale);
}

describe("the booking details card", () => {
  it("shows the booking's id, cities, way and flights", () => {
    const html = draw(booking);
    expect(html).toContain("BK1");
    expect(html).toContain("RGN city (RGN)");
    expect(html).toContain("MDL city (MDL)");
    expect(html).toContain(translator("en")("payment.roundWay"));
    expect(html).toContain("UB101");
  });

  it("lists every leg of a multi-city booking, numbered, in both languages", () => {
    const html = draw(multiCityRecord());
    expect(html).toContain("Multi-city");
    for (const n of [1, 2, 3, 4]) expect(html).toContain(`Flight ${n} of 4`);
    expect(html).toContain("MDL city (MDL) → HEH city (HEH)");
    expect(html).toContain("K7245");
    expect(html).not.toContain(translator("en")("payment.roundWay"));
    const my = draw(multiCityRecord(), "my");
    expect(my).toContain("ခရီးစဉ် ၄ ခုအနက် ၄ ခုမြောက်");
    expect(my).toContain("HEH city (HEH) → RGN city (RGN)");
  });

  it("with nothing stored, says where to find a booking, in the page's language", () => {
    const en = draw(null);
    expect(en).toContain(translator("en")("payment.noBookingStored"));
    expect(en).toContain('href="/bookinghistory"');
    expect(en).toContain('href="/"');
    const my = draw(null, "my");
    expect(my).toContain('href="/my/bookinghistory"');
    expect(my).toContain('href="/my/"');
  });
});
