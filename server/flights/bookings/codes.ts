import { randomInt } from "node:crypto";

/** Letters and digits that cannot be mistaken for one another when read aloud or over the phone. */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

function code(length: number): string {
  let out = "";
  for (let i = 0; i < length; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/**
 * The booking code's form, as the contract states it: guessing one is a 1 in 2^50 chance, and
 * Find my booking also needs a passenger's name and limits tries (docs/adr/0076-find-my-booking.md).
 */
export const BOOKING_CODE_FORM =
  "`FB` and 10 characters from the 32 letters and digits that cannot be mistaken for one another " +
  "(A-Z without I and O, 2-9): 50 random bits from a cryptographic generator, e.g. `FB7KQ2M9XZ4R`.";

/**
 * A booking id people can read out: `FB` and 10 characters (50 random bits).
 * @example newBookingId() // "FB7KQ2M9XZ4R"
 */
export function newBookingId(): string {
  return `FB${code(10)}`;
}

/**
 * One airline record locator (PNR) per airline in the booking, 6 characters as airlines use.
 * @example pnrsFor(["UB", "8M", "UB"]) // { UB: "K7Q2MZ", "8M": "X4RT9P" }
 */
export function pnrsFor(carrierCodes: readonly string[]): Record<string, string> {
  return Object.fromEntries([...new Set(carrierCodes)].map((carrier) => [carrier, code(6)]));
}
