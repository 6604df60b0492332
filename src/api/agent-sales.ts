import { type AgentCustomer, isAgentCustomer, isMarkupInput } from "../domain/agent-customer.ts";
import type { MarkupInput } from "../domain/agent-markup.ts";
import { dataOf, listOf } from "../domain/shape.ts";
import { apiRequest } from "./client.ts";

/** The signed-in agent's customers, most recently booked first (`GET /apis/agents/customers`). */
export function fetchAgentCustomers(signal?: AbortSignal): Promise<AgentCustomer[]> {
  return apiRequest("/apis/agents/customers", dataOf(listOf(isAgentCustomer)), { signal });
}

/** The agent's default markup (`GET /apis/agents/markup`). */
export function fetchAgentMarkup(signal?: AbortSignal): Promise<MarkupInput> {
  return apiRequest("/apis/agents/markup", dataOf(isMarkupInput), { signal });
}

/** Keeps the agent's default markup (`PUT /apis/agents/markup`): the markup as kept. */
export function saveAgentMarkup(markup: MarkupInput): Promise<MarkupInput> {
  return apiRequest("/apis/agents/markup", dataOf(isMarkupInput), { method: "PUT", body: { ...markup } });
}
