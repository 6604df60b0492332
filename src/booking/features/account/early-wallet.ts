import type { WalletView } from "../../../domain/wallet.ts";
import { storedPriceCurrency, storedWalletCurrency } from "../../../stores/currency-cache.ts";
import { drawAccountPage } from "./early-account-page.ts";
import { TopUpFormView } from "./TopUpFormView.tsx";
import { TransactionList } from "./TransactionList.tsx";
import { defaultMethod } from "./top-up-methods.ts";
import { WalletBalanceView } from "./WalletBalanceView.tsx";
import { walletDisplay } from "./wallet-view.ts";

/** A wallet as the API answers it, enough to draw its figures. */
function isWallet(value: unknown): value is WalletView {
  const wallet = value as WalletView | null;
  return (
    typeof wallet?.balance === "number" &&
    Array.isArray(wallet.cashback) &&
    Array.isArray(wallet.transactions)
  );
}

/**
 * My Wallet (and its card and KBZPay pages) drawn by the page itself before the app has arrived
 * (early-account-page.ts): the frame and the spinner, then, when the page's own request for the
 * wallet answers, the whole screen through its own views: the balance and cash back, the top-up
 * form with the page's method chosen (what is typed and pressed there is done by the screen when
 * it takes over: hand-over.ts) and the ledger. The answer is left to the screen (early-data.ts).
 */
drawAccountPage(({ element, locale, t, drawWhenAnswered }) =>
  drawWhenAnswered(
    (data) => (isWallet(data) ? data : null),
    // The balance first (the page's largest paint), then the form and the ledger below it, one
    // frame later: drawn together, the larger layout put the balance's paint about 40 ms later.
    (wallet) =>
      WalletBalanceView({ view: walletDisplay(wallet, storedPriceCurrency(localStorage), locale), t }),
    (wallet) => {
      const { currency, ready } = storedWalletCurrency(localStorage);
      const view = walletDisplay(wallet, currency, locale);
      return [
        WalletBalanceView({ view, t }),
        TopUpFormView({
          t,
          currency,
          ready,
          amount: "",
          method: defaultMethod(element.dataset.variant),
          errors: {},
          busy: false,
        }),
        TransactionList({ lines: view.transactions, t }),
      ];
    },
  ),
);
