import type { PassengerSlot } from "../../../domain/passenger-slots.ts";
import { hotlinesInText } from "../../../domain/support-contact.ts";
import type { Translate } from "../../../i18n/translate-core.ts";
import { Panel } from "../../../ui/Panel.tsx";

interface Props {
  slots: PassengerSlot[];
  t: Translate;
  onOpen: (number: number) => void;
  /** Infants on lap counted in the search: not part of an online booking (the contract has no field). */
  infants?: number;
  /** A warning under a passenger's button, by passenger number (a passport valid less than 6 months after the trip). */
  warnings?: Readonly<Record<number, string>>;
}

/** One button per passenger, adults then children: 'Enter Passenger N' or the saved name, green when saved. */
export function PassengerList({ slots, t, onOpen, infants = 0, warnings = {} }: Props) {
  return (
    <Panel
      title={t("ticket.passengersHeading")}
      titleClassName="text-lg font-semibold"
      headingId="ticket-passengers-heading"
    >
      <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {slots.map((slot) => (
          <li key={slot.number}>
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
                  {t(slot.kind === "Adult" ? "ticket.adultTitle" : "ticket.childTitle", { n: slot.number })}
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
          </li>
        ))}
      </ul>
      {/* The search counted them; the booking cannot hold them: said here, not dropped silently. */}
      {infants > 0 && (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-slate-800">
          {t("ticket.infantNote", { n: infants, numbers: hotlinesInText() })}
        </p>
      )}
    </Panel>
  );
}
