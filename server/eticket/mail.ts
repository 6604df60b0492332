import type { AgencyProfile } from "../../src/domain/agency.ts";
import { journeyChains, type LegName, recordLegs, recordTripType } from "../../src/domain/booked-legs.ts";
import { kindOf } from "../../src/domain/booked-passengers.ts";
import { type BookingRecord, travellerName } from "../../src/domain/booking.ts";
import { bookingLegs, type LegView } from "../../src/domain/booking-legs.ts";
import { fareFamilyName } from "../../src/domain/fare-family.ts";
import type { FareType } from "../../src/domain/fare-type.ts";
import { toMyanmarDigits } from "../../src/domain/myanmar-digits.ts";
import { localePath } from "../../src/routes.ts";
import type { AppDeps } from "../context.ts";
import { type RenderedMail, renderMail } from "../mail/templates/layout.ts";
import { mailLocale } from "../mail/templates/locale.ts";
import { agencyMailParagraph } from "./agency-block.ts";
import { mailPriceLines } from "./mail-price.ts";
import { renderETicket } from "./pdf.ts";

/** How a mail says a passenger who is not an adult, by language: a child, an infant with their adult. */
const SAID = {
  en: { Child: () => "child", Infant: (adult: string) => `infant on the lap of ${adult}` },
  my: { Child: () => "ကလေး", Infant: (adult: string) => `${adult} ၏ ပေါင်ပေါ်တွင် မွေးကင်းစ` },
};

/** The mail's paragraph of passengers: none when the record lists none. */
function passengerLines(record: BookingRecord, language: "en" | "my"): string[] {
  if (record.passengers.length === 0) return [];
  const names = record.passengers.map((p, i) => {
    const { kind, onLapOf } = kindOf(p, i + 1, record);
    const adult = onLapOf === null ? undefined : record.passengers[onLapOf - 1];
    const said = kind === "Adult" ? null : SAID[language][kind](adult ? travellerName(adult) : "");
    return said ? `${travellerName(p)} (${said})` : travellerName(p);
  });
  return [language === "my" ? `ခရီးသည်များ- ${names.join("၊ ")}။` : `Passengers: ${names.join(", ")}.`];
}

/** A domestic booking's fare type, and the document each adult shows at check-in. */
const EN_FARE_TYPE: Record<FareType, string> = {
  citizen: "Myanmar citizen fare (NRC needed for each adult)",
  foreigner: "Foreigner fare (passport needed for each adult)",
};
const MY_FARE_TYPE: Record<FareType, string> = {
  citizen: "မြန်မာနိုင်ငံသား ဈေးနှုန်း (လူကြီးတစ်ဦးချင်းစီအတွက် မှတ်ပုံတင် လိုအပ်ပါသည်)",
  foreigner: "နိုင်ငံခြားသား ဈေးနှုန်း (လူကြီးတစ်ဦးချင်းစီအတွက် ပတ်စပို့ လိုအပ်ပါသည်)",
};

/** A leg's name in a mail: the words one-way and round trips always had, multi-city legs numbered. */
const LEG_NAME = {
  en: (name: LegName) =>
    name.kind === "leg"
      ? `Flight ${name.number} of ${name.of}`
      : name.kind === "outbound"
        ? "Departure"
        : "Return",
  my: (name: LegName) =>
    name.kind === "leg"
      ? toMyanmarDigits(`ခရီးစဉ် ${name.of} ခုအနက် ${name.number} ခုမြောက်`)
      : name.kind === "outbound"
        ? "အသွား"
        : "အပြန်",
};

/** The trip's airports in order for the subject: "RGN - MDL", a multi-city trip's every stop. */
function routeOf(record: BookingRecord): string {
  if (recordTripType(record) !== "MULTI_CITY") return `${record.origin} - ${record.destination}`;
  return journeyChains(recordLegs(record))
    .map((chain) => chain.join(" - "))
    .join(", ");
}

/**
 * The e-ticket mail's subject and text in the user's language: each leg of the trip (the
 * return too, every leg of a multi-city trip) with all its flights, its cities, its departure in local time and its PNR,
 * the passengers (an infant on lap with their adult) and a domestic booking's fare type.
 * A Myanmar mail writes dates as the Myanmar pages do ("၂၀၂၆ ဒီဇင်ဘာ ၁ ၀၈:၃၀"), an English
 * one as the English pages do ("1 Dec 2026 08:30").
 */
