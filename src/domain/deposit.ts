/**
 * An agency's deposit (issue 51): bank transfers an agent records, in kyat, credited to the
 * wallet (US cents) once an operator confirms them; and the low-balance threshold. Rules shared
 * by the wallet screen and the API.
 */
import { type Currency, toCents } from "./money.ts";
import { toLatinDigits } from "./myanmar-digits.ts";
import { hasStrings, isObject, listOf } from "./shape.ts";

/** Banks an agent can name (Myanmar's large ones), and Other. */
export const DEPOSIT_BANKS = ["KBZ", "CB", "AYA", "YOMA", "MAB", "UAB", "AGD", "OTHER"] as const;
export type DepositBank = (typeof DEPOSIT_BANKS)[number];

/** How a bank is named on the wallet's statement and in the list (its own brand, in any language). */
export const BANK_NAMES: Record<Exclude<DepositBank, "OTHER">, string> = {
  KBZ: "KBZ Bank",
  CB: "CB Bank",
  AYA: "AYA Bank",
  YOMA: "Yoma Bank",
  MAB: "MAB",
  UAB: "UAB",
  AGD: "AGD Bank",
};

/** A transfer's amount in whole kyat: large deposits go by bank, above the mobile-wallet limits. */
export const DEPOSIT_MIN_KYAT = 10_000;
export const DEPOSIT_MAX_KYAT = 100_000_000;
export const NOTE_MAX = 200;
/** The low-balance threshold, in US cents: $1 to $100,000. */
export const THRESHOLD_MIN_CENTS = 100;
export const THRESHOLD_MAX_CENTS = 10_000_000;

const REFERENCE_PATTERN = /^[A-Z0-9][A-Z0-9/-]{2,39}$/;

/**
 * A bank reference as it is kept and compared: Latin digits, upper case, no spaces.
 * @example normalizeReference(" ft 2611 ၀၀၁ ") // "FT2611001"
 */
export function normalizeReference(raw: string): string {
  return toLatinDigits(raw).replace(/\s+/g, "").toUpperCase();
}

/** True for a reference of 3 to 40 letters, digits, slashes and dashes (once normalised). */
export function isValidReference(raw: string): boolean {
  return REFERENCE_PATTERN.test(normalizeReference(raw));
}

/**
 * What `kyat` credits at `rate` kyat per US dollar, in US cents, rounded down: the wallet never
 * holds more than was transferred.
 * @example kyatToCents(1_000_000, 2100) // 47619
 */
export function kyatToCents(kyat: number, rate: number): number {
  return Math.floor((kyat * 100) / rate + 1e-9);
}

export type DepositStatus = "PENDING" | "CONFIRMED" | "REJECTED";

/** A recorded transfer as the API answers it. */
export interface DepositTransfer {
  id: string;
  bank: DepositBank;
  reference: string;
  amountKyat: number;
  /** What it credits (or credited), in US cents. */
  creditCents: number;
  note: string;
  status: DepositStatus;
  /** ISO date-times. */
  createdAt: string;
  decidedAt: string | null;
}

/** `GET /apis/agents/deposits`: the agent's transfers, newest first, and their threshold. */
export interface DepositView {
  transfers: DepositTransfer[];
  /** US cents; null: no low-balance mail. */
  lowBalanceThreshold: number | null;
}

/** `POST /apis/agents/deposits` body. */
export interface DepositRequest {
  bank: DepositBank;
  reference: string;
  amountKyat: number;
  note?: string;
}

/**
 * The statement's words for a DEPOSIT row: "Bank transfer · KBZ Bank · FT123"; `other` names
 * the bank when it is none of the list.
 */
export function depositLabel(
  bank: DepositBank,
  reference: string,
  words: { transfer: string; other: string },
) {
  const name = bank === "OTHER" ? words.other : BANK_NAMES[bank];
  return `${words.transfer} · ${name} · ${reference}`;
}

const STATUSES: readonly string[] = ["PENDING", "CONFIRMED", "REJECTED"];

export function isDepositTransfer(value: unknown): value is DepositTransfer {
  return (
    isObject(value) &&
    hasStrings(value, ["id", "reference", "note", "createdAt"]) &&
    (DEPOSIT_BANKS as readonly unknown[]).includes(value.bank) &&
    STATUSES.includes(String(value.status)) &&
    typeof value.amountKyat === "number" &&
    typeof value.creditCents === "number" &&
    (value.decidedAt === null || typeof value.decidedAt === "string")
  );
}

export function isDepositView(value: unknown): value is DepositView {
  return (
    isObject(value) &&
    listOf(isDepositTransfer)(value.transfers) &&
    (value.lowBalanceThreshold === null || typeof value.lowBalanceThreshold === "number")
  );
}

/** Whole kyat as typed ("2,000,000", Myanmar digits too), or null. */
export function parseKyat(typed: string): number | null {
  const value = toLatinDigits(typed).replace(/,/g, "").trim();
  return /^\d{1,12}$/.test(value) ? Number(value) : null;
}

export type AmountProblem = "required" | "format" | "tooSmall" | "tooLarge";

/**
 * A transfer's typed amount in kyat, or what is wrong with it.
 * @example depositKyat("9,999") // { ok: false, problem: "tooSmall" }
 */
export function depositKyat(
  typed: string,
): { ok: true; kyat: number } | { ok: false; problem: AmountProblem } {
  if (typed.trim() === "") return { ok: false, problem: "required" };
  const kyat = parseKyat(typed);
  if (kyat === null) return { ok: false, problem: "format" };
  if (kyat < DEPOSIT_MIN_KYAT) return { ok: false, problem: "tooSmall" };
  if (kyat > DEPOSIT_MAX_KYAT) return { ok: false, problem: "tooLarge" };
  return { ok: true, kyat };
}

/**
 * A typed low-balance threshold in the shown currency (US dollars with up to 2 decimals, or whole
 * kyat at `rate`) as US cents, or what is wrong with it.
 * @example thresholdCents("210,000", { code: "MMK", exchangeRate: 2100 }) // { ok: true, cents: 10000 }
 */
export function thresholdCents(
  typed: string,
  currency: Currency,
): { ok: true; cents: number } | { ok: false; problem: AmountProblem } {
  if (typed.trim() === "") return { ok: false, problem: "required" };
  const units = currency.code === "USD" ? toCents(toLatinDigits(typed)) : parseKyat(typed);
  if (units === null) return { ok: false, problem: "format" };
  const cents = currency.code === "USD" ? units : Math.round((units * 100) / currency.exchangeRate);
  if (cents < THRESHOLD_MIN_CENTS) return { ok: false, problem: "tooSmall" };
  if (cents > THRESHOLD_MAX_CENTS) return { ok: false, problem: "tooLarge" };
  return { ok: true, cents };
}
