import type { BookingRecord } from "../../src/domain/booking.ts";
import { detailDate, timeOf } from "../../src/domain/dates.ts";
import type { AppDeps } from "../context.ts";
import { type RenderedMail, renderMail } from "../mail/templates/layout.ts";
import { mailLocale } from "../mail/templates/locale.ts";
import { renderETicket } from "./pdf.ts";

/**
 * The e-ticket mail's subject and text in the user's language; a Myanmar mail writes the
 * departure as the Myanmar pages do ("၂၀၂၆ ဒီဇင်ဘာ ၁ ၀၈:၃၀"), an English one as the spec does.
 */
export function eticketMail(record: BookingRecord, locale: string): RenderedMail {
  const language = mailLocale(locale);
  const route = `${record.origin} - ${record.destination}`;
  const when = `${detailDate(record.departureDate, language)} ${timeOf(record.departureDate, language)}`;
  return language === "my"
    ? renderMail("my", {
        subject: `လက်မှတ် ${record.id} (${route})`,
        paragraphs: [
          `မင်္ဂလာပါ ${record.contact.firstName}၊\nသင့်လေယာဉ်လက်မှတ်ကို ပူးတွဲပါ PDF တွင် ကြည့်နိုင်ပါသည်။`,
          `${record.flightNumber} ${route}၊ ${when} (ဒေသစံတော်ချိန်)။`,
        ],
        highlight: `PNR ${record.airlineRef}`,
      })
    : renderMail("en", {
        subject: `Your e-ticket ${record.id} (${route})`,
        paragraphs: [
          `Hello ${record.contact.firstName},\nyour e-ticket is attached as a PDF.`,
          `${record.flightNumber} ${route}, departing ${when} local time. Please be at the airport two hours before an international flight and one hour before a domestic one.`,
        ],
        highlight: `PNR ${record.airlineRef}`,
      });
}

/**
 * Mails the e-ticket of a paid booking to its contact address, the PDF attached, in the
 * user's language. Answers the address it went to.
 */
export async function sendETicket(deps: Pick<AppDeps, "mailer">, record: BookingRecord, locale: string) {
  await deps.mailer.send({
    to: record.email,
    ...eticketMail(record, locale),
    attachments: [
      {
        filename: `eticket-${record.id}.pdf`,
        content: Buffer.from(await renderETicket(record)),
        contentType: "application/pdf",
      },
    ],
  });
  return record.email;
}
