import type { ReactNode } from "react";
import { fetchWallet } from "../../../api/wallet.ts";
import type { WalletTransaction } from "../../../domain/wallet.ts";
import { agentOnly, PartLoading } from "../../agent-only.tsx";
import { AccountFrame } from "../../common/AccountFrame.tsx";
import { card, primaryButton } from "../../common/classes.ts";
import { LoadFailure } from "../../common/LoadFailure.tsx";
import { useCurrency } from "../../common/use-currency.ts";
import { useLoad } from "../../common/use-load.ts";
import { useSignedInUser } from "../../common/use-signed-in-user.ts";
import { currentReturnPath } from "../../router.ts";
import { Spinner } from "../../Spinner.tsx";
import type { ScreenProps } from "../../screen-props.ts";
import { usePath } from "../../use-path.ts";
import { useLocale, useT } from "../../use-t.ts";
import { TopUpForm } from "./TopUpForm.tsx";
import { TransactionList } from "./TransactionList.tsx";
import { WalletBalance } from "./WalletBalance.tsx";
import { walletDisplay } from "./wallet-view.ts";

/** An agent's bank transfers and low-balance alert: downloaded for agents only (ADR 0086). */
const AgentDeposit = agentOnly(() => import("./AgentDeposit.tsx"), "AgentDeposit", <PartLoading />);

/**
 * My Wallet (spec "Wallet", /wallet and its card and KBZPay forms): the real balance, cash back
 * and transactions in the chosen currency, and a top-up through the payment provider; an agent's
 * deposit (bank transfers and the low-balance alert, issue 51) too. As built,
 * and while the page hydrates, the frame waits over a spinner; the wallet is asked for once the
 * signed-in user is known. The page is public: a signed-out visitor is asked to sign in here.
 */
export default function WalletScreen({ variant }: ScreenProps) {
  const t = useT();
  const locale = useLocale();
  const user = useSignedInUser();
  const { currency, ready } = useCurrency();
  const [state, setState, retry] = useLoad(user ? user.id : null, (signal) => fetchWallet(signal), t);

  const frame = (content: ReactNode) => (
    <AccountFrame title={t("account.wallet.title")} current="wallet" user={user}>
      {content}
    </AccountFrame>
  );
  if (user === null) return frame(<SignInToSee />);
  if (!user || state.kind === "loading") return frame(<Spinner label={t("app.loading")} />);
  if (state.kind === "failed") return frame(<LoadFailure failure={state} onRetry={retry} />);

  const view = walletDisplay(state.data, currency, locale);
  const credited = (balance: number, transaction: WalletTransaction) =>
    setState({
      kind: "ready",
      data: { ...state.data, balance, transactions: [transaction, ...state.data.transactions] },
    });
  return frame(
    <>
      <WalletBalance balance={view.balance} cashback={view.cashback} />
      {user.isAgent && <AgentDeposit userId={user.id} currency={currency} onCredited={credited} />}
      <TopUpForm variant={variant} userId={user.id} currency={currency} ready={ready} onToppedUp={credited} />
      <TransactionList lines={view.transactions} />
    </>,
  );
}

/** A signed-out visitor's wallet: a sign-in that comes back here (drawn once the page is live). */
function SignInToSee() {
  const t = useT();
  const path = usePath();
  return (
    <div className={card}>
      <p>{t("account.wallet.signIn")}</p>
      <a href={path("login", {}, { next: currentReturnPath() })} className={`${primaryButton} mt-4`}>
        {t("account.login.submit")}
      </a>
    </div>
  );
}
