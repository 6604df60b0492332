import { card } from "../../common/classes.ts";
import { useT } from "../../use-t.ts";
import type { WalletDisplay } from "./wallet-view.ts";

/** My Wallet's balance and unexpired cash back, in the chosen currency. */
export function WalletBalance({ balance, cashback }: Pick<WalletDisplay, "balance" | "cashback">) {
  const t = useT();
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <div className={`${card} bg-gradient-to-br from-brand-600 to-brand-700 text-white`}>
        <p className="text-sm opacity-90">{t("account.wallet.balance")}</p>
        <p className="mt-1 text-3xl font-semibold wrap-anywhere" data-testid="wallet-balance">
          {balance}
        </p>
      </div>
      <div className={card}>
        <p className="text-sm text-slate-600">{t("account.wallet.cashback")}</p>
        {cashback.length === 0 ? (
          <p className="mt-1 text-slate-700">{t("account.wallet.noCashback")}</p>
        ) : (
          <ul className="mt-1 space-y-1">
            {cashback.map((entry) => (
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
