import { lazy, Suspense } from "react";
import type { FlightOffer } from "../../../domain/flight-offer.ts";
import type { RouteNotice } from "../../../domain/route-notice.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { Dialog } from "../../../ui/Dialog.tsx";
import { Spinner } from "../../Spinner.tsx";

// What the dialog shows is fetched when it first opens: the list's first paint does not wait for it.
const FlightDetailsBody = lazy(() => import("./FlightDetailsBody.tsx"));

interface Props {
  offer: FlightOffer | null;
  carriers: Record<string, string>;
  /** The search's route notices: they apply to every offer of it. */
  notices?: readonly RouteNotice[];
  t: Translate;
  price: (usd: string) => string;
  onClose: () => void;
  /** Choose with one of the flights' fare families (on a round trip's outbound step, the outbound). */
  onChoose: (offer: FlightOffer) => void;
  /** A round trip's outbound step (ADR 0071): see FlightDetailsBody. */
  outboundStep?: boolean;
}

/**
 * Flight Details (spec): an accessible dialog (labelled, focus in and back, Escape closes) with
 * the offer's flights, price, rules and fare families (FlightDetailsBody).
 */
export function FlightDetails({ offer, onClose, t, ...rest }: Props) {
  return (
    <Dialog
      open={offer !== null}
      onClose={onClose}
      title={t("results.details.title")}
      closeLabel={t("results.close")}
      size="table"
    >
      {offer && (
        <Suspense fallback={<Spinner label={t("app.loading")} />}>
          <FlightDetailsBody offer={offer} t={t} {...rest} />
        </Suspense>
      )}
    </Dialog>
  );
}
