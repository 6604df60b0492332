import { type DepositBank, depositLabel } from "../../../domain/deposit.ts";
import { useT } from "../../use-t.ts";

/**
 * A bank transfer's row on an agent's statement: "Bank transfer · KBZ Bank · FT123". Agent-only
 * (ADR 0086): TransactionList draws it through `agentOnly`, with the agent's texts.
 */
export function DepositLabel({ deposit }: { deposit: { bank: string; reference: string } }) {
  const t = useT();
  return depositLabel(deposit.bank as DepositBank, deposit.reference, {
    transfer: t("account.wallet.type.DEPOSIT"),
    other: t("deposit.otherBank"),
  });
}
