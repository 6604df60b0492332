import { describe, expect, it } from "vitest";
import type { BookingRecord } from "../../src/domain/booking.ts";
import { eticketMail } from "./mail.ts";

const record = {
  id: "FB1",
  origin: "RGN",
  destination: "BKK",
  departureDate: "2026-12-01T08:30:00",
  flightNumber: "PG702",
  airlineRef: "ABC123",
  contact: { firstName: "Aung" },
} as unknown as BookingRecord;

describe("the e-ticket mail", () => {
  it("gives the departure as the spec writes it in English", () => {
    expect(eticketMail(record, "en").text).toContain(
      "PG702 RGN - BKK, departing 1 Dec 2026 08:30 local time.",
    );
  });

  it("gives the departure as the Myanmar pages write it in Myanmar", () => {
    const mail = eticketMail(record, "my");
    expect(mail.text).toContain("PG702 RGN - BKK၊ ၂၀၂၆ ဒီဇင်ဘာ\u00a0၁ ၀၈:၃၀ (ဒေသစံတော်ချိန်)။");
    expect(mail.html).toContain("၂၀၂၆ ဒီဇင်ဘာ\u00a0၁ ၀၈:၃၀");
  });
});
