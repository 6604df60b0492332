import { describe, expect, it } from "vitest";
import { USD } from "../../../domain/money.ts";
import { renderIn } from "../../common/testing-render.tsx";
import BookingHistoryScreen from "./BookingHistoryScreen.tsx";
import { BookingList } from "./BookingList.tsx";
import { testCard } from "./testing-bookings.ts";

describe("Booking History", () => {
  it("as built: the frame with Booking History current, over a spinner", () => {
    const html = renderIn(<BookingHistoryScreen />);
    expect(html).toContain('href="/bookinghistory" aria-current="page"');
    expect(html).toMatch(/<h1[^>]*>Booking History<\/h1>/);
    expect(html).toContain("Loading…");
  });

  it("says so when there is no booking", () => {
    expect(renderIn(<BookingList cards={[]} currency={USD} />)).toContain("No booking history found");
  });

  it("shows each booking's status, total, flights and travellers; the e-ticket only for a paid one", () => {
    const html = renderIn(<BookingList cards={[testCard("PAID"), testCard("EXPIRED")]} currency={USD} />);
    expect(html).toContain("Booking BK-PAID");
    expect(html).toContain("Paid");
    expect(html).toContain("Expired");
    expect(html).toContain("$200.00 USD");
    expect(html).toContain("Via Mandalay");
    expect(html).toContain("Thida Aung, Mya Mya");
    expect(html.match(/Download E-Ticket/g)).toHaveLength(1);
  });

  it("says each domestic booking's fare type, in the page's language", () => {
    const cards = [{ ...testCard("PAID"), fareType: "citizen" as const }, testCard("EXPIRED")];
    const html = renderIn(<BookingList cards={cards} currency={USD} />);
    expect(html.match(/Citizen fare/g)).toHaveLength(1);
    expect(html).not.toContain("Foreigner fare");
    const foreigner = renderIn(
      <BookingList cards={[{ ...testCard("PAID"), fareType: "foreigner" }]} currency={USD} />,
      "my",
    );
    expect(foreigner).toContain("နိုင်ငံခြားသား ဈေးနှုန်း");
  });

  it("links each booking's detail in the page's language", () => {
    const html = renderIn(<BookingList cards={[testCard("PAID")]} currency={USD} />, "my");
    expect(html).toContain('href="/my/booking-detail/BK-PAID"');
  });
});
