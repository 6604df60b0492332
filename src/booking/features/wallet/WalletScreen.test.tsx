import { describe, expect, it } from "vitest";
import { USD } from "../../../domain/money.ts";
import { renderIn } from "../../common/testing-render.tsx";
import { TopUpForm } from "./TopUpForm.tsx";
import { TransactionList } from "./TransactionList.tsx";
import { WalletBalance } from "./WalletBalance.tsx";
import WalletScreen from "./WalletScreen.tsx";

const noop = () => undefined;

describe("My Wallet", () => {
  it("as built: the frame with My Wallet current, over a spinner; never the signed-out text (the build does not know)", () => {
    const html = renderIn(<WalletScreen params={{}} search={{}} variant="card" />);
    expect(html).toContain('href="/wallet" aria-current="page"');
    expect(html).toMatch(/<h1[^>]*>My Wallet<\/h1>/);
    expect(html).toContain("Loading…");
    expect(html).not.toContain("Sign in to see your wallet");
  });

  it("shows the balance and each unexpired cash back with its expiry", () => {
    const html = renderIn(
      <WalletBalance balance="$10.00 USD" cashback={[{ amount: "$5.00 USD", expires: "1 January 2027" }]} />,
    );
    expect(html).toMatch(/data-testid="wallet-balance"[^>]*>\$10\.00 USD</);
    expect(html).toContain("$5.00 USD");
    expect(html).toContain("1 January 2027");
    expect(renderIn(<WalletBalance balance="$0.00 USD" cashback={[]} />)).toContain(
      "No cash back at the moment.",
    );
  });

  it("the card route's form starts on a card and asks for it; the KBZPay route's says to approve in the app", () => {
    const props = { userId: "u1", currency: USD, ready: true, onToppedUp: noop };
    const card = renderIn(<TopUpForm {...props} variant="card" />);
    expect(card).toMatch(/checked="" value="visa"/);
    expect(card).toContain("Card number");
    const kpay = renderIn(<TopUpForm {...props} variant="kpay" />);
    expect(kpay).toMatch(/checked="" value="kpay"/);
    expect(kpay).toContain("approve the payment in your KBZPay app");
    expect(kpay).not.toContain("Card number");
  });

  it("asks for the amount in the chosen currency, and cannot send before its rate is known", () => {
    const html = renderIn(
      <TopUpForm
        variant={undefined}
        userId="u1"
        currency={{ code: "MMK", exchangeRate: 4500 }}
        ready={false}
        onToppedUp={noop}
      />,
    );
    expect(html).toContain("MMK");
    expect(html).toMatch(/<button type="submit" disabled=""/);
  });

  it("lists what moved, and links a payment's booking in the page's language", () => {
    const line = {
      id: "t1",
      type: "PAYMENT" as const,
      date: "1 Dec 2026",
      time: "10:00",
      amount: "−$100.00 USD",
      credit: false,
      bookingId: "BK1",
    };
    const html = renderIn(<TransactionList lines={[line]} />, "my");
    expect(html).toContain('href="/my/booking-detail/BK1"');
    expect(renderIn(<TransactionList lines={[]} />)).toContain("No transactions yet.");
  });
});
