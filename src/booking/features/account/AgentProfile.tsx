import type { User } from "../../../domain/account.ts";
import { AgencyCard } from "./AgencyForm.tsx";
import { MarkupSettings } from "./MarkupSettings.tsx";

/**
 * An agent's own cards on My Profile (issue 51): their agency, then their default markup.
 * Agent-only (ADR 0086): ProfileScreen draws it through `agentOnly`, with the agent's texts.
 */
export function AgentProfile({ user }: { user: User }) {
  return (
    <>
      <AgencyCard userId={user.id} />
      <MarkupSettings />
    </>
  );
}
