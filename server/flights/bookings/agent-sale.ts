import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  agentPrice,
  MARKUP_INVALID,
  type Markup,
  markupTooHighMessage,
  NO_MARKUP,
  parseMarkup,
} from "../../../src/domain/agent-markup.ts";
import type { ContactInfo } from "../../../src/domain/contact-info.ts";
import type { PassengerInfo } from "../../../src/domain/passenger-info.ts";
import type { Db } from "../../db/client.ts";
import type { HotTransaction, Statement } from "../../db/prepared.ts";
import type { UserRow } from "../../db/schema/accounts.ts";
import { agentMarkups } from "../../db/schema/agent-customers.ts";
import { ApiError } from "../../http/errors.ts";
import type { BookingRequest } from "./booking-request.ts";

/** A customer's booking carrying a markup: only agents sell at a price of their own. */
export const agentsOnly = (message = "Only agents can do this") => new ApiError(403, "AGENTS_ONLY", message);

/** The agent's default markup; none kept: no markup. */
export async function defaultMarkup(db: Db, agentId: string): Promise<Markup> {
  const [row] = await db.select().from(agentMarkups).where(eq(agentMarkups.userId, agentId)).limit(1);
  return row ? { kind: row.kind, hundredths: row.hundredths } : NO_MARKUP;
}

/**
 * The markup of this booking: null for a customer's own (403 AGENTS_ONLY if they sent one), the
 * agent's sent markup (400 MARKUP_INVALID when it is not a number of at most 2 decimals), else
 * their default. Read before any seat is locked.
 */
export async function bookingMarkup(db: Db, user: UserRow, request: BookingRequest): Promise<Markup | null> {
  if (!user.isAgent) {
    if (request.markup !== undefined) throw agentsOnly("Only agents can set a markup");
    return null;
  }
  if (request.markup === undefined) return defaultMarkup(db, user.id);
  const markup = parseMarkup(request.markup);
  if (!markup)
    throw new ApiError(400, "MARKUP_INVALID", MARKUP_INVALID, { fields: { markup: MARKUP_INVALID } });
  return markup;
}

const upsertCustomer: Statement = {
  name: "upsert_agent_customer_v1",
  text: `insert into agent_customers (id, agent_id, email, first_name, last_name, phone_number, address, city,
      country, created_at, last_booked_at)
    values ($1::text, $2::text, $3::text, $4::text, $5::text, $6::text, $7::text, $8::text, $9::text,
      $10::timestamptz, $10::timestamptz)
    on conflict (agent_id, email) do update set first_name = excluded.first_name,
      last_name = excluded.last_name, phone_number = excluded.phone_number, address = excluded.address,
      city = excluded.city, country = excluded.country, last_booked_at = excluded.last_booked_at
    returning id`,
};

const upsertTraveller: Statement = {
  name: "upsert_agent_traveller_v1",
  text: `insert into agent_travellers (id, customer_id, traveller_key, passenger, last_booked_at)
    values ($1::text, $2::text, $3::text, $4::jsonb, $5::timestamptz)
    on conflict (customer_id, traveller_key) do update set passenger = excluded.passenger,
      last_booked_at = excluded.last_booked_at`,
};

/**
 * Who a traveller is among one customer's: their passport, else their NRC, else their name and
 * birth date (an infant without a document), in lower case.
 */
export function travellerKey(p: PassengerInfo): string {
  if (p.passportNumber) return `passport:${p.passportNumber.toLowerCase()}`;
  if (p.nrcNumber) return `nrc:${p.nrcNumber.toLowerCase()}`;
  return `name:${`${p.firstName} ${p.lastName}`.toLowerCase().replace(/\s+/g, " ")}|${p.dateOfBirth}`;
}

/** What an agent's booking stores of its sale. */
export interface AgentSaleRow {
  markupCents: number;
  customerId: string;
}

/**
 * Prices an agent's booking inside its transaction (400 MARKUP_TOO_HIGH above half the net fare,
 * which rolls the booking back) and keeps its contact as the agent's customer, with the
 * travellers and their documents, for the next booking.
 */
export async function recordAgentSale(
  tx: HotTransaction,
  input: {
    agentId: string;
    markup: Markup;
    netCents: number;
    travellers: number;
    contact: ContactInfo;
    passengers: PassengerInfo[];
    now: Date;
  },
): Promise<AgentSaleRow> {
  const price = agentPrice(input.netCents, input.markup, input.travellers);
  if (price.tooHigh) {
    const message = markupTooHighMessage(price.limitCents);
    throw new ApiError(400, "MARKUP_TOO_HIGH", message, {
      fields: { markup: message },
      extras: { limit: (price.limitCents / 100).toFixed(2) },
    });
  }
  const now = input.now.toISOString();
  const c = input.contact;
  const [customer] = await tx.query(upsertCustomer, [
    randomUUID(),
    input.agentId,
    c.email,
    c.firstName,
    c.lastName,
    c.phoneNumber,
    c.address,
    c.city,
    c.country,
    now,
  ]);
  const customerId = customer?.id;
  if (!customerId) throw new Error("agent customer upsert answered no row");
  const seen = new Set<string>();
  for (const passenger of input.passengers) {
    const key = travellerKey(passenger);
    if (seen.has(key)) continue;
    seen.add(key);
    tx.defer(upsertTraveller, [randomUUID(), customerId, key, JSON.stringify(passenger), now]);
  }
  return { markupCents: price.markupCents, customerId };
}
