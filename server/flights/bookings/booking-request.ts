import type { ContactInfo } from "../../../src/domain/contact-info.ts";
import type { PassengerInfo } from "../../../src/domain/passenger-info.ts";
import type { TravelType } from "../../../src/domain/search-params.ts";
import type { OfferInput } from "../reprice.ts";

/** The booking call's body once its shape is checked (server/routes/flights/booking.schemas.ts). */
export interface BookingRequest {
  flightData: OfferInput;
  travelType: TravelType;
  passengerInfo?: Array<Partial<Record<keyof PassengerInfo, string>>>;
  contactInfo?: Partial<Record<keyof ContactInfo, string>>;
  /** The traveller means to book again someone who already holds or has paid these flights. */
  allowDuplicate?: boolean;
  /** An agent's markup on this booking, as sent (checked by agent-sale.ts). */
  markup?: { kind: "amount" | "percent"; value: string | number };
}
