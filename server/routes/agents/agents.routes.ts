import { createRoute, z } from "@hono/zod-openapi";
import {
  DEPOSIT_BANKS,
  DEPOSIT_MAX_KYAT,
  DEPOSIT_MIN_KYAT,
  NOTE_MAX,
  THRESHOLD_MAX_CENTS,
  THRESHOLD_MIN_CENTS,
} from "../../../src/domain/deposit.ts";
import { requireAuth } from "../../http/auth.ts";
import { bearer, errors, json, jsonBody } from "../../http/openapi.ts";
import { requireAgent } from "../../http/require-agent.ts";
import { TransactionSchema } from "../customers/customers.routes.ts";
import { plainString } from "../users/users.schemas.ts";

const tags = ["Agents"];
const AUTH_ERRORS = {
  401: "Missing, invalid, expired or revoked token",
  403: "`AGENTS_ONLY`: the account is a customer's",
} as const;

const AgencySchema = z
  .object({
    agencyName: z.string().openapi({ example: "Golden Land Travels" }),
    licenceNumber: z.string().openapi({ example: "TTB/0123/2019" }),
    address: z.string().openapi({ example: "No. 12, Bogyoke Road, Yangon" }),
    phone: z.string().openapi({ example: "09781234567" }),
  })
  .openapi("AgencyProfile");

const TransferSchema = z
  .object({
    id: z.string(),
    bank: z.enum(DEPOSIT_BANKS),
    reference: z.string().openapi({ description: "Upper case, without spaces" }),
    amountKyat: z.number().int(),
    creditCents: z.number().int().openapi({ description: "What it credits (or credited), US cents" }),
    note: z.string(),
    status: z.enum(["PENDING", "CONFIRMED", "REJECTED"]),
    createdAt: z.string().openapi({ format: "date-time" }),
    decidedAt: z.string().nullable().openapi({ format: "date-time" }),
  })
  .openapi("DepositTransfer");

// Generous bounds on the raw text: the agency's own rules (src/domain/agency.ts) say the rest,
// per field, in the 400's `error.fields`.
const text = (max: number) => plainString(true).max(max, `Must be at most ${max} characters`);

export const getAgency = createRoute({
  method: "get",
  path: "/agents/profile",
  tags,
  summary: "Your agency: name, licence number, address and phone (null until filled in)",
  security: bearer,
  middleware: [requireAuth, requireAgent] as const,
  responses: {
    200: json(z.object({ success: z.literal(true), data: AgencySchema.nullable() }), "The agency"),
    ...errors(AUTH_ERRORS),
  },
});

export const saveAgency = createRoute({
  method: "patch",
  path: "/agents/profile",
  tags,
  summary: "Fill in or change your agency",
  description:
    "Every field is required. The licence number is 2 to 40 letters, digits, spaces, dots, slashes or dashes " +
    "(stored upper-cased); the phone is 6 to 15 digits after an optional + (separators and Myanmar digits are " +
    "accepted and stored without). The e-tickets and mails of the bookings you make carry the agency.",
  security: bearer,
  middleware: [requireAuth, requireAgent] as const,
  request: {
    body: jsonBody(
      z.strictObject({
        agencyName: text(1000),
        licenceNumber: text(1000),
        address: text(1000),
        phone: text(1000),
      }),
    ),
  },
  responses: {
    200: json(z.object({ success: z.literal(true), data: AgencySchema }), "Saved, as stored"),
    ...errors({ 400: "A field is missing or invalid (`error.fields` names each)" }),
    ...errors(AUTH_ERRORS),
  },
});

export const listDeposits = createRoute({
  method: "get",
  path: "/agents/deposits",
  tags,
  summary: "Your bank transfers (newest 100 first) and your low-balance threshold",
  security: bearer,
  middleware: [requireAuth, requireAgent] as const,
  responses: {
    200: json(
      z.object({
        success: z.literal(true),
        data: z.object({
          transfers: z.array(TransferSchema),
          lowBalanceThreshold: z.number().int().nullable().openapi({ description: "US cents; null: off" }),
        }),
      }),
      "Your transfers and threshold",
    ),
    ...errors(AUTH_ERRORS),
  },
});

export const recordDepositRoute = createRoute({
  method: "post",
  path: "/agents/deposits",
  tags,
  summary: "Record a bank transfer to your deposit",
  description:
    "The amount is in kyat and is credited in US cents at the MMK rate of the moment it is recorded (rounded " +
    "down). The transfer stays PENDING until an operator confirms it (`npm run ops -- deposit confirm <id>`), " +
    "which credits the wallet once with a DEPOSIT row. In sandbox mode (`PAYMENTS_MODE=sandbox`) it is confirmed " +
    "at once and `balance` is the wallet after it. A reference is unique per bank for you: the same one again is a 409.",
  security: bearer,
  middleware: [requireAuth, requireAgent] as const,
  request: {
    body: jsonBody(
      z.strictObject({
        bank: z.enum(DEPOSIT_BANKS, { error: `Bank must be one of ${DEPOSIT_BANKS.join(", ")}` }),
        reference: text(100).openapi({
          description: "3 to 40 letters, digits, slashes or dashes",
          example: "FT26112901",
        }),
        amountKyat: z
          .number()
          .int("The amount must be a whole number of kyat")
          .min(DEPOSIT_MIN_KYAT, `The amount must be at least ${DEPOSIT_MIN_KYAT} kyat`)
          .max(DEPOSIT_MAX_KYAT, `The amount must be at most ${DEPOSIT_MAX_KYAT} kyat`)
          .openapi({ example: 2_000_000 }),
        note: text(NOTE_MAX).optional(),
      }),
    ),
  },
  responses: {
    201: json(
      z.object({
        success: z.literal(true),
        data: z.object({
          transfer: TransferSchema,
          balance: z
            .number()
            .int()
            .nullable()
            .openapi({ description: "The wallet after it when confirmed at once" }),
          transaction: TransactionSchema.nullable().openapi({
            description: "Its DEPOSIT ledger row when confirmed at once",
          }),
        }),
      }),
      "Recorded (and in sandbox mode confirmed)",
    ),
    ...errors({
      400: "Invalid bank, reference, amount or note (`error.fields`)",
      409: "`DUPLICATE_REFERENCE`: you recorded this reference at this bank already",
    }),
    ...errors(AUTH_ERRORS),
  },
});

export const setThreshold = createRoute({
  method: "patch",
  path: "/agents/deposits/threshold",
  tags,
  summary: "Set or clear your low-balance threshold",
  description:
    "When a payment takes your deposit from at or above the threshold to below it, one e-mail goes to you, in " +
    "your language, once per crossing.",
  security: bearer,
  middleware: [requireAuth, requireAgent] as const,
  request: {
    body: jsonBody(
      z.strictObject({
        threshold: z
          .number()
          .int("The threshold must be a whole number of cents")
          .min(THRESHOLD_MIN_CENTS, `The threshold must be at least ${THRESHOLD_MIN_CENTS} cents`)
          .max(THRESHOLD_MAX_CENTS, `The threshold must be at most ${THRESHOLD_MAX_CENTS} cents`)
          .nullable()
          .openapi({ description: "US cents; null turns the mail off" }),
      }),
    ),
  },
  responses: {
    200: json(
      z.object({
        success: z.literal(true),
        data: z.object({ lowBalanceThreshold: z.number().int().nullable() }),
      }),
      "Saved",
    ),
    ...errors({ 400: "Not a whole number of cents within bounds" }),
    ...errors(AUTH_ERRORS),
  },
});