export function eticketMail(
  record: BookingRecord,
  locale: string,
  siteUrl?: string,
  agency: AgencyProfile | null = null,
  /** Paragraphs of an agent's copy (docs/adr/0089): `before` the greeting, `after` the price. */
  copy: { before: string[]; after: string[] } = { before: [], after: [] },
): RenderedMail {
  const language = mailLocale(locale);
  // A booking an agent made names the agency (issue 51).
  const agencyLines = agency ? [agencyMailParagraph(agency, language)] : [];
  // Find my booking in the mail's language, for a traveller who has no account or no sign-in at hand.
  const findUrl = siteUrl ? `${siteUrl}${localePath(language, "findBooking")}` : null;
  const legs = bookingLegs(record, language);
  const route = routeOf(record);
  const place = (city: string, code: string) => (city === code ? code : `${city} (${code})`);
  const pnrs = [...new Set(legs.map((leg) => leg.airlineRef).filter(Boolean))];
  const highlight = pnrs.length > 0 ? `PNR ${pnrs.join(" / ")}` : undefined;
  // One PNR for the trip is the highlight alone; each direction names its own when they differ.
  const ref = (leg: LegView, before: string) =>
    pnrs.length > 1 && leg.airlineRef ? `${before}PNR ${leg.airlineRef}` : "";
  if (language === "my") {
    const fare = [
      ...(record.fareType ? [`ဈေးနှုန်း အမျိုးအစား- ${MY_FARE_TYPE[record.fareType]}။`] : []),
      ...(record.fareFamilies?.length
        ? [`လက်မှတ် အမျိုးအစား- ${fareFamilyName(record.fareFamilies, "my")}။`]
        : []),
    ];
    const line = (leg: LegView) =>
      `${LEG_NAME.my(leg.name)}- ${leg.flights.join(" + ")}၊ ${place(leg.originCity, leg.origin)} မှ ${place(leg.destinationCity, leg.destination)}၊ ${leg.departDate} ${leg.departTime} (ဒေသစံတော်ချိန်)${ref(leg, "၊ ")}။`;
    return renderMail("my", {
      subject: `လက်မှတ် ${record.id} (${route})`,
      paragraphs: [
        ...copy.before,
        `မင်္ဂလာပါ ${record.contact.firstName}၊\nသင့်လေယာဉ်လက်မှတ်ကို ပူးတွဲပါ PDF တွင် ကြည့်နိုင်ပါသည်။`,
        legs.map(line).join("\n"),
        ...passengerLines(record, "my"),
        ...fare,
        ...mailPriceLines(record, "my"),
        ...copy.after,
        ...agencyLines,
        ...(findUrl ? [`သင့်ဘွတ်ကင်ကို အွန်လိုင်းတွင် ရှာကြည့်ရန်- ${findUrl}`] : []),
      ],
      highlight,
    });
  }
  const fare = [
    ...(record.fareType ? [`Fare type: ${EN_FARE_TYPE[record.fareType]}.`] : []),
    ...(record.fareFamilies?.length ? [`Fare family: ${fareFamilyName(record.fareFamilies, "en")}.`] : []),
  ];
  const line = (leg: LegView) =>
    `${LEG_NAME.en(leg.name)}: ${leg.flights.join(" + ")}, ${place(leg.originCity, leg.origin)} to ${place(leg.destinationCity, leg.destination)}, departing ${leg.departDate} ${leg.departTime} local time${ref(leg, ", ")}.`;
  return renderMail("en", {
    subject: `Your e-ticket ${record.id} (${route})`,
    paragraphs: [
      ...copy.before,
      `Hello ${record.contact.firstName},\nyour e-ticket is attached as a PDF.`,
      legs.map(line).join("\n"),
      ...passengerLines(record, "en"),
      ...fare,
      ...mailPriceLines(record, "en"),
      ...copy.after,
      ...agencyLines,
      "Please be at the airport two hours before an international flight and one hour before a domestic one.",
      ...(findUrl ? [`Find your booking online: ${findUrl}`] : []),
    ],
    highlight,
  });
}

/**
 * Mails the e-ticket of a paid booking, the PDF attached, in `locale`: to its contact address,
 * or to the addresses `to` (one message).
 */
export async function sendETicket(
  deps: Pick<AppDeps, "mailer" | "env">,
  record: BookingRecord,
  locale: string,
  to: string | string[] = record.email,
  agency: AgencyProfile | null = null,
): Promise<void> {
  await deps.mailer.send({
    to,
    ...eticketMail(record, locale, deps.env.PUBLIC_SITE_URL, agency),
    attachments: [
      {
        filename: `eticket-${record.id}.pdf`,
        content: Buffer.from(await renderETicket(record, undefined, agency)),
        contentType: "application/pdf",
      },
    ],
  });
}
