import { useEffect, useState } from "react";
import { fetchRouteNotices } from "../../../api/route-notices.ts";
import type { FareType } from "../../../domain/fare-type.ts";
import type { FlightOffer } from "../../../domain/flight-offer.ts";
import { offerJourneys, type RouteNotice } from "../../../domain/route-notice.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { RouteNotices } from "../../common/RouteNotices.tsx";

interface Props {
  offer: FlightOffer;
  /** The search's fare type, for an offer that does not say its own. */
  fareType: FareType | undefined;
  t: Translate;
  locale: Locale;
}

/**
 * The route notices of the chosen trip on the ticket step, asked for again here (the results may
 * be hours old, or another tab's): a permission letter to bring, a route closed to the fare's
 * travellers. Notices are an aid: when they cannot be fetched, the step shows none, and a closed
 * route is still refused by the booking itself (409 ROUTE_CLOSED).
 */
export function TripNotices({ offer, fareType, t, locale }: Props) {
  const [notices, setNotices] = useState<RouteNotice[]>([]);
  const journeys = offerJourneys(offer);
  const fare = offer.fareType ?? fareType;
  const key = JSON.stringify([journeys, fare]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the journeys and the fare.
  useEffect(() => {
    const controller = new AbortController();
    const settle = (found: RouteNotice[]) => {
      if (!controller.signal.aborted) setNotices(found);
    };
    fetchRouteNotices(journeys, fare, controller.signal).then(settle, () => settle([]));
    return () => controller.abort();
  }, [key]);
  return <RouteNotices notices={notices} t={t} locale={locale} className="mb-4" />;
}
