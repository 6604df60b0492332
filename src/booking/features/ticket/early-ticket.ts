import { CONTACT_FIELDS } from "../../../domain/contact-fields.ts";
import { prefilledContact } from "../../../domain/contact-prefill.ts";
import { isFlightOffer, travellerCounts } from "../../../domain/flight-offer.ts";
import type { PassengerInfo } from "../../../domain/passenger-info.ts";
import { passengerSlots } from "../../../domain/passenger-slots.ts";
import { isSearchParams } from "../../../domain/search-params.ts";
import { isObject } from "../../../domain/shape.ts";
import { hasMyanmar } from "../../../domain/zawgyi.ts";
import { storedSignedInUser } from "../../../stores/auth-record.ts";
import { storedPriceCurrency } from "../../../stores/currency-cache.ts";
import { jsonCodec } from "../../../stores/json-codec.ts";
import { storedCities } from "../../../stores/known-cities.ts";
import { STORAGE_KEYS } from "../../../stores/storage-keys.ts";
import { drawEarlyView } from "../../early/early-view.ts";
import { noteShownFlight } from "./shown-flight.ts";
import { TicketView } from "./TicketView.tsx";

/**
 * /ticket drawn by the page itself from storage, before React and the screen's code have arrived
 * (two seconds or more on a slow phone): the screen's own view (TicketView), written as HTML by
 * early/html-jsx.ts, for the signed-in customer, in the stored language and currency, with the
 * contact form prefilled and the saved passengers as the screen shows them. TicketScreen then takes
 * its place, identical, with what was typed or pressed meanwhile (hand-over.ts). Signed out, or
 * with no search or offer stored, the page draws nothing and the app decides (sign in first, or
 * home).
 */
drawEarlyView((element, locale, t) => {
  const read = (key: string) => localStorage.getItem(key) ?? "";
  const user = storedSignedInUser(localStorage);
  const params = jsonCodec(null, isSearchParams).decode(read(STORAGE_KEYS.searchParams));
  const offer = jsonCodec(null, isFlightOffer).decode(read(STORAGE_KEYS.selectedFlight));
  if (!user || !params || !offer) return null;
  noteShownFlight(read(STORAGE_KEYS.selectedFlight));
  // Another customer's drafts are forgotten by the screen (booking-owner.ts): not shown here either.
  const owner = localStorage.getItem(STORAGE_KEYS.bookingOwner);
  const own = !owner || owner === user.id;
  const drafts = own ? jsonCodec({}, isObject).decode(read(STORAGE_KEYS.contactInfo)) : {};
  const saved = own ? jsonCodec({}, isObject).decode(read(STORAGE_KEYS.passengerInfo)) : {};
  if (own) saveWhatIsTyped(element, user.id);
  const counts = travellerCounts(offer);
  const cities = storedCities(localStorage);
  return TicketView({
    offer,
    contact: user.isAgent ? drafts : prefilledContact(drafts, user),
    contactErrors: {},
    slots: passengerSlots(counts.adults, counts.children, saved as Record<string, PassengerInfo>),
    isAgent: user.isAgent,
    infants: params.infants ?? 0,
    t,
    locale,
    city: (code) => cities[code]?.[locale] ?? code,
    currency: storedPriceCurrency(localStorage),
  });
});

/**
 * Saves a contact field typed on the early copy as the screen saves it (`contactInfo`), so a
 * reload before the app has arrived loses nothing. Myanmar text waits for the screen, which
 * stores it as Unicode (the hand-over gives it what was typed).
 */
function saveWhatIsTyped(element: HTMLElement, userId: string): void {
  element.addEventListener("input", (event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement) || !(CONTACT_FIELDS as readonly string[]).includes(field.name))
      return;
    if (hasMyanmar(field.value)) return;
    const drafts = jsonCodec({}, isObject).decode(localStorage.getItem(STORAGE_KEYS.contactInfo) ?? "");
    localStorage.setItem(STORAGE_KEYS.contactInfo, JSON.stringify({ ...drafts, [field.name]: field.value }));
    localStorage.setItem(STORAGE_KEYS.bookingOwner, userId);
  });
}
