import { EMAIL_INVALID, isValidPhone, PHONE_INVALID } from "../../../src/domain/account-rules.ts";
import { parseDayMonthYear } from "../../../src/domain/dates.ts";
import { type PartyCounts, passengerKind } from "../../../src/domain/passenger-info.ts";
import {
  hasVisibleText,
  isPlainEmail,
  isTicketName,
  TICKET_NAME_SCRIPT,
} from "../../../src/domain/text-rules.ts";
import { validationFailed } from "../../http/errors.ts";
import type { BookingRequest } from "./booking-request.ts";

/** No one alive was born before this; an earlier date of birth is a typing mistake. */
export const EARLIEST_BIRTH_DATE = "1900-01-01";

const fail = (field: string, message: string): never => {
  throw validationFailed(message, { [field]: message });
};

/**
 * The server's rules on travellers beyond the spec's (src/domain, run first): names the e-ticket
 * can print (Latin or Myanmar letters, something visible), e-mails without look-alike or
 * invisible characters, every traveller's phone by the one phone rule of registration (an infant
 * on lap's e-mail and phone only when given: they have none of their own), and a date of birth
 * from 1900 on.
 * @throws ApiError 400 naming the field.
 */
export function checkTravellerText(request: BookingRequest, party: PartyCounts): void {
  const contact = request.contactInfo ?? {};
  for (const key of ["firstName", "lastName"] as const) {
    const name = contact[key] ?? "";
    if (!hasVisibleText(name) || !isTicketName(name)) fail(`contactInfo.${key}`, TICKET_NAME_SCRIPT);
  }
  if (!isPlainEmail((contact.email ?? "").trim().toLowerCase())) fail("contactInfo.email", EMAIL_INVALID);
  for (const [index, p] of (request.passengerInfo ?? []).entries()) {
    const at = (key: string) => `passengerInfo.${index}.${key}`;
    for (const key of ["firstName", "lastName"] as const) {
      const name = p[key] ?? "";
      if (!hasVisibleText(name) || !isTicketName(name)) fail(at(key), TICKET_NAME_SCRIPT);
    }
    const kind = passengerKind(index + 1, party);
    const own = (value: string | undefined) => kind !== "Infant" || (value ?? "").trim() !== "";
    if (own(p.email) && !isPlainEmail((p.email ?? "").trim().toLowerCase())) fail(at("email"), EMAIL_INVALID);
    if (own(p.phoneNumber) && !isValidPhone(p.phoneNumber ?? "")) fail(at("phoneNumber"), PHONE_INVALID);
    const birth = parseDayMonthYear(p.dateOfBirth ?? "");
    if (birth && birth < EARLIEST_BIRTH_DATE) {
      fail(at("dateOfBirth"), `Please enter a valid date of birth for ${kind} Passenger ${index + 1}`);
    }
  }
}
