import { fetchDeposits } from "../../../api/agency.ts";
import type { Currency } from "../../../domain/money.ts";
import type { WalletTransaction } from "../../../domain/wallet.ts";
import { LoadFailure } from "../../common/LoadFailure.tsx";
import { useLoad } from "../../common/use-load.ts";
import { Spinner } from "../../Spinner.tsx";
import { useT } from "../../use-t.ts";
import { DepositForm } from "./DepositForm.tsx";
import { ThresholdForm } from "./ThresholdForm.tsx";
import { TransferList } from "./TransferList.tsx";

interface Props {
  userId: string;
  currency: Currency;
  /** A transfer confirmed at once (sandbox) moved the wallet: its balance and ledger row. */
  onCredited: (balance: number, transaction: WalletTransaction) => void;
}

/**
 * An agent's deposit on My Wallet (issue 51): record a bank transfer, see the transfers and their
 * states, and set the low-balance alert. Agent-only (ADR 0086): WalletScreen draws it through
 * `agentOnly`, with the agent's texts.
 */
export function AgentDeposit({ userId, currency, onCredited }: Props) {
  const t = useT();
  const [state, setState, retry] = useLoad(userId, (signal) => fetchDeposits(signal), t);
  if (state.kind === "loading") return <Spinner label={t("app.loading")} />;
  if (state.kind === "failed") return <LoadFailure failure={state} onRetry={retry} />;
  const view = state.data;
  return (
    <>
      <DepositForm
        mmk={currency.code === "MMK" ? currency : null}
        onRecorded={(transfer, credited) => {
          setState({ kind: "ready", data: { ...view, transfers: [transfer, ...view.transfers] } });
          if (credited) onCredited(credited.balance, credited.transaction);
        }}
      />
      <TransferList transfers={view.transfers} />
      <ThresholdForm
        threshold={view.lowBalanceThreshold}
        currency={currency}
        onSaved={(lowBalanceThreshold) => setState({ kind: "ready", data: { ...view, lowBalanceThreshold } })}
      />
    </>
  );
}
