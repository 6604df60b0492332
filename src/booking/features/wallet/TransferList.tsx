import { BANK_NAMES, type DepositTransfer } from "../../../domain/deposit.ts";
import { myanmarDateTime } from "../../../domain/instant.ts";
import { formatUnits, USD } from "../../../domain/money.ts";
import type { UIKey } from "../../../i18n/en.ts";
import { card } from "../../common/classes.ts";
import { useLocale, useT } from "../../use-t.ts";
import { centsIn } from "./wallet-view.ts";

const STATUS_CLASS: Record<DepositTransfer["status"], string> = {
  PENDING: "bg-amber-100 text-amber-800",
  CONFIRMED: "bg-emerald-100 text-emerald-800",
  REJECTED: "bg-red-100 text-red-800",
};

/** An agent's recorded bank transfers, newest first, each with its state (issue 51). */
export function TransferList({ transfers }: { transfers: DepositTransfer[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby="transfers-heading" className={`${card} mt-6`}>
      <h2 id="transfers-heading" className="text-lg font-semibold">
        {t("deposit.list")}
      </h2>
      {transfers.length === 0 ? (
        <p className="mt-3 text-slate-600">{t("deposit.none")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {transfers.map((transfer) => {
            const { date, time } = myanmarDateTime(transfer.createdAt, locale);
            const bank = transfer.bank === "OTHER" ? t("deposit.otherBank") : BANK_NAMES[transfer.bank];
            return (
              <li
                key={transfer.id}
                className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-3"
              >
                <div className="min-w-0">
                  <p className="font-medium wrap-anywhere">
                    {bank} · {transfer.reference}
                  </p>
                  <p className="text-sm text-slate-600">
                    {date} {time}
                    {transfer.note && ` · ${transfer.note}`}
                  </p>
                </div>
                <div className="text-right">
                  <p className="font-semibold whitespace-nowrap">
                    {t("deposit.credit", {
                      amount: formatUnits(
                        transfer.amountKyat,
                        { code: "MMK", exchangeRate: 1 },
                        locale,
                      ).replace(/ MMK$/, ""),
                      usd: centsIn(transfer.creditCents, USD, locale),
                    })}
                  </p>
                  <span
                    className={`mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[transfer.status]}`}
                  >
                    {t(`deposit.status.${transfer.status}` as UIKey)}
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
