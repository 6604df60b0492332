import type { UIKey } from "../../../i18n/en.ts";
import { agentOnly } from "../../agent-only.tsx";
import { card, textLink } from "../../common/classes.ts";
import { usePath } from "../../use-path.ts";
import { useT } from "../../use-t.ts";
import type { TransactionLine } from "./wallet-view.ts";

/** A bank transfer's row (an agent's deposit): its words are the agent's (ADR 0086). */
const DepositLabel = agentOnly(() => import("./DepositLabel.tsx"), "DepositLabel", "\u00a0");

/** The wallet's ledger, newest first: what moved, when, and for which booking (a link to it). */
export function TransactionList({ lines }: { lines: TransactionLine[] }) {
  const t = useT();
  const path = usePath();
  return (
    <div className={`${card} mt-6`}>
      <h2 className="text-lg font-semibold">{t("account.wallet.transactions")}</h2>
      {lines.length === 0 ? (
        <p className="mt-3 text-slate-600">{t("account.wallet.noTransactions")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {lines.map((line) => (
            <li
              key={line.id}
              className="flex items-baseline justify-between gap-x-3 py-3 max-[15rem]:flex-wrap"
            >
              <div className="min-w-0">
                <p className="font-medium">
                  {line.type === "REFUND" && line.bookingId ? (
                    t("cancel.statement.refund", { id: line.bookingId })
                  ) : line.deposit ? (
                    <DepositLabel deposit={line.deposit} />
                  ) : (
                    t(`account.wallet.type.${line.type}` as UIKey)
                  )}
                </p>
                <p className="text-sm text-slate-600">
                  {line.date} {line.time}
                  {line.bookingId && (
                    <>
                      {" · "}
                      <a href={path("bookingDetail", { id: line.bookingId })} className={textLink}>
                        {line.bookingId}
                      </a>
                    </>
                  )}
                </p>
              </div>
              <p
                className={`shrink-0 whitespace-nowrap font-semibold max-[15rem]:shrink max-[15rem]:whitespace-normal ${line.credit ? "text-emerald-700" : "text-slate-800"}`}
              >
                {line.amount}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
