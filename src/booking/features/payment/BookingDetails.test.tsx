import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { BookingRecord } from "../../../domain/booking.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { translator } from "../../../i18n/translate.ts";
import { TextsContext } from "../../use-t.ts";
import { BookingDetails } from "./BookingDetails.tsx";

const booking = {
  id: "BK1",
  status: "PENDING_PAYMENT",
  origin: "RGN",
  destination: "MDL",
  departureDate: "2026-12-20T07:30:00+06:30",
  airlineName: "Myanmar National Airlines",
  flightNumber: "UB101",
  isRoundTrip: true,
  returnFlightInfo: { returnDate: "2026-12-24T09:00:00+06:30", flightNumber: "UB102" },
} as unknown as BookingRecord;

function draw(shown: BookingRecord | null, locale: Locale = "en") {
  return renderToStaticMarkup(
    <TextsContext value={{ locale, t: translator(locale) }}>
      <BookingDetails booking={shown} city={(code) => `${code} city`} />
    </TextsContext>,
  );
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
