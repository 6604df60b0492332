import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { LegView } from "../../../domain/booking-legs.ts";
import { USD } from "../../../domain/money.ts";
import { recordingTranslator } from "../../../i18n/recording-translator.ts";
import { translator } from "../../../i18n/translate.ts";
import { Spinner } from "../../Spinner.tsx";
import { AccountFrame, menuRoute } from "./AccountFrame.tsx";
import { ACCOUNT_EARLY_KEYS, ACCOUNT_EARLY_TITLES } from "./account-early-keys.ts";
import { BookingListView } from "./BookingListView.tsx";
import { WalletBalanceView } from "./WalletBalanceView.tsx";

const agent = {
  id: "a1",
  name: "Aung Kyaw",
  email: "a@example.mm",
  phoneNumber: "959",
  isAgent: true,
  createdAt: "2026-01-01T00:00:00Z",
};

describe("AccountFrame", () => {
  it("uses no text the account pages do not carry for their early copy (ACCOUNT_EARLY_KEYS), My Wallet's balance included", () => {
    const { t, used } = recordingTranslator();
    for (const [route, title] of Object.entries(ACCOUNT_EARLY_TITLES))
      renderToStaticMarkup(
        <AccountFrame title={t(title)} user={agent} current={menuRoute(route as "bookingDetail")} t={t}>
          <Spinner label={t("app.loading")} />
        </AccountFrame>,
      );
    // My Wallet's page draws the balance too, and Booking History's the bookings, once their own
    // requests have answered.
    for (const cashback of [[], [{ amount: "$5.00 USD", expires: "1 January 2027" }]])
      renderToStaticMarkup(<WalletBalanceView view={{ balance: "$10.00 USD", cashback }} t={t} />);
    const leg = (direction: "outbound" | "return", stops: string[]): LegView => ({
      direction,
      origin: "RGN",
      destination: "BKK",
      originCity: "Yangon",
      destinationCity: "Bangkok",
      departureTerminal: "1",
      arrivalTerminal: "",
      airlineName: "Myanmar Airways International",
      flightNumber: "8M331",
      airlineRef: "",
      departDate: "1 Dec 2026",
      departTime: "08:00",
      arriveDate: "1 Dec 2026",
      arriveTime: "10:00",
      duration: "2h",
      price: "100.00",
      flights: ["8M331"],
      stops,
    });
    const cards = (["PAID", "PENDING_PAYMENT", "EXPIRED", "CANCELLED"] as const).map((status) => ({
      id: `BK-${status}`,
      status,
      total: "200.00",
      passengerName: "Thida Aung",
      bookedOn: "23 Nov 2026",
      legs: [leg("outbound", []), leg("return", ["Mandalay"])],
      hasTicket: status === "PAID",
    }));
    for (const list of [[], cards])
      renderToStaticMarkup(<BookingListView cards={list} t={t} currency={USD} />);
    expect([...used].sort()).toEqual([...ACCOUNT_EARLY_KEYS].sort());
  });

  it("highlights Booking History for a booking's detail and shows the agent's badge", () => {
    const html = renderToStaticMarkup(
      <AccountFrame
        title="Booking detail"
        user={agent}
        current={menuRoute("bookingDetail")}
        t={translator("en")}
      >
        <p>content</p>
      </AccountFrame>,
    );
    expect(html).toContain('href="/bookinghistory" aria-current="page"');
    expect(html).toContain("Agent");
    expect(html).toContain("AK");
  });
});
