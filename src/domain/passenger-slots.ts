import { type PassengerInfo, passengerKind } from "./passenger-info.ts";

/** One button of the ticket page's passenger list. */
export interface PassengerSlot {
  /** 1-based passenger number: adults first, then children (spec section 2, Ticket). */
  number: number;
  kind: "Adult" | "Child";
  /** The saved name, or null while the button reads 'Enter Passenger N'. */
  name: string | null;
  saved: boolean;
}

/**
 * The passenger buttons for a party: one per adult then per child, with the saved name.
 * @example passengerSlots(1, 1, { 1: aung })[0].name // "Aung Kyaw"
 */
export function passengerSlots(
  adults: number,
  children: number,
  saved: Readonly<Record<string, Partial<PassengerInfo> | undefined>>,
): PassengerSlot[] {
  return Array.from({ length: adults + children }, (_, i) => {
    const number = i + 1;
    const info = saved[String(number)];
    const name = info ? `${info.firstName ?? ""} ${info.lastName ?? ""}`.trim() : "";
    return { number, kind: passengerKind(number, adults), name: name || null, saved: Boolean(info) };
  });
}

/**
 * The saved passengers as the booking sends them, in passenger order; a missing one leaves the
 * list short, so the rules answer 'Please add information for all N passengers'.
 */
export function passengerList(
  total: number,
  saved: Readonly<Record<string, PassengerInfo | undefined>>,
): PassengerInfo[] {
  const list: PassengerInfo[] = [];
  for (let n = 1; n <= total; n++) {
    const info = saved[String(n)];
    if (info) list.push(info);
  }
  return list;
}
