import { type ReactNode, useEffect, useRef } from "react";
import type { BookingRecord } from "../../../domain/booking.ts";
import { detailDate, timeOf } from "../../../domain/dates.ts";
import type { FlightOffer } from "../../../domain/flight-offer.ts";
import { type Currency, formatPrice } from "../../../domain/money.ts";
import { localDigits } from "../../../domain/myanmar-digits.ts";
import {
  lapOf,
  type PartyCounts,
  type PassengerInfo,
  passengerKind,
} from "../../../domain/passenger-info.ts";
import type { Translate } from "../../../i18n/translate.ts";
import type { ContactDraft } from "../../../stores/contact-info.ts";
import { busyButton } from "../../../ui/busy-button.ts";
import { Dialog } from "../../../ui/Dialog.tsx";
import { partyNote } from "../../common/party-note.ts";
import { useLocale } from "../../use-t.ts";
import { DuplicateWarning } from "./DuplicateWarning.tsx";
import { offerLegs } from "./offer-view.ts";

interface Props {
  open: boolean;
  busy: boolean;
  offer: FlightOffer;
  contact: ContactDraft;
  passengers: PassengerInfo[];
  /** Who the offer was priced for: passengers are adults, then children, then infants on lap. */
  counts: PartyCounts;
  currency: Currency;
  city: (code: string) => string;
  t: Translate;
  /** The server's answer that a passenger is booked on these flights already, or null. */
  duplicate: { passengerName: string; booking: BookingRecord } | null;
  onConfirm: () => void;
  /** "Book again anyway": the same booking, sent as meant. */
  onBookAgain: () => void;
  /** "Go to my booking": the earlier booking, to pay or see. */
  onOpenExisting: () => void;
  onClose: () => void;
  /** An agent's booking: the line of what their customer pays (ADR 0083). */
  agentSelling?: ReactNode;
}

const primary =
  "rounded-md bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700 aria-disabled:opacity-70";
const secondary = "rounded-md border border-slate-300 px-4 py-2 font-medium aria-disabled:opacity-50";

/**
 * 'Confirm Booking': flight, contact, passengers (each as adult, child or infant, an infant with
 * the adult whose lap they sit on) and price, with Confirm Booking, Cancel and Processing. When a
 * passenger is booked on these flights already, it warns first and asks: Book again anyway, or
 * Go to my booking.
 */
export function ConfirmDialog({
  open,
  busy,
  offer,
  contact,
  passengers,
  counts,
  currency,
  city,
  t,
  duplicate,
  onConfirm,
  onBookAgain,
  onOpenExisting,
  onClose,
  agentSelling,
}: Props) {
  const locale = useLocale();
  const price = (usd: string) => formatPrice(usd, currency, locale);
  const party = partyNote(offer, t, price);
  // The warning replaces Confirm Booking under the pointer: new buttons (keys), and the focus on
  // the safe one, so a second press meant for Confirm never books again.
  const openButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const button = openButton.current;
    if (!duplicate || !button) return;
    button.focus({ preventScroll: true });
    // The warning first: the dialog from its top (Confirm Booking was pressed at its foot).
    button.closest("dialog")?.scrollTo({ top: 0 });
  }, [duplicate]);
  // The question's two answers; Close (and Escape) leaves both.
  const footer = duplicate ? (
    <>
      <button key="again" type="button" onClick={onBookAgain} className={`${secondary} w-full sm:w-auto`}>
        {t("ticket.duplicateBookAgain")}
      </button>
      <button
        key="open"
        ref={openButton}
        type="button"
        onClick={onOpenExisting}
        className={`${primary} w-full sm:w-auto`}
      >
        {t("ticket.duplicateOpen")}
      </button>
    </>
  ) : (
    <>
      <button type="button" onClick={onClose} className={secondary} {...busyButton(busy)}>
        {t("ticket.cancel")}
      </button>
      <button
        key="confirm"
        type="button"
        onClick={onConfirm}
        aria-busy={busy || undefined}
        className={primary}
        {...busyButton(busy)}
      >
        {busy ? t("ticket.processing") : t("ticket.confirmButton")}
      </button>
    </>
  );
  return (
    <Dialog
      open={open}
      onClose={onClose}
      busy={busy}
      title={t("ticket.confirmTitle")}
      footer={footer}
      closeLabel={t("ticket.close")}
    >
      {duplicate && (
        <DuplicateWarning
          passengerName={duplicate.passengerName}
          booking={duplicate.booking}
          t={t}
          locale={locale}
        />
      )}
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="font-semibold">{t("ticket.confirmFlight")}</dt>
          {offerLegs(offer).map((leg) => (
            <dd key={leg.departAt}>
              {city(leg.from)} ({leg.from}) → {city(leg.to)} ({leg.to}), {detailDate(leg.departAt, locale)}{" "}
              {timeOf(leg.departAt, locale)}, {leg.flights.join(", ")}
            </dd>
          ))}
        </div>
        <div>
          <dt className="font-semibold">{t("ticket.confirmContact")}</dt>
          <dd>
            {contact.firstName} {contact.lastName}, {contact.email}, {contact.phoneNumber}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{t("ticket.confirmPassengers")}</dt>
          {passengers.map((p, i) => {
            const adult = lapOf(i + 1, counts);
            return (
              <dd key={`${p.firstName}-${p.lastName}-${p.dateOfBirth}-${p.email}`}>
                {localDigits(i + 1, locale)}. {p.firstName} {p.lastName}{" "}
                <span className="text-slate-600">
                  (
                  {adult === null
                    ? t(`ticket.kind.${passengerKind(i + 1, counts)}`)
                    : t("ticket.infantOnLap", { adult })}
                  )
                </span>
              </dd>
            );
          })}
        </div>
        <div className="flex justify-between border-t border-slate-200 pt-3">
          <dt className="font-semibold">{t("ticket.confirmPrice")}</dt>
          <dd className="text-right text-base font-semibold">
            {price(offer.price.grandTotal)}
            {party && (
              <span className="block text-xs font-normal text-slate-600">
                {party.totalFor} · {party.each}
              </span>
            )}
          </dd>
        </div>
        {agentSelling}
      </dl>
    </Dialog>
  );
}
