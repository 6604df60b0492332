import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { LegView } from "../../../domain/booking-legs.ts";
import { USD } from "../../../domain/money.ts";
import type { UIKey } from "../../../i18n/en.ts";
import { recordingTranslator } from "../../../i18n/recording-translator.ts";
import { translator } from "../../../i18n/translate.ts";
import type { Translate } from "../../../i18n/translate-core.ts";
import { Spinner } from "../../Spinner.tsx";
import { AccountFrame, menuRoute } from "./AccountFrame.tsx";
import { ACCOUNT_EARLY_TITLES, type AccountEarlyRoute, accountEarlyKeys } from "./account-early-keys.ts";
import { BookingDetailView } from "./BookingDetailView.tsx";
import { BookingListView } from "./BookingListView.tsx";
import { TopUpFormView } from "./TopUpFormView.tsx";
import { TransactionList } from "./TransactionList.tsx";
import { defaultMethod } from "./top-up-methods.ts";
import { WalletBalanceView } from "./WalletBalanceView.tsx";
import type { TransactionLine } from "./wallet-view.ts";

const agent = {
  id: "a1",
  name: "Aung Kyaw",
  email: "a@example.mm",
  phoneNumber: "959",
  isAgent: true,
  createdAt: "2026-01-01T00:00:00Z",
};

describe("AccountFrame", () => {
  it("uses on each page no text but those the page carries for its early copy (accountEarlyKeys), its data's included", () => {
    const leg = (direction: "outbound" | "return", stops: string[], airlineRef: string): LegView => ({
      direction,
      origin: "RGN",
      destination: "BKK",
      originCity: "Yangon",
      destinationCity: "Bangkok",
      departureTerminal: "1",
      arrivalTerminal: "",
      airlineName: "Myanmar Airways International",
      flightNumber: "8M331",
      airlineRef,
      departDate: "1 Dec 2026",
      departTime: "08:00",
      arriveDate: "1 Dec 2026",
      arriveTime: "10:00",
      duration: "2h",
      price: "100.00",
      flights: ["8M331"],
      stops,
    });
    const statuses = ["PAID", "PENDING_PAYMENT", "EXPIRED", "CANCELLED"] as const;
    const cards = statuses.map((status) => ({
      id: `BK-${status}`,
      status,
      total: "200.00",
      passengerNames: status === "PAID" ? ["Thida Aung", "Mya Mya"] : ["Thida Aung"],
      bookedOn: "23 Nov 2026",
      legs: [leg("outbound", [], ""), leg("return", ["Mandalay"], "PNR1")],
      hasTicket: status === "PAID",
    }));
    const passenger = (kind: "Adult" | "Child", idType: "PASSPORT" | "NRC") => ({
      name: "Thida Aung",
      kind,
      route: "Yangon → Bangkok",
      cabinBaggageKg: 7,
      checkedBaggageKg: 20,
      idType,
      idNumber: "MA123",
      nationality: "Myanmar",
    });
    const details = statuses.map((status, index) => ({
      id: `BK-${status}`,
      status,
      bookedBy: "Thida Aung",
      bookingDate: "23 Nov 2026",
      bookingTime: "10:00",
      contactEmail: "thida@example.mm",
      roundTrip: index % 2 === 0,
      total: "200.00",
      legs: [leg("outbound", [], ""), leg("return", ["Mandalay"], "PNR1")],
      passengers: [passenger("Adult", "PASSPORT"), passenger("Child", "NRC")],
      hasTicket: status === "PAID",
    }));
    // What each page draws once its own request has answered.
    const data: Partial<Record<AccountEarlyRoute, (t: Translate) => void>> = {
      bookingHistory: (t) => {
        for (const list of [[], cards])
          renderToStaticMarkup(<BookingListView cards={list} t={t} currency={USD} />);
      },
      bookingDetail: (t) => {
        for (const detail of details)
          renderToStaticMarkup(<BookingDetailView detail={detail} t={t} currency={USD} />);
      },
    };
    for (const route of ["wallet", "walletCard", "walletKpay"] as const)
      data[route] = (t) => {
        for (const cashback of [[], [{ amount: "$5.00 USD", expires: "1 January 2027" }]])
          renderToStaticMarkup(<WalletBalanceView view={{ balance: "$10.00 USD", cashback }} t={t} />);
        // The top-up form with each kind of method's details, in both currencies, and the ledger.
        for (const [variant, currency] of [
          ["card", USD],
          ["kpay", { code: "MMK", exchangeRate: 4500 }],
          [undefined, USD],
        ] as const)
          renderToStaticMarkup(
            <TopUpFormView
              t={t}
              currency={currency}
              ready
              amount=""
              method={defaultMethod(variant)}
              errors={{}}
              busy={false}
            />,
          );
        const line = (type: string) => ({
          id: type,
          type,
          date: "1 Dec",
          time: "10:00",
          amount: "$1.00 USD",
          credit: true,
          bookingId: null,
        });
        for (const lines of [[], ["TOPUP", "PAYMENT", "REFUND", "CASHBACK"].map(line)])
          renderToStaticMarkup(<TransactionList lines={lines as TransactionLine[]} t={t} />);
      };
    for (const [route, title] of Object.entries(ACCOUNT_EARLY_TITLES) as [AccountEarlyRoute, UIKey][]) {
      const { t, used } = recordingTranslator();
      renderToStaticMarkup(
        <AccountFrame title={t(title)} user={agent} current={menuRoute(route)} t={t}>
          <Spinner label={t("app.loading")} />
        </AccountFrame>,
      );
      data[route]?.(t);
      expect([...used].sort(), route).toEqual([...accountEarlyKeys(route)].sort());
    }
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
