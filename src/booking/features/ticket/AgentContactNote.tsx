import { useT } from "../../use-t.ts";

/**
 * The ticket step's word to an agent above the contact form: the contact is the traveller's, not
 * theirs. Agent-only (ADR 0086): ContactForm draws it through `agentOnly`, with the agent's texts.
 */
export function AgentContactNote() {
  const t = useT();
  return <p className="mt-1 text-sm text-slate-600">{t("agentSale.contactNote")}</p>;
}
