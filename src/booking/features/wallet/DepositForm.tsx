import { useRef, useState } from "react";
import { recordDeposit } from "../../../api/agency.ts";
import { ApiError } from "../../../api/api-error.ts";
import {
  BANK_NAMES,
  DEPOSIT_BANKS,
  DEPOSIT_MAX_KYAT,
  DEPOSIT_MIN_KYAT,
  type DepositBank,
  type DepositTransfer,
  depositKyat,
  isValidReference,
  kyatToCents,
  NOTE_MAX,
} from "../../../domain/deposit.ts";
import { type Currency, formatUnits, USD } from "../../../domain/money.ts";
import type { WalletTransaction } from "../../../domain/wallet.ts";
import type { UIKey } from "../../../i18n/en.ts";
import { busyButton } from "../../../ui/busy-button.ts";
import { Field, RequiredMark } from "../../../ui/Field.tsx";
import toast from "../../../ui/toast.ts";

import { card, primaryButton } from "../../common/classes.ts";
import { useFieldErrors } from "../../common/use-field-errors.ts";
import { notifyError } from "../../notify-error.ts";
import { useLocale, useT } from "../../use-t.ts";
import { centsIn } from "./wallet-view.ts";

type DepositField = "bank" | "reference" | "amountKyat" | "note";

interface Props {
  /** The MMK rate, for the dollars the amount is about to become. */
  mmk: Currency | null;
  onRecorded: (
    transfer: DepositTransfer,
    credited: { balance: number; transaction: WalletTransaction } | null,
  ) => void;
}

/**
 * An agent records a bank transfer to their deposit (issue 51): the bank (Myanmar's large ones,
 * or Other), the reference on the receipt, the amount in kyat and a note. Checked with the API's
 * rules before sending; a reference already recorded at that bank is said at its field.
 */
export function DepositForm({ mmk, onRecorded }: Props) {
  const t = useT();
  const locale = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, fail, failAll, clear } = useFieldErrors<DepositField>(() => formRef.current);
  const [busy, setBusy] = useState(false);
  const [amount, setAmount] = useState("");
  const parsed = depositKyat(amount);
  const kyat = (n: number) => formatUnits(n, { code: "MMK", exchangeRate: 1 }, locale).replace(/ MMK$/, "");

  async function onSubmit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const bank = String(data.get("bank") ?? "");
    const reference = String(data.get("reference") ?? "");
    const note = String(data.get("note") ?? "").trim();
    clear();
    const problems: Array<{ field: DepositField; message: string }> = [];
    if (!(DEPOSIT_BANKS as readonly string[]).includes(bank))
      problems.push({ field: "bank", message: t("deposit.problem.bank") });
    if (!isValidReference(reference))
      problems.push({ field: "reference", message: t("deposit.problem.reference") });
    if (!parsed.ok)
      problems.push({
        field: "amountKyat",
        message: t(`deposit.problem.${parsed.problem}` as UIKey, {
          min: kyat(DEPOSIT_MIN_KYAT),
          max: kyat(DEPOSIT_MAX_KYAT),
        }),
      });
    if (note.length > NOTE_MAX)
      problems.push({ field: "note", message: t("deposit.problem.note", { max: NOTE_MAX }) });
    if (problems.length > 0 || !parsed.ok) return failAll(problems);
    setBusy(true);
    try {
      const answer = await recordDeposit({
        bank: bank as DepositBank,
        reference,
        amountKyat: parsed.kyat,
        ...(note ? { note } : {}),
      });
      formRef.current?.reset();
      setAmount("");
      const credited =
        answer.balance !== null && answer.transaction
          ? { balance: answer.balance, transaction: answer.transaction }
          : null;
      toast.success(
        credited
          ? t("deposit.confirmed", { amount: centsIn(answer.transfer.creditCents, USD, locale) })
          : t("deposit.recorded"),
      );
      onRecorded(answer.transfer, credited);
    } catch (error) {
      if (error instanceof ApiError && error.code === "DUPLICATE_REFERENCE")
        return fail("reference", t("deposit.problem.duplicate"));
      notifyError(error, t);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="deposit-heading"
      className={`${card} mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2`}
    >
      <div className="sm:col-span-2">
        <h2 id="deposit-heading" className="text-lg font-semibold">
          {t("deposit.title")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t("deposit.intro")}</p>
      </div>
      <div>
        <label htmlFor="deposit-bank" className="block text-sm font-medium text-slate-700">
          {t("deposit.bank")}
          <RequiredMark />
        </label>
        <select
          id="deposit-bank"
          name="bank"
          required
          defaultValue=""
          aria-invalid={errors.bank ? true : undefined}
          aria-describedby={errors.bank ? "deposit-bank-error" : undefined}
          className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-600"
        >
          <option value="">{t("deposit.chooseBank")}</option>
          {DEPOSIT_BANKS.map((bank) => (
            <option key={bank} value={bank}>
              {bank === "OTHER" ? t("deposit.otherBank") : BANK_NAMES[bank]}
            </option>
          ))}
        </select>
        <p id="deposit-bank-error" role="alert" className="mt-1 text-sm text-red-700 empty:hidden">
          {errors.bank ?? ""}
        </p>
      </div>
      <Field
        id="deposit-reference"
        label={t("deposit.reference")}
        name="reference"
        autoComplete="off"
        required
        hint={t("deposit.referenceHint")}
        error={errors.reference}
      />
      <Field
        id="deposit-amount"
        label={t("deposit.amount")}
        name="amountKyat"
        inputMode="numeric"
        autoComplete="off"
        placeholder="2,000,000"
        required
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        hint={`${t("deposit.amountHint", { min: kyat(DEPOSIT_MIN_KYAT), max: kyat(DEPOSIT_MAX_KYAT) })}${
          parsed.ok && mmk
            ? ` ${t("deposit.inUsd", { usd: centsIn(kyatToCents(parsed.kyat, mmk.exchangeRate), USD, locale) })}`
            : ""
        }`}
        error={errors.amountKyat}
      />
      <Field
        id="deposit-note"
        label={t("deposit.note")}
        name="note"
        autoComplete="off"
        maxLength={NOTE_MAX + 50}
        error={errors.note}
      />
      <div className="sm:col-span-2">
        <button type="submit" className={primaryButton} {...busyButton(busy)}>
          {busy ? t("deposit.submitting") : t("deposit.submit")}
        </button>
      </div>
    </form>
  );
}
