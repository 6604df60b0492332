import { customerPrice } from "../../src/domain/agent-markup.ts";
import type { BookingRecord } from "../../src/domain/booking.ts";
import { formatCents, toCents, USD } from "../../src/domain/money.ts";

/**
 * The e-ticket mail's price paragraph: an agent's booking says what their customer paid, the
 * selling price (net + markup, docs/adr/0083), never the net fare; a customer's own booking's
 * mail says no price, as before.
 */
export function mailPriceLines(record: BookingRecord, language: "en" | "my"): string[] {
  if (!record.agentSale) return [];
  const amount = formatCents(toCents(customerPrice(record)) ?? 0, USD, language);
  return [
    language === "my"
      ? `ပေးချေရသည့် စုစုပေါင်း- ${amount} (အခွန်နှင့် အခကြေးငွေများ ပါဝင်ပြီး)။`
      : `Total paid: ${amount} (taxes and fees included).`,
  ];
}
