import { describe, expect, it } from "vitest";
import type { BookingEvent } from "../../../domain/booking-events.ts";
import { formatPrice, USD } from "../../../domain/money.ts";
import { renderIn } from "../../common/testing-render.tsx";
import { BookingTimeline } from "./BookingTimeline.tsx";
import { eventLines } from "./event-lines.ts";

const none = { amount: null, from: null, to: null, schedule: null, reason: null };
const was = [{ flightNumber: "UB401", from: "RGN", to: "MDL", departureAt: "2026-12-09T07:00:00" }];
const now = [{ flightNumber: "UB403", from: "RGN", to: "MDL", departureAt: "2026-12-11T13:30:00" }];
const history: BookingEvent[] = [
  { ...none, kind: "PAID", at: "2026-11-23T02:00:00.000Z", amount: "181.00" },
  { ...none, kind: "CHANGED", at: "2026-11-24T03:30:00.000Z", amount: "25.00", from: was, to: now },
  {
    ...none,
    kind: "SCHEDULE_CHANGED",
    at: "2026-11-25T04:00:00.000Z",
    schedule: {
      kind: "MOVED",
      flightNumber: "UB403",
      date: "2026-12-11",
      origin: "RGN",
      destination: "MDL",
      previousDeparture: "2026-12-11T13:30:00",
      previousArrival: "2026-12-11T14:55:00",
      departure: "2026-12-11T15:00:00",
      arrival: "2026-12-11T16:25:00",
      resolution: "ACCEPTED",
    },
  },
  { ...none, kind: "CANCELLED", at: "2026-11-26T05:00:00.000Z", amount: "156.00" },
];

describe("a booking's timeline", () => {
  it("tells each event with its Myanmar date and time, both flights of a change and every amount", () => {
    const html = renderIn(<BookingTimeline events={history} currency={USD} />);
    const order = [
      "23 Nov 2026 08:30",
      `Booked and paid ${formatPrice("181.00", USD, "en")}`,
      "24 Nov 2026 10:00",
      "Date changed from UB401 9 Dec 2026 07:00 to UB403 11 Dec 2026 13:30",
      `Paid ${formatPrice("25.00", USD, "en")} for the change`,
      "The airline changed the time of UB403 on 11 Dec 2026: 13:30 → 15:00",
      "You accepted the new time",
      `Cancelled: ${formatPrice("156.00", USD, "en")} refunded to your wallet`,
    ];
    const at = order.map((text) => html.indexOf(text.replaceAll("'", "&#x27;")));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it("in Myanmar with Myanmar digits, in the page's currency", () => {
    const kyat = { code: "MMK" as const, exchangeRate: 4500 };
    const html = renderIn(<BookingTimeline events={history} currency={kyat} />, "my");
    expect(html).toContain("မှတ်တမ်း");
    expect(html).toContain(`ဘွတ်ကင်လုပ်ပြီး ${formatPrice("181.00", kyat, "my")} ပေးချေခဲ့သည်`);
    expect(html).toContain("UB401 ၂၀၂၆ ဒီဇင်ဘာ\u00a0၉ ၀၇:၀၀");
    expect(html).toContain("သင်က အချိန်အသစ်ကို လက်ခံခဲ့သည်");
  });

  it("tells a kind it does not know by what it carries, and a refund for the airline's change in full", () => {
    const lines = eventLines(
      [
        { ...none, kind: "MOVED", at: "2026-11-27T00:00:00.000Z", amount: "0.00", from: was, to: now },
        {
          ...none,
          kind: "CANCELLED",
          at: "2026-11-28T00:00:00.000Z",
          amount: "206.00",
          reason: "SCHEDULE_CHANGE",
        },
        { ...none, kind: "CANCELLED", at: "2026-11-28T00:00:00.000Z", amount: "0.00" },
      ],
      (usd) => `$${usd}`,
      "en",
    );
    expect(lines.map((l) => [l.title.key, ...l.details.map((d) => d.key)])).toEqual([
      ["history.other", "history.otherFlights", "history.otherAmount"],
      ["history.cancelledForChange"],
      ["history.cancelledNothing"],
    ]);
    expect(lines[0]?.details[0]?.params).toEqual({
      from: "UB401 9 Dec 2026 07:00",
      to: "UB403 11 Dec 2026 13:30",
    });
  });

  it("says an airline's change was closed by cancelling the booking, in both languages", () => {
    const schedule = history[2]?.schedule;
    if (!schedule) throw new Error("no schedule change");
    const closed: BookingEvent[] = [
      {
        ...none,
        kind: "SCHEDULE_CHANGED",
        at: "2026-11-25T04:00:00.000Z",
        schedule: { ...schedule, resolution: "CANCELLED" },
      },
      { ...none, kind: "CANCELLED", at: "2026-11-26T05:00:00.000Z", amount: "156.00" },
    ];
    expect(renderIn(<BookingTimeline events={closed} currency={USD} />)).toContain(
      "You cancelled the booking",
    );
    expect(renderIn(<BookingTimeline events={closed} currency={USD} />, "my")).toContain(
      "သင်က ဘွတ်ကင်ကို ပယ်ဖျက်ခဲ့သည်",
    );
  });

  it("shows nothing for a booking with no history", () => {
    expect(renderIn(<BookingTimeline events={[]} currency={USD} />)).toBe("");
  });
});
