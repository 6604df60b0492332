import { describe, expect, it } from "vitest";
import { USD } from "../../../domain/money.ts";
import { renderIn, renderLoadedIn } from "../../common/testing-render.tsx";
import { BookingDetail } from "./BookingDetail.tsx";
import BookingDetailScreen from "./BookingDetailScreen.tsx";
import { testDetail } from "./testing-bookings.ts";

const pay = () => undefined;

describe("a booking's detail", () => {
  it("as built: the frame with Booking History current, over a spinner (the booking is asked for in the browser)", () => {
    const html = renderIn(<BookingDetailScreen params={{}} search={{}} />);
    expect(html).toContain('href="/bookinghistory" aria-current="page"');
    expect(html).toMatch(/<h1[^>]*>Booking detail<\/h1>/);
    expect(html).toContain("Loading…");
  });

  it("a paid booking: its e-ticket by mail or as a file, a refund and a new date; no Pay Now", () => {
    const html = renderIn(
      <BookingDetail detail={testDetail("PAID")} currency={USD} onPay={pay} onCancelled={pay} />,
    );
    expect(html).toContain("Paid");
    expect(html).toContain("Send E-ticket");
    expect(html).toContain("Download E-Ticket");
    expect(html).toContain("Request Refund");
    expect(html).toContain('href="/flights/change?booking=BK-PAID"');
    expect(html).not.toContain("Pay Now");
  });

  it("a changed booking: what was paid in all beside the flights' price, in both languages", () => {
    const detail = { ...testDetail("PAID"), paidInAll: "238.00" };
    const html = renderIn(<BookingDetail detail={detail} currency={USD} onPay={pay} onCancelled={pay} />);
    expect(html).toContain("Total price");
    expect(html).toContain("$200.00 USD");
    expect(html).toContain("Paid in all, with changes");
    expect(html).toContain("$238.00 USD");
    const my = renderIn(<BookingDetail detail={detail} currency={USD} onPay={pay} onCancelled={pay} />, "my");
    expect(my).toContain("ပြောင်းလဲမှုများအပါအဝင် စုစုပေါင်း ပေးချေငွေ");
    expect(
      renderIn(<BookingDetail detail={testDetail("PAID")} currency={USD} onPay={pay} onCancelled={pay} />),
    ).not.toContain("Paid in all");
  });

  it("an agent's booking: the net fare they paid, their markup and what their customer pays, in both languages", async () => {
    const detail = {
      ...testDetail("PAID"),
      agentSale: { net: "95.00", markup: "9.50", selling: "104.50", customerId: "c1" },
    };
    // Downloaded with the agent's texts once drawn (ADR 0086): not in the first markup.
    expect(
      renderIn(<BookingDetail detail={detail} currency={USD} onPay={pay} onCancelled={pay} />),
    ).not.toContain("Customer pays");
    const html = await renderLoadedIn(
      <BookingDetail detail={detail} currency={USD} onPay={pay} onCancelled={pay} />,
    );
    expect(html).toContain("Net fare (you pay from your deposit)");
    expect(html).toContain("$9.50 USD");
    expect(html).toContain("Customer pays");
    expect(html).toContain("$104.50 USD");
    const my = await renderLoadedIn(
      <BookingDetail detail={detail} currency={USD} onPay={pay} onCancelled={pay} />,
      "my",
    );
    expect(my).toContain("ဖောက်သည် ပေးချေရမည့်ငွေ");
    expect(my).toContain("$၁၀၄.၅၀ USD");
    // A customer's own booking says none of it.
    const own = await renderLoadedIn(
      <BookingDetail detail={testDetail("PAID")} currency={USD} onPay={pay} onCancelled={pay} />,
    );
    expect(own).not.toContain("Customer pays");
  });

  it("a flight the airline moved or cancelled: a notice above all, and a badge, in both languages", () => {
    const moved = {
      ...testDetail("PAID"),
      scheduleChange: {
        kind: "MOVED" as const,
        flight: "UB101",
        date: "14 Jan 2027",
        time: "09:30",
        previous: "07:00",
      },
    };
    const html = renderIn(<BookingDetail detail={moved} currency={USD} onPay={pay} onCancelled={pay} />);
    expect(html).toContain("Your flight UB101 now leaves at 09:30 instead of 07:00 on 14 Jan 2027");
    expect(html.indexOf("Your flight UB101")).toBeLessThan(html.indexOf("Send E-ticket"));
    expect(html).toContain("Schedule changed");
    // A moved flight can be accepted, moved free of charge on the change page, or refunded in full.
    expect(html).toContain("Accept the new time");
    expect(html).toContain("Cancel with a full refund");
    expect(html).toContain(`href="/flights/change?booking=${moved.id}&amp;move=free"`);
    expect(html).toContain("Move to another flight free of charge");
    const cancelled = { ...moved, scheduleChange: { ...moved.scheduleChange, kind: "CANCELLED" as const } };
    const my = renderIn(
      <BookingDetail detail={cancelled} currency={USD} onPay={pay} onCancelled={pay} />,
      "my",
    );
    expect(my).toContain("လေကြောင်းလိုင်းက ဖျက်သိမ်းလိုက်ပါသည်");
    expect(my).toContain("လေယာဉ်ခရီးစဉ် ဖျက်သိမ်းထားသည်");
    // A cancelled flight has no new time to accept: only the full refund.
    expect(my).toContain("ငွေအပြည့်ပြန်အမ်း၍ ပယ်ဖျက်မည်");
    expect(my).not.toContain("အချိန်အသစ်ကို လက်ခံမည်");
    expect(my).toContain(`href="/my/flights/change?booking=${moved.id}&amp;move=free"`);
    expect(my).toContain("အခြားလေယာဉ်သို့ အခမဲ့ ပြောင်းမည်");
  });

  it("a cancelled booking: when, and the refund to the wallet, in both languages; nothing to refund again", () => {
    const html = renderIn(
      <BookingDetail detail={testDetail("CANCELLED")} currency={USD} onPay={pay} onCancelled={pay} />,
    );
    expect(html).toContain("Cancelled");
    expect(html).toContain("Cancelled on");
    expect(html).toContain("24 Nov 2026 09:15");
    expect(html).toMatch(/Refunded to wallet.*\$150\.00 USD/s);
    expect(html).not.toContain("Request Refund");
    expect(html).not.toContain("Download E-Ticket");
    const my = renderIn(
      <BookingDetail detail={testDetail("CANCELLED")} currency={USD} onPay={pay} onCancelled={pay} />,
      "my",
    );
    expect(my).toContain("ပယ်ဖျက်ပြီး");
    expect(my).toContain("ပိုက်ဆံအိတ်သို့ ပြန်အမ်းငွေ");
  });

  it("a booking waiting for payment: Pay Now, and nothing that needs a ticket", () => {
    const html = renderIn(
      <BookingDetail detail={testDetail("PENDING_PAYMENT")} currency={USD} onPay={pay} onCancelled={pay} />,
    );
    expect(html).toContain("Pay Now");
    expect(html).not.toContain("Download E-Ticket");
    expect(html).not.toContain("Request Reschedule");
  });

  it("lists every passenger with their kind and document", () => {
    const html = renderIn(
      <BookingDetail detail={testDetail("PAID")} currency={USD} onPay={pay} onCancelled={pay} />,
    );
    expect(html).toContain("(Adult)");
    expect(html).toContain("(Child)");
    expect(html).toContain("Passport");
    expect(html).toContain("NRC");
  });

  it("says the fare type of a domestic booking in both languages, and none abroad", () => {
    const citizen = { ...testDetail("PAID"), fareType: "citizen" as const };
    expect(renderIn(<BookingDetail detail={citizen} currency={USD} onPay={pay} onCancelled={pay} />)).toMatch(
      /<dt[^>]*>Fare<\/dt><dd[^>]*>Citizen fare<\/dd>/,
    );
    const foreigner = { ...citizen, fareType: "foreigner" as const };
    expect(
      renderIn(<BookingDetail detail={foreigner} currency={USD} onPay={pay} onCancelled={pay} />, "my"),
    ).toMatch(/<dt[^>]*>ဈေးနှုန်း အမျိုးအစား<\/dt><dd[^>]*>နိုင်ငံခြားသား ဈေးနှုန်း<\/dd>/);
    const abroad = renderIn(
      <BookingDetail detail={testDetail("PAID")} currency={USD} onPay={pay} onCancelled={pay} />,
    );
    expect(abroad).not.toContain("Citizen fare");
    expect(abroad).not.toContain("Foreigner fare");
  });

  it("names the fare family bought, and nothing for a booking made before families", () => {
    const flex = { ...testDetail("PAID"), fareFamily: "Flex" };
    expect(renderIn(<BookingDetail detail={flex} currency={USD} onPay={pay} onCancelled={pay} />)).toMatch(
      /<dt[^>]*>Fare family<\/dt><dd[^>]*>Flex<\/dd>/,
    );
    expect(
      renderIn(
        <BookingDetail
          detail={{ ...flex, fareFamily: "ပြောင်းလွယ်" }}
          currency={USD}
          onPay={pay}
          onCancelled={pay}
        />,
        "my",
      ),
    ).toMatch(/<dt[^>]*>လက်မှတ် အမျိုးအစား<\/dt><dd[^>]*>ပြောင်းလွယ်<\/dd>/);
    expect(
      renderIn(<BookingDetail detail={testDetail("PAID")} currency={USD} onPay={pay} onCancelled={pay} />),
    ).not.toContain("Fare family");
  });

  it("links the new date's request in the page's language", () => {
    const html = renderIn(
      <BookingDetail detail={testDetail("PAID")} currency={USD} onPay={pay} onCancelled={pay} />,
      "my",
    );
    expect(html).toContain('href="/my/flights/change?booking=BK-PAID"');
  });
});
