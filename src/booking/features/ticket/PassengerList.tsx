import type { PassengerSlot } from "../../../domain/passenger-slots.ts";
import type { Translate } from "../../../i18n/translate-core.ts";
import { Panel } from "../../../ui/Panel.tsx";

interface Props {
  /** The buttons in their order (passengerSlots): each adult with the infant on their lap under them. */
  slots: PassengerSlot[];
  t: Translate;
  onOpen: (number: number) => void;
  /** A warning under a passenger's button, by passenger number (a passport valid less than 6 months after the trip). */
  warnings?: Readonly<Record<number, string>>;
}

const TITLE = {
  Adult: "ticket.adultTitle",
  Child: "ticket.childTitle",
  Infant: "ticket.infantTitle",
} as const;

/**
 * One button per passenger, adults then children: 'Enter Passenger N' or the saved name, green
 * when saved. An infant on lap's button sits under their adult's, in the same item, indented.
 */
export function PassengerList({ slots, t, onOpen, warnings = {} }: Props) {
  // Each adult's item holds the infant on their lap, so that a two-column grid keeps them together.
  const groups: PassengerSlot[][] = [];
  for (const slot of slots) {
    const last = groups.at(-1);
    if (slot.lapOf !== null && last) last.push(slot);
    else groups.push([slot]);
  }
  const button = (slot: PassengerSlot) => (
    <>
      <button
        type="button"
        id={`passenger-button-${slot.number}`}
        aria-describedby={warnings[slot.number] ? `passenger-warning-${slot.number}` : undefined}
        onClick={() => onOpen(slot.number)}
        className={`flex w-full items-center justify-between gap-2 rounded-lg border px-4 py-3 text-left font-medium ${
          slot.saved
            ? "border-green-700 bg-green-50 text-green-900"
            : "border-dashed border-slate-400 bg-slate-50 text-slate-800 hover:border-brand-600"
        }`}
      >
        <span>
          <span className="block text-xs font-normal text-slate-600">
            {t(TITLE[slot.kind], { n: slot.number })}
            {slot.lapOf !== null && ` · ${t("ticket.onLapOf", { adult: slot.lapOf })}`}
          </span>
          {slot.name
            ? t("ticket.savedPassenger", { name: slot.name })
            : t("ticket.enterPassenger", { n: slot.number })}
        </span>
        <span aria-hidden="true">{slot.saved ? "✓" : "+"}</span>
      </button>
      {warnings[slot.number] && (
        <p id={`passenger-warning-${slot.number}`} className="mt-1 text-sm text-amber-900">
          <span aria-hidden="true">⚠ </span>
          {warnings[slot.number]}
        </p>
      )}
    </>
  );
  return (
    <Panel
      title={t("ticket.passengersHeading")}
      titleClassName="text-lg font-semibold"
      headingId="ticket-passengers-heading"
    >
      <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {groups.map(([first, ...onLap]) =>
          first ? (
            <li key={first.number}>
              {button(first)}
              {onLap.map((slot) => (
                <div key={slot.number} className="mt-2 ml-5 border-l-2 border-slate-300 pl-3">
                  {button(slot)}
                </div>
              ))}
            </li>
          ) : null,
        )}
      </ul>
    </Panel>
  );
}
