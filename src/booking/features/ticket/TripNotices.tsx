import { useEffect } from "react";
import { fetchRouteNotices } from "../../../api/route-notices.ts";
import type { FareType } from "../../../domain/fare-type.ts";
import type { FlightOffer } from "../../../domain/flight-offer.ts";
import { offerJourneys } from "../../../domain/route-notice.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { $tripNotices, keepTripNotices } from "../../../stores/trip-notices.ts";
import { useStored } from "../../../ui/use-stored.ts";
import { RouteNotices } from "../../common/RouteNotices.tsx";

interface Props {
  offer: FlightOffer;
  /** The search's fare type, for an offer that does not say its own. */
  fareType: FareType | undefined;
  t: Translate;
  locale: Locale;
}

/**
 * The route notices of the chosen trip on the ticket step: those the results had when it was
 * chosen at once (nothing moves when the call answers), then asked for again, since the results
 * may be hours old or another tab's: a permission letter to bring, a route closed to the fare's
 * travellers. When the call fails the kept ones stay; a closed route is refused by the booking
 * itself anyway (409 ROUTE_CLOSED).
 */
export function TripNotices({ offer, fareType, t, locale }: Props) {
  const kept = useStored($tripNotices);
  const journeys = offerJourneys(offer);
  const fare = offer.fareType ?? fareType;
  const key = JSON.stringify([offer.id, journeys, fare]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the offer, its journeys and the fare.
  useEffect(() => {
    const controller = new AbortController();
    fetchRouteNotices(journeys, fare, controller.signal).then(
      (notices) => {
        if (!controller.signal.aborted) keepTripNotices(offer.id, notices);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [key]);
  const shown = kept?.offerId === offer.id ? kept.notices : [];
  return <RouteNotices notices={shown} t={t} locale={locale} className="mb-4" />;
}
