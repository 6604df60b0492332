import { and, desc, eq, ilike, inArray, or } from "drizzle-orm";
import type { PassengerInfo } from "../../../src/domain/passenger-info.ts";
import type { Db } from "../../db/client.ts";
import { agentCustomers, agentTravellers } from "../../db/schema/agent-customers.ts";

/** One of an agent's customers as the agents' API lists them. */
export interface AgentCustomer {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  address: string;
  city: string;
  country: string;
  lastBookedAt: string;
  travellers: PassengerInfo[];
}

/** `%`, `_` and `\` matched as themselves in ILIKE. */
const literal = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * The agent's customers (never another agent's), most recently booked first, at most 100, with
 * their travellers most recently booked first; `q` keeps those whose name, e-mail or phone has it.
 */
export async function listAgentCustomers(db: Db, agentId: string, q?: string): Promise<AgentCustomer[]> {
  const text = q?.trim();
  const like = text ? `%${literal(text)}%` : null;
  const rows = await db
    .select()
    .from(agentCustomers)
    .where(
      and(
        eq(agentCustomers.agentId, agentId),
        like
          ? or(
              ilike(agentCustomers.firstName, like),
              ilike(agentCustomers.lastName, like),
              ilike(agentCustomers.email, like),
              ilike(agentCustomers.phoneNumber, like),
            )
          : undefined,
      ),
    )
    .orderBy(desc(agentCustomers.lastBookedAt), desc(agentCustomers.id))
    .limit(100);
  if (rows.length === 0) return [];
  const travellers = await db
    .select()
    .from(agentTravellers)
    .where(
      inArray(
        agentTravellers.customerId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(desc(agentTravellers.lastBookedAt), desc(agentTravellers.id));
  return rows.map((r) => ({
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phoneNumber: r.phoneNumber,
    address: r.address,
    city: r.city,
    country: r.country,
    lastBookedAt: r.lastBookedAt.toISOString(),
    travellers: travellers.filter((tr) => tr.customerId === r.id).map((tr) => tr.passenger),
  }));
}
