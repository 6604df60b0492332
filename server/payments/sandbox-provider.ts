import type { PaymentProvider } from "./provider.ts";

/**
 * A provider that approves every charge at once, for local use and tests (PAYMENTS_MODE=sandbox).
 * @example const payments = createSandboxProvider(); await payments.charge({ ... });
 */
export function createSandboxProvider(): PaymentProvider {
  return {
    name: "sandbox",
    charge: async (request) => ({ status: "succeeded", providerReference: `sandbox_${request.reference}` }),
  };
}

/**
 * The provider for a payments mode: sandbox, or none in live mode until a real provider is
 * configured (top-up then answers 503 rather than pretending to take money).
 */
export function paymentProviderFor(mode: "sandbox" | "live"): PaymentProvider | null {
  return mode === "sandbox" ? createSandboxProvider() : null;
}
