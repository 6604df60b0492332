import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { phoneShown } from "../../src/domain/account-rules.ts";
import type { AgencyProfile } from "../../src/domain/agency.ts";
import {
  legName,
  legNameEn,
  recordLegs,
  recordSegments,
  recordTripType,
} from "../../src/domain/booked-legs.ts";
import { kindOf } from "../../src/domain/booked-passengers.ts";
import type { BookedSegment, BookingRecord } from "../../src/domain/booking.ts";
import { countryName } from "../../src/domain/countries.ts";
import { detailDate, timeOf } from "../../src/domain/dates.ts";
import { humanDuration } from "../../src/domain/duration.ts";
import { fareFamilyName } from "../../src/domain/fare-family.ts";
import type { FareType } from "../../src/domain/fare-type.ts";
import { myanmarDateTime } from "../../src/domain/instant.ts";
import { airport } from "../flights/reference.ts";
import { drawAgency } from "./agency-block.ts";
import {
  BRAND,
  type Drawn,
  heading,
  ISSUED,
  line,
  MUTED,
  next,
  PAGE,
  type Pen,
  paragraph,
  row,
  type Weight,
} from "./pdf-pen.ts";
import { eticketPriceLines } from "./price-lines.ts";
import { sfntFromWoff } from "./woff.ts";

/** A domestic ticket's fare type, and the document it is valid with at check-in. */
const FARE_TYPE_TEXT: Record<FareType, string> = {
  citizen: "Citizen fare (NRC needed for each adult)",
  foreigner: "Foreigner fare (passport needed for each adult)",
};

/** Cabin baggage every ticket includes (spec section 9). */
const CABIN_BAGGAGE_KG = 7;
/**
 * Noto Sans Myanmar, read from the installed @fontsource package (its Myanmar-only WOFF files)
 * and unwrapped to TrueType once per process, the first time a ticket needs it.
 */
const myanmarFontFiles: Record<Weight, string> = {
  regular: "noto-sans-myanmar-myanmar-400-normal.woff",
  bold: "noto-sans-myanmar-myanmar-700-normal.woff",
};
const myanmarFonts: Partial<Record<Weight, Promise<Buffer>>> = {};
function myanmarFont(weight: Weight): Promise<Buffer> {
  const fontsource = path.dirname(createRequire(import.meta.url).resolve("@fontsource/noto-sans-myanmar"));
  myanmarFonts[weight] ??= readFile(path.join(fontsource, "files", myanmarFontFiles[weight])).then(
    sfntFromWoff,
  );
  return myanmarFonts[weight];
}

/**
 * The font features HarfBuzz's Myanmar shaper turns on besides fontkit's defaults (ccmp, locl...):
 * the font's below-base forms, stacked consonants and mark variants live there.
 */
const MYANMAR_FEATURES = {
  rphf: true,
  pref: true,
  blwf: true,
  pstf: true,
  pres: true,
  abvs: true,
  blws: true,
  psts: true,
};

const when = (local: string) => `${detailDate(local)} ${timeOf(local)}`;

function place(code: string, terminal: string) {
  const a = airport(code);
  return `${a ? `${a.city} (${code})` : code}${terminal ? `, Terminal ${terminal}` : ""}`;
}

function flight(pen: Pen, s: BookedSegment, label: string) {
  row(pen, [
    { text: `${label}  ${s.flightNumber}  ${s.airlineName}`, x: PAGE.left, width: 372, bold: true },
    { text: `PNR ${s.airlineRef}`, x: 430, width: PAGE.right - 430, bold: true },
  ]);
  next(pen);
  paragraph(pen, `Depart  ${when(s.departureAt)}  ${place(s.origin, s.departureTerminal)}`);
  next(pen);
  paragraph(pen, `Arrive  ${when(s.arrivalAt)}  ${place(s.destination, s.arrivalTerminal)}`);
  next(pen);
  const cabin = s.cabin.replace("_", " ").toLowerCase();
  paragraph(
    pen,
    `${humanDuration(s.duration)}  |  aircraft ${s.aircraft}  |  ${cabin}  |  checked bags ${s.baggageWeight} kg`,
    { color: MUTED },
  );
  next(pen, 20);
}

/** The two columns of a ticket's wider rows: what is named at left, its details at right. */
const LEFT = { x: PAGE.left, width: 244 };
const RIGHT = { x: 300, width: PAGE.right - 300 };

/**
 * The e-ticket of a paid booking as a PDF: booking id and PNRs, every flight with local
 * times and terminals, every passenger with baggage, the fare type of a domestic booking, and
 * the fare total. Latin text is set in
 * Helvetica; Myanmar-script text (a name, say) in Noto Sans Myanmar, embedded as a subset, and
 * only when the ticket has some: the ticket is laid out once without it, and again with the
 * weights that turned out to be needed.
 */
export async function renderETicket(
  record: BookingRecord,
  shown: TicketShown = OWNER,
  agency: AgencyProfile | null = null,
): Promise<Uint8Array> {
  return (await finalLayout(record, shown, agency)).doc.save();
}

/**
 * Who the ticket is for. The booking's account sees it whole; Find my booking (a booking code and
 * a name, no sign-in) gets it without personal data (`personal: false`): no identity document
 * numbers, birth dates, contact or account name (docs/adr/0076-find-my-booking.md).
 */
export interface TicketShown {
  personal: boolean;
}
const OWNER: TicketShown = { personal: true };

