import { MARKUP_KINDS, type MarkupInput } from "./agent-markup.ts";
import type { ContactInfo } from "./contact-fields.ts";
import type { PassengerInfo } from "./passenger-info.ts";
import { hasStrings, isObject } from "./shape.ts";

/** One of an agent's customers (`GET /apis/agents/customers`): their contact and travellers. */
export interface AgentCustomer extends ContactInfo {
  id: string;
  lastBookedAt: string;
  /** Everyone booked for them, with their documents as last booked. */
  travellers: PassengerInfo[];
}

const CONTACT_KEYS = ["firstName", "lastName", "email", "phoneNumber", "address", "city", "country"];
const TRAVELLER_KEYS = [
  "firstName",
  "lastName",
  "phoneNumber",
  "email",
  "gender",
  "nationality",
  "dateOfBirth",
];

/** True for an agent's customer as the API answers one. */
export function isAgentCustomer(value: unknown): value is AgentCustomer {
  return (
    isObject(value) &&
    hasStrings(value, ["id", "lastBookedAt", ...CONTACT_KEYS]) &&
    Array.isArray(value.travellers) &&
    value.travellers.every((p) => isObject(p) && hasStrings(p, TRAVELLER_KEYS))
  );
}

/** True for a markup setting `{kind, value}`. */
export function isMarkupInput(value: unknown): value is MarkupInput {
  return (
    isObject(value) &&
    typeof value.value === "string" &&
    (MARKUP_KINDS as readonly unknown[]).includes(value.kind)
  );
}

/** The contact form filled from a customer: every field theirs. */
export function customerContact(customer: AgentCustomer): ContactInfo {
  const { firstName, lastName, email, phoneNumber, address, city, country } = customer;
  return { firstName, lastName, email, phoneNumber, address, city, country };
}

/**
 * Whether a customer matches what the agent typed: each word in their name, e-mail or phone
 * (spaces and + ignored in a phone), any case.
 * @example customerMatches(customer, "thiri 0998") // true for Thiri Aung, phone 959987...
 */
export function customerMatches(customer: ContactInfo, query: string): boolean {
  const haystack =
    `${customer.firstName} ${customer.lastName} ${customer.email} ${customer.phoneNumber}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word.replace(/^\+/, "")));
}
