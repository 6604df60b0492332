import type { BookingRequestState } from "../../../domain/booking-request.ts";
import { detailDate, timeOf } from "../../../domain/dates.ts";
import type { FlightOffer } from "../../../domain/flight-offer.ts";
import { type Currency, formatPrice } from "../../../domain/money.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { Dialog } from "../../../ui/Dialog.tsx";
import { useLocale } from "../../use-t.ts";

interface Props {
  state: BookingRequestState;
  currency: Currency;
  t: Translate;
  onAcceptPrice: (offer: FlightOffer) => void;
  onDeclinePrice: () => void;
  onResearch: () => void;
  onDismiss: () => void;
}

const primary = "rounded-md bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700";
const secondary = "rounded-md border border-slate-300 px-4 py-2 font-medium";

/** The questions of the priceChanged and scheduleChanged answers (never window.confirm). */
export function BranchDialogs({
  state,
  currency,
  t,
  onAcceptPrice,
  onDeclinePrice,
  onResearch,
  onDismiss,
}: Props) {
  const locale = useLocale();
  if (state.kind === "priceChanged") {
    const offer = state.offer;
    return (
      <Dialog
        open
        onClose={onDeclinePrice}
        title={t("ticket.priceChangedTitle")}
        footer={
          <>
            <button type="button" className={secondary} onClick={onDeclinePrice}>
              {t("ticket.cancel")}
            </button>
            <button type="button" className={primary} onClick={() => onAcceptPrice(offer)}>
              {t("ticket.continueNewPrice")}
            </button>
          </>
        }
      >
        <p>
          {t("ticket.priceChanged", {
            old: formatPrice(state.oldTotal, currency, locale),
            new: formatPrice(state.newTotal, currency, locale),
          })}
        </p>
      </Dialog>
    );
  }
  if (state.kind === "scheduleChanged") {
    return (
      <Dialog
        open
        onClose={onDismiss}
        title={t("ticket.scheduleChangedTitle")}
        footer={
          <>
            <button type="button" className={secondary} onClick={onDismiss}>
              {t("ticket.keep")}
            </button>
            <button type="button" className={primary} onClick={onResearch}>
              {t("ticket.research")}
            </button>
          </>
        }
      >
        <p>
          {t("ticket.scheduleChanged", {
            date: `${detailDate(state.date, locale)} ${timeOf(state.date, locale)}`,
          })}
        </p>
      </Dialog>
    );
  }
  return null;
}
