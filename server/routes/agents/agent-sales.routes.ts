import { createRoute, z } from "@hono/zod-openapi";
import {
  MARKUP_KINDS,
  MARKUP_MAX_AMOUNT_CENTS,
  MARKUP_MAX_PERCENT,
} from "../../../src/domain/agent-markup.ts";
import { fromCents } from "../../../src/domain/money.ts";
import { requireAuth } from "../../http/auth.ts";
import { bearer, errors, json, jsonBody } from "../../http/openapi.ts";
import { requireAgent } from "../../http/require-agent.ts";
import { plainString } from "../users/users.schemas.ts";

const tags = ["Agents"];
const forAgents = {
  401: "Missing, invalid, expired or revoked token",
  403: "`AGENTS_ONLY`: a customer's token",
} as const;

const MarkupSettingSchema = z
  .object({
    kind: z.enum(MARKUP_KINDS).openapi({
      description: "`amount`: USD for each traveller (infants on lap too); `percent`: of the net fare",
    }),
    value: z.string().openapi({ description: "At most 2 decimals, not below 0", example: "10" }),
  })
  .openapi("MarkupSetting");

const TravellerSchema = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    phoneNumber: z.string(),
    email: z.string(),
    gender: z.string(),
    nationality: z.string(),
    dateOfBirth: z.string(),
    passportNumber: z.string().optional(),
    passportExpiry: z.string().optional(),
    nrcNumber: z.string().optional(),
    countryOfPassport: z.string().optional(),
  })
  .openapi("AgentTraveller");

const AgentCustomerSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    address: z.string(),
    city: z.string(),
    country: z.string(),
    lastBookedAt: z.string().openapi({ format: "date-time" }),
    travellers: z.array(TravellerSchema).openapi({
      description: "Everyone booked for this customer, with their documents as last booked (NRC, passport)",
    }),
  })
  .openapi("AgentCustomer");

export const listAgentCustomers = createRoute({
  method: "get",
  path: "/agents/customers",
  tags,
  summary: "Your customers: the contacts of your bookings, with their travellers' documents",
  description:
    "Written by each booking an agent makes (one customer per contact e-mail, the latest details kept), most " +
    "recently booked first, at most 100. Another agent's customers are never listed.",
  security: bearer,
  middleware: [requireAuth, requireAgent] as const,
  request: {
    query: z.object({
      q: plainString()
        .max(100)
        .optional()
        .openapi({ description: "Only customers whose name, e-mail or phone contains this (any case)" }),
    }),
  },
  responses: {
    200: json(z.object({ success: z.literal(true), data: z.array(AgentCustomerSchema) }), "Your customers"),
    ...errors({ 400: "Bad query", ...forAgents }),
  },
});

export const getAgentMarkup = createRoute({
  method: "get",
  path: "/agents/markup",
  tags,
  summary: "Your default markup on each booking",
  security: bearer,
  middleware: [requireAuth, requireAgent] as const,
  responses: {
    200: json(
      z.object({ success: z.literal(true), data: MarkupSettingSchema }),
      "Your default markup (`percent` 0 until you set one)",
    ),
    ...errors(forAgents),
  },
});

export const setAgentMarkup = createRoute({
  method: "put",
  path: "/agents/markup",
  tags,
  summary: "Set your default markup",
  description:
    `A percentage of the net fare up to ${MARKUP_MAX_PERCENT}, or an amount for each traveller up to USD ` +
    `${fromCents(MARKUP_MAX_AMOUNT_CENTS)}. A booking also refuses a markup above ${MARKUP_MAX_PERCENT}% of its net fare.`,
  security: bearer,
  middleware: [requireAuth, requireAgent] as const,
  request: {
    body: jsonBody(
      z.strictObject({
        kind: z.enum(MARKUP_KINDS),
        value: z.union([z.string().max(16), z.number()]).openapi({ example: "10" }),
      }),
    ),
  },
  responses: {
    200: json(z.object({ success: z.literal(true), data: MarkupSettingSchema }), "Kept"),
    ...errors({
      400: "`MARKUP_INVALID` (not a number of at most 2 decimals, or below 0), `MARKUP_PERCENT_TOO_HIGH` or `MARKUP_AMOUNT_TOO_HIGH`",
      ...forAgents,
      415: "Not JSON",
    }),
  },
});
