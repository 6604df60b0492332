import { FARE_FAMILY_NAMES } from "../../../domain/fare-family.ts";
import type { FlightOffer } from "../../../domain/flight-offer.ts";
import type { Locale } from "../../../i18n/locales.ts";

/** The fare family names of an offer's flights in the page's language, each once; "" before families. */
export function offerFamilyName(offer: FlightOffer, locale: Locale): string {
  const codes = (offer.travelerPricings[0]?.fareDetailsBySegment ?? []).flatMap((f) =>
    f.brandedFare ? [f.brandedFare] : [],
  );
  return [...new Set(codes)].map((code) => FARE_FAMILY_NAMES[code][locale]).join(" · ");
}
