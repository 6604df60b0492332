import { agentOnly } from "../agent-only.tsx";

/**
 * An agent's booking's prices (net, markup, selling) on the payment step, its confirmation and
 * the booking's detail: agent-only (ADR 0086), downloaded with the agent's texts when first drawn.
 */
export const AgentSaleList = agentOnly(() => import("./AgentSaleList.tsx"), "AgentSaleList");

/** The same prices as label and value, for a screen's own list of facts. */
export const AgentSaleFacts = agentOnly(() => import("./AgentSaleList.tsx"), "AgentSaleFacts");
