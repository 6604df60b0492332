import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { recordingTranslator } from "../../../i18n/recording-translator.ts";
import { translator } from "../../../i18n/translate.ts";
import { Spinner } from "../../Spinner.tsx";
import { AccountFrame, menuRoute } from "./AccountFrame.tsx";
import { ACCOUNT_EARLY_KEYS, ACCOUNT_EARLY_TITLES } from "./account-early-keys.ts";
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
    // My Wallet's page draws the balance too, once its own request has answered.
    for (const cashback of [[], [{ amount: "$5.00 USD", expires: "1 January 2027" }]])
      renderToStaticMarkup(<WalletBalanceView view={{ balance: "$10.00 USD", cashback }} t={t} />);
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
