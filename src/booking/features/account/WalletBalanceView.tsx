import type { UIKey } from "../../../i18n/en.ts";
import type { Translate } from "../../../i18n/translate-core.ts";
import { card } from "./classes.ts";
import type { WalletDisplay } from "./wallet-view.ts";

/** The texts of the balance and cash back cards (the page carries them: early-wallet.ts). */
export const WALLET_BALANCE_KEYS = [
  "account.wallet.balance",
  "account.wallet.cashback",
  "account.wallet.noCashback",
  "account.wallet.expires",
] as const satisfies readonly UIKey[];

/**
 * My Wallet's balance and unexpired cash back, the page's first figures. Without hooks, so the
 * page draws them as soon as its own request for the wallet answers (early-wallet.ts), before
 * the app has arrived; WalletScreen draws the same, then the top-up form and the ledger below.
 */
export function WalletBalanceView({
  view,
  t,
}: {
  view: Pick<WalletDisplay, "balance" | "cashback">;
  t: Translate;
}) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <div className={`${card} bg-gradient-to-br from-brand-600 to-brand-700 text-white`}>
        <p className="text-sm opacity-90">{t("account.wallet.balance")}</p>
        <p className="mt-1 text-3xl font-semibold wrap-anywhere" data-testid="wallet-balance">
          {view.balance}
        </p>
      </div>
      <div className={card}>
        <p className="text-sm text-slate-600">{t("account.wallet.cashback")}</p>
        {view.cashback.length === 0 ? (
          <p className="mt-1 text-slate-700">{t("account.wallet.noCashback")}</p>
        ) : (
          <ul className="mt-1 space-y-1">
            {view.cashback.map((entry) => (
              <li key={`${entry.amount}-${entry.expires}`}>
                <span className="text-xl font-semibold wrap-anywhere">{entry.amount}</span>{" "}
                {entry.expires && (
                  <span className="text-sm text-slate-600">
                    {t("account.wallet.expires", { date: entry.expires })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
