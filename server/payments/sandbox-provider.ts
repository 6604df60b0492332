import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { sandboxCharges } from "../db/schema/sandbox.ts";
import type { PaymentProvider, TopUpResult } from "./provider.ts";

/**
 * Methods that make the sandbox behave as a live provider sometimes does, so that the failure
 * paths can be shown and tested through the real API (as card networks' test card numbers do):
 * any other method succeeds at once.
 */
export const SANDBOX_METHODS = {
  /** Declined: nothing charged. */
  declined: "sandbox-decline",
  /** Charged, but the answer is lost on the way back (a timeout): our side does not know. */
  lost: "sandbox-lost",
  /** Charged, answered after {@link SANDBOX_SLOW_MS}. */
  slow: "sandbox-slow",
} as const;
export const SANDBOX_SLOW_MS = 400;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The sandbox did charge, but the caller never hears so. */
export class SandboxAnswerLost extends Error {
  override name = "SandboxAnswerLost";
}

function resultOf(row: typeof sandboxCharges.$inferSelect): TopUpResult {
  return row.status === "succeeded"
    ? { status: "succeeded", providerReference: row.providerReference }
    : { status: "declined", message: row.message ?? "Declined" };
}

/**
 * The sandbox provider (PAYMENTS_MODE=sandbox): approves every charge except the
 * {@link SANDBOX_METHODS}, and remembers each by reference in `sandbox_charges`, which stands for
 * the provider's own books (they outlive our processes), so the same reference is charged once
 * and can be looked up after a crash.
 * @example const payments = createSandboxProvider(database.db); await payments.charge({ ... });
 */
export function createSandboxProvider(db: Db): PaymentProvider {
  const lookup = async (reference: string) => {
    const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, reference));
    return row ? resultOf(row) : null;
  };
  return {
    name: "sandbox",
    lookup,
    async charge(request) {
      const declined = request.method === SANDBOX_METHODS.declined;
      // The insert is the charge: on a reference seen before, nothing more is charged.
      await db
        .insert(sandboxCharges)
        .values({
          reference: request.reference,
          userId: request.userId,
          amount: request.amount,
          method: request.method,
          status: declined ? "declined" : "succeeded",
          providerReference: `sandbox_${request.reference}`,
          message: declined ? "The sandbox declined this payment (method sandbox-decline)" : null,
        })
        .onConflictDoNothing();
      const result = await lookup(request.reference);
      if (!result) throw new Error("sandbox charge vanished");
      if (request.method === SANDBOX_METHODS.lost) throw new SandboxAnswerLost("no answer from the sandbox");
      if (request.method === SANDBOX_METHODS.slow) await sleep(SANDBOX_SLOW_MS);
      return result;
    },
  };
}

/**
 * The provider for a payments mode: sandbox, or none in live mode until a real provider is
 * configured (top-up then answers 503 rather than pretending to take money).
 */
export function paymentProviderFor(mode: "sandbox" | "live", db: Db): PaymentProvider | null {
  return mode === "sandbox" ? createSandboxProvider(db) : null;
}
