import type { ReactNode } from "react";
import type { ContactInfo } from "../../../domain/contact-fields.ts";
import type { FlightOffer } from "../../../domain/flight-offer.ts";
import { type Currency, formatPrice } from "../../../domain/money.ts";
import type { PassengerSlot } from "../../../domain/passenger-slots.ts";
import type { UIKey } from "../../../i18n/en.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { Translate } from "../../../i18n/translate-core.ts";
import type { ContactDraft } from "../../../stores/contact-info.ts";
import { ProgressSteps } from "../../../ui/ProgressSteps.tsx";
import { ContactForm } from "./ContactForm.tsx";
import { FlightSummary } from "./FlightSummary.tsx";
import { PassengerList } from "./PassengerList.tsx";

/** The texts the ticket view shows (the page carries them for its early copy: early-ticket.ts). */
export const TICKET_KEYS = [
  "progress.label",
  "progress.booking",
  "progress.payment",
  "progress.complete",
  "progress.current",
  "ticket.heading",
  "ticket.contactHeading",
  "ticket.agentNote",
  "ticket.firstName",
  "ticket.lastName",
  "ticket.email",
  "ticket.phoneNumber",
  "ticket.address",
  "ticket.city",
  "ticket.country",
  "ticket.contactHint",
  "ticket.passengersHeading",
  "ticket.infantNote",
  "ticket.adultTitle",
  "ticket.childTitle",
  "ticket.savedPassenger",
  "ticket.enterPassenger",
  "ticket.routeSummary",
  "ticket.outbound",
  "ticket.return",
  "ticket.ticketType",
  "ticket.class",
  "ticket.cabin.ECONOMY",
  "ticket.cabin.PREMIUM_ECONOMY",
  "ticket.cabin.BUSINESS",
  "ticket.cabin.FIRST",
  "trip.way",
  "ticket.roundTrip",
  "ticket.oneWay",
  "ticket.baggage",
  "ticket.baggageValue",
  "ticket.price",
  "ticket.baseFare",
  "ticket.tax",
  "ticket.nonstop",
  "ticket.stops",
  "ticket.flightNo",
  "ticket.total",
  "ticket.continue",
] as const satisfies readonly UIKey[];

export interface TicketViewProps {
  offer: FlightOffer;
  /** The contact form's values (prefilled from the customer) and its errors. */
  contact: ContactDraft;
  contactErrors: Partial<Record<keyof ContactInfo, string>>;
  /** One per passenger, adults then children, with what was saved. */
  slots: PassengerSlot[];
  isAgent: boolean;
  /** Infants on lap the search counted (PassengerList says how they are added). */
  infants?: number;
  t: Translate;
  locale: Locale;
  city: (code: string) => string;
  currency: Currency;
  onContactChange?: (field: keyof ContactInfo, value: string) => void;
  onOpenPassenger?: (number: number) => void;
  onContinue?: () => void;
  /** The screen's dialogs (none in the early copy). */
  children?: ReactNode;
}

/**
 * The ticket step's page (the dialogs aside): progress, contact form, passenger buttons, the
 * flight summary and the total with Continue. A plain function of its data, without hooks, so
 * the page draws the same markup before React arrives (early-ticket.ts, through
 * early/html-jsx.ts) and TicketScreen takes its place unchanged.
 */
export function TicketView({
  offer,
  contact,
  contactErrors,
  slots,
  isAgent,
  infants,
  t,
  locale,
  city,
  currency,
  onContactChange = () => undefined,
  onOpenPassenger = () => undefined,
  onContinue,
  children,
}: TicketViewProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 sm:pb-10">
      <ProgressSteps process={1} t={t} locale={locale} />
      <h1 className="mt-6 text-2xl font-semibold">{t("ticket.heading")}</h1>
      <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <ContactForm
            value={contact}
            errors={contactErrors}
            onChange={onContactChange}
            t={t}
            isAgent={isAgent}
          />
          <PassengerList slots={slots} t={t} onOpen={onOpenPassenger} infants={infants} />
        </div>
        <aside className="lg:order-none order-first">
          <FlightSummary offer={offer} t={t} city={city} currency={currency} locale={locale} />
        </aside>
      </div>
      {/* Kept at the screen's foot on a phone, unless the screen is short for its text (landscape,
          or text enlarged to 200 %: 40rem), where the bar would cover a third of it. */}
      <div className="bottom-0 z-10 -mx-4 mt-6 border-t border-slate-200 bg-white/95 p-3 shadow-[0_-2px_8px_rgba(0,0,0,0.08)] max-sm:[@media(min-height:40rem)]:sticky sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 sm:justify-end">
          <p className="text-sm">
            <span className="text-slate-600">{t("ticket.total")}: </span>
            <span className="text-lg font-semibold">{formatPrice(offer.price.grandTotal, currency)}</span>
          </p>
          <button
            type="button"
            onClick={onContinue}
            className="ml-auto rounded-md bg-accent-500 px-6 py-3 font-semibold text-ink hover:bg-amber-400 sm:ml-0"
          >
            {t("ticket.continue")}
          </button>
        </div>
      </div>
      {children}
    </div>
  );
}
