import type { MarkupInput } from "../../../domain/agent-markup.ts";
import type { BookingPayload } from "../../../domain/booking.ts";
import { type ContactInfo, phoneForPayload } from "../../../domain/contact-info.ts";
import { parseDayMonthYear } from "../../../domain/dates.ts";
import type { FlightOffer } from "../../../domain/flight-offer.ts";
import type { PassengerInfo } from "../../../domain/passenger-info.ts";
import type { TravelType } from "../../../domain/search-params.ts";
import type { ContactDraft } from "../../../stores/contact-info.ts";

/** The booking call's body (spec section 3): phone without +, dates as YYYY-MM-DD. */
export function bookingPayload(input: {
  offer: FlightOffer;
  travelType: TravelType;
  contact: ContactDraft;
  passengers: PassengerInfo[];
  userId: string;
  /** An agent's markup on this booking (ADR 0083); the server prices it. */
  markup?: MarkupInput;
}): BookingPayload {
  const contact = { ...input.contact } as ContactInfo;
  return {
    flightData: input.offer,
    travelType: input.travelType,
    contactInfo: { ...contact, phoneNumber: phoneForPayload(contact.phoneNumber ?? "") },
    passengerInfo: input.passengers.map((p) => ({
      ...p,
      phoneNumber: phoneForPayload(p.phoneNumber),
      dateOfBirth: parseDayMonthYear(p.dateOfBirth) ?? p.dateOfBirth,
    })),
    userId: input.userId,
    ...(input.markup ? { markup: input.markup } : {}),
  };
}
