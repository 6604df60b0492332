/**
 * The agency a booking was made through (issue 51), as its e-ticket and mails carry it: one
 * small block, kept apart from the ticket's fare lines so that the selling price's lines can sit
 * beside it.
 */
import { phoneShown } from "../../src/domain/account-rules.ts";
import type { AgencyProfile } from "../../src/domain/agency.ts";
import type { MailLocale } from "../mail/templates/locale.ts";
import { heading, MUTED, next, type Pen, paragraph } from "./pdf-pen.ts";

/** The mail's paragraph naming the agency, in the mail's language. */
export function agencyMailParagraph(agency: AgencyProfile, language: MailLocale): string {
  const phone = phoneShown(agency.phone);
  return language === "my"
    ? `ဤဘွတ်ကင်ကို ${agency.agencyName} (ခရီးသွားလုပ်ငန်း လိုင်စင် ${agency.licenceNumber}) မှ ပြုလုပ်ပေးပါသည်။\nလိပ်စာ- ${agency.address}\nဖုန်း- ${phone}`
    : `Booked through ${agency.agencyName} (travel agency licence ${agency.licenceNumber}).\nAddress: ${agency.address}\nPhone: ${phone}`;
}

/** The e-ticket's "Travel agency" block: name and licence, address, phone. */
export function drawAgency(pen: Pen, agency: AgencyProfile): void {
  heading(pen, "Travel agency");
  paragraph(pen, `${agency.agencyName}  |  Licence ${agency.licenceNumber}`, { bold: true });
  next(pen);
  paragraph(pen, agency.address.replace(/\s*\r?\n\s*/g, ", "));
  next(pen);
  paragraph(pen, `Phone ${phoneShown(agency.phone)}`, { color: MUTED });
  next(pen, 18);
}
