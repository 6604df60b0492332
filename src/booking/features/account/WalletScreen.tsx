import { useStore } from "@nanostores/react";
import { fetchWallet } from "../../../api/wallet.ts";
import type { WalletView } from "../../../domain/wallet.ts";
import { $auth } from "../../../stores/auth.ts";
import { pathTo } from "../../paths.ts";
import { currentReturnPath } from "../../router.ts";
import { Spinner } from "../../Spinner.tsx";
import type { ScreenProps } from "../../screen-props.ts";
import { useLocale, useT } from "../../use-t.ts";
import { AccountLayout } from "./AccountLayout.tsx";
import { card, primaryButton } from "./classes.ts";
import { LoadFailure } from "./LoadFailure.tsx";
import { TopUpForm } from "./TopUpForm.tsx";
import { TransactionList } from "./TransactionList.tsx";
import { useCurrency } from "./use-currency.ts";
import { useEarlyLoad } from "./use-load.ts";
import { WalletBalanceView } from "./WalletBalanceView.tsx";
import { walletDisplay } from "./wallet-view.ts";

/**
 * My Wallet (spec "Wallet", /wallet and its card and KBZPay forms): the real balance, cash back
 * and transactions in the chosen currency, and a top-up through the payment provider.
 */
export default function WalletScreen({ variant }: ScreenProps) {
  const t = useT();
  const locale = useLocale();
  const { isAuthenticated, user } = useStore($auth);
  const { currency, ready } = useCurrency();
  // The page asked for the wallet before the app arrived (early-wallet.ts).
  const [state, setState, retry] = useEarlyLoad<WalletView>(
    "wallet",
    isAuthenticated && user ? user.id : null,
    (signal) => fetchWallet(signal).then((body) => body.data),
    t,
  );

  if (!isAuthenticated) {
    return (
      <AccountLayout title={t("account.wallet.title")}>
        <div className={card}>
          <p>{t("account.wallet.signIn")}</p>
          <a href={pathTo("login", {}, { next: currentReturnPath() })} className={`${primaryButton} mt-4`}>
            {t("account.login.submit")}
          </a>
        </div>
      </AccountLayout>
    );
  }

  const view = state.kind === "ready" ? walletDisplay(state.data, currency, locale) : null;
  return (
    <AccountLayout title={t("account.wallet.title")}>
      {/* As the page drew it before the app arrived (early-wallet.ts). */}
      {state.kind === "loading" && <Spinner label={t("app.loading")} />}
      {state.kind === "failed" && <LoadFailure failure={state} onRetry={retry} t={t} />}
      {view && state.kind === "ready" && user && (
        <>
          <WalletBalanceView view={view} t={t} />
          <TopUpForm
            variant={variant}
            userId={user.id}
            currency={currency}
            ready={ready}
            onToppedUp={(balance, transaction) =>
              setState({
                kind: "ready",
                data: { ...state.data, balance, transactions: [transaction, ...state.data.transactions] },
              })
            }
          />
          <TransactionList lines={view.transactions} t={t} />
        </>
      )}
    </AccountLayout>
  );
}
