import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { BookingRecord } from "../../../domain/booking.ts";
import { USD } from "../../../domain/money.ts";
import { recordingTranslator } from "../../../i18n/recording-translator.ts";
import { BLANK_CARD, CardFormView } from "./CardFormView.tsx";
import { HoldTimerView } from "./HoldTimerView.tsx";
import { PAYMENT_KEYS, type PaymentVariant, PaymentView } from "./PaymentView.tsx";

const booking = {
  id: "BK1",
  status: "PENDING_PAYMENT",
  origin: "RGN",
  destination: "MDL",
  departureDate: "2026-12-20T07:30:00+06:30",
  holdExpiresAt: "2026-12-01T00:00:00Z",
  totalPrice: "120.50",
  airlineName: "Myanmar National Airlines",
  flightNumber: "UB101",
  isRoundTrip: true,
  returnFlightInfo: { returnDate: "2026-12-24T09:00:00+06:30", flightNumber: "UB102" },
  adults: 2,
  children: 1,
} as unknown as BookingRecord;

describe("the payment step's view", () => {
  it("uses no text but those the page carries for its early copy (PAYMENT_KEYS), in each variant", () => {
    const { t, used } = recordingTranslator();
    const oneWay = { ...booking, isRoundTrip: false, returnFlightInfo: null };
    for (const [variant, shown] of [
      ["wallet", booking],
      ["card", booking],
      ["kpay", oneWay],
    ] as [PaymentVariant, BookingRecord][])
      renderToStaticMarkup(
        <PaymentView
          variant={variant}
          booking={shown}
          status="ready"
          expired={false}
          paying={false}
          toppedUp={0}
          shortfall={null}
          t={t}
          locale="en"
          currency={USD}
          city={(code) => code}
          timer={<HoldTimerView remaining={600_000} t={t} locale="en" />}
          cardForm={
            <CardFormView
              idPrefix="card"
              t={t}
              card={BLANK_CARD}
              problem={null}
              busy={false}
              submitLabel={t("payment.payNow")}
              busyLabel={t("payment.processing")}
              note={t("payment.cardNote", { amount: "$120.50 USD" })}
            />
          }
        />,
      );
    expect([...used].sort()).toEqual([...PAYMENT_KEYS].sort());
  });

  it("shows the hold's time left, in Myanmar digits on Myanmar pages, and nothing once it has run out", () => {
    const { t } = recordingTranslator("my");
    expect(renderToStaticMarkup(<HoldTimerView remaining={605_000} t={t} locale="my" />)).toContain("၁၀:၀၅");
    expect(renderToStaticMarkup(<HoldTimerView remaining={0} t={t} locale="en" />)).toBe("");
  });
});
