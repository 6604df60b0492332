import {
  lapOf,
  type PartyCounts,
  type PassengerInfo,
  type PassengerKind,
  passengerKind,
} from "./passenger-info.ts";

/** One button of the ticket page's passenger list. */
export interface PassengerSlot {
  /** 1-based passenger number: adults first, then children, then infants (spec section 2, Ticket). */
  number: number;
  kind: PassengerKind;
  /** An infant's: the passenger number of the adult whose lap they sit on; else null. */
  lapOf: number | null;
  /** The saved name, or null while the button reads 'Enter Passenger N'. */
  name: string | null;
  saved: boolean;
}

/**
 * The passenger buttons for a party: each adult with the infant on their lap right under them,
 * then the children; with the saved name. Numbers stay the booking's (infants after children).
 * @example passengerSlots({ adults: 2, children: 1, infants: 1 }, {}).map((s) => s.number) // [1, 4, 2, 3]
 */
export function passengerSlots(
  party: PartyCounts,
  saved: Readonly<Record<string, Partial<PassengerInfo> | undefined>>,
): PassengerSlot[] {
  const slot = (number: number): PassengerSlot => {
    const info = saved[String(number)];
    const name = info ? `${info.firstName ?? ""} ${info.lastName ?? ""}`.trim() : "";
    return {
      number,
      kind: passengerKind(number, party),
      lapOf: lapOf(number, party),
      name: name || null,
      saved: Boolean(info),
    };
  };
  const seated = party.adults + party.children;
  const slots: PassengerSlot[] = [];
  for (let adult = 1; adult <= party.adults; adult++) {
    slots.push(slot(adult));
    if (adult <= (party.infants ?? 0)) slots.push(slot(seated + adult));
  }
  for (let n = party.adults + 1; n <= seated; n++) slots.push(slot(n));
  return slots;
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