/** Where each piece of the ticket's text went (for the layout tests). */
export async function eticketLayout(
  record: BookingRecord,
  shown: TicketShown = OWNER,
  agency: AgencyProfile | null = null,
): Promise<Drawn[]> {
  return (await finalLayout(record, shown, agency)).drawn;
}

async function finalLayout(
  record: BookingRecord,
  shown: TicketShown,
  agency: AgencyProfile | null,
): Promise<Pen> {
  const plain = await layOut(record, shown, agency, new Set());
  if (plain.wantsMyanmar.size === 0) return plain;
  return layOut(record, shown, agency, plain.wantsMyanmar);
}

async function layOut(
  record: BookingRecord,
  shown: TicketShown,
  agency: AgencyProfile | null,
  myanmarWeights: ReadonlySet<Weight>,
): Promise<Pen> {
  const doc = await PDFDocument.create();
  doc.setTitle(`E-ticket ${record.id}`);
  doc.setAuthor("Myanmar Flights");
  doc.setSubject(`Booking ${record.id}, PNR ${record.airlineRef}`);
  const myanmar: Pen["myanmar"] = {};
  if (myanmarWeights.size > 0) doc.registerFontkit(fontkit);
  for (const weight of myanmarWeights)
    myanmar[weight] = await doc.embedFont(await myanmarFont(weight), {
      subset: true,
      features: MYANMAR_FEATURES,
    });
  const pen: Pen = {
    doc,
    page: doc.addPage([PAGE.width, PAGE.height]),
    y: PAGE.top,
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    myanmar,
    wantsMyanmar: new Set(),
    drawn: [],
  };
  line(pen, "Myanmar Flights", { size: 20, bold: true, color: BRAND });
  line(pen, "E-ticket Issued", { x: 440, size: 12, bold: true, color: ISSUED });
  next(pen, 22);
  // Every free-text field (names, the account's name, nationality, e-mail) is wrapped to its
  // column: a 64-character name ran off the page.
  row(pen, [
    { ...LEFT, text: `Booking ${record.id}`, size: 12, bold: true },
    {
      ...RIGHT,
      text: `Booked ${myanmarDateTime(record.bookingDate).date}${shown.personal ? ` by ${record.bookedBy}` : ""}`,
      color: MUTED,
    },
  ]);
  next(pen);
  const legs = recordLegs(record);
  const tripType = recordTripType(record);
  const names = legs.map((_, i) => legNameEn(legName(tripType, i, legs.length)));
  const pnrs = recordSegments(record).map((s) => `${s.airlineCode} ${s.airlineRef}`);
  paragraph(pen, `Airline references (PNR): ${[...new Set(pnrs)].join(", ")}`);
  next(pen);
  line(pen, "Times are local at each airport.", { color: MUTED });
  next(pen);
  // A booking an agent made names the agency (issue 51).
  if (agency) drawAgency(pen, agency);

  heading(pen, "Flights");
  for (const [i, leg] of legs.entries()) for (const s of leg.segments) flight(pen, s, names[i] ?? "");

  heading(pen, "Passengers");
  const weights = recordSegments(record).map((s) => s.baggageWeight);
  const checked =
    Math.min(...weights) === Math.max(...weights)
      ? `${weights[0] ?? 0} kg`
      : `${Math.min(...weights)}-${Math.max(...weights)} kg (see each flight)`;
  for (const [i, p] of record.passengers.entries()) {
    const { kind, onLapOf } = kindOf(p, i + 1, record);
    const id = p.passportNumber ? `Passport ${p.passportNumber}` : p.nrcNumber ? `NRC ${p.nrcNumber}` : "";
    const who = onLapOf === null ? kind : `Infant on lap of Adult ${onLapOf}`;
    row(pen, [
      { ...LEFT, text: `${i + 1}. ${p.lastName.toUpperCase()}/${p.firstName}  (${who})`, bold: true },
      { ...RIGHT, text: shown.personal ? `${id}  ${countryName(p.nationality, "en")}` : "" },
    ]);
    next(pen);
    // An infant on lap has no seat and no baggage allowance of their own (fares.ts).
    const allowance =
      onLapOf === null
        ? `cabin baggage ${CABIN_BAGGAGE_KG} kg  |  checked baggage ${checked}`
        : "no seat  |  no baggage allowance of their own";
    line(pen, shown.personal ? `Born ${p.dateOfBirth}  |  ${allowance}` : allowance, { color: MUTED });
    next(pen, 18);
  }

  heading(pen, "Fare");
  if (record.fareType) {
    line(pen, `Fare type  ${FARE_TYPE_TEXT[record.fareType]}`, { bold: true });
    next(pen);
  }
  // The family bought, in the ticket's English like every other line: a Myanmar name here would
  // embed the Myanmar font in every ticket, the mail names it in the traveller's language.
  if (record.fareFamilies?.length) {
    line(pen, `Fare family  ${fareFamilyName(record.fareFamilies, "en")}`, { bold: true });
    next(pen);
  }
  const priced = legs.map((leg, i) => ({ name: names[i] ?? "", price: leg.price }));
  // The total comes last, with more room after it.
  for (const price of eticketPriceLines(record, priced)) {
    line(
      pen,
      price.text,
      price.style === "total" ? { bold: true } : price.style === "muted" ? { color: MUTED } : {},
    );
    next(pen, price.style === "total" ? 24 : undefined);
  }
  if (shown.personal)
    paragraph(
      pen,
      `Contact: ${record.contact.firstName} ${record.contact.lastName}, ${record.email}, ${phoneShown(record.phoneNumber)}`,
      { color: MUTED },
    );
  return pen;
}
