import { describe, expect, it } from "vitest";
import type { BookingRecord } from "../../../domain/booking.ts";
import { bookingRecord, returnFlight } from "../../../domain/test-data.ts";
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
