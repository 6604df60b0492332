import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { phoneShown } from "../../src/domain/account-rules.ts";
import type { BookedSegment, BookingRecord } from "../../src/domain/booking.ts";
import { detailDate, timeOf } from "../../src/domain/dates.ts";
import { humanDuration } from "../../src/domain/duration.ts";
import { myanmarDateTime } from "../../src/domain/instant.ts";
import { fromCents, toCents } from "../../src/domain/money.ts";
import { passengerKind } from "../../src/domain/passenger-info.ts";
import { airport } from "../flights/reference.ts";
import { scriptRuns, visualOrder } from "./myanmar.ts";
import { sfntFromWoff } from "./woff.ts";

/** Cabin baggage every ticket includes (spec section 9). */
const CABIN_BAGGAGE_KG = 7;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.4, 0.43, 0.48);
const BRAND = rgb(0.05, 0.35, 0.6);
const ISSUED = rgb(0.1, 0.55, 0.3);

/**
 * Helvetica (a standard PDF font, built into every reader, so nothing is embedded) writes
 * Latin-1 only; any other character but Myanmar script, which has its own font, shows as "?".
 */
function latin(text: string): string {
  return text.replace(/[\u200B-\u200D\uFEFF]/g, "").replace(/[^\x20-\x7E\xA0-\xFF]/g, "?");
}

type Weight = "regular" | "bold";

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

interface Pen {
  doc: PDFDocument;
  page: PDFPage;
  y: number;
  regular: PDFFont;
  bold: PDFFont;
  /** The embedded Myanmar font by weight; a weight missing here is noted in `wantsMyanmar` instead. */
  myanmar: Partial<Record<Weight, PDFFont>>;
  wantsMyanmar: Set<Weight>;
}

function line(
  pen: Pen,
  text: string,
  options: { x?: number; size?: number; bold?: boolean; color?: typeof INK } = {},
) {
  const size = options.size ?? 10;
  const weight: Weight = options.bold ? "bold" : "regular";
  let x = options.x ?? 48;
  for (const run of scriptRuns(text)) {
    const myanmar = run.myanmar ? pen.myanmar[weight] : undefined;
    if (run.myanmar && !myanmar) pen.wantsMyanmar.add(weight);
    const font = myanmar ?? pen[weight];
    const shown = myanmar ? visualOrder(run.text) : latin(run.text);
    pen.page.drawText(shown, { x, y: pen.y, size, font, color: options.color ?? INK });
    x += font.widthOfTextAtSize(shown, size);
  }
}

/** Moves down a line; a full page continues on a new one (18 passengers and 4 flights do not fit one). */
function next(pen: Pen, gap = 14) {
  pen.y -= gap;
  if (pen.y < 56) {
    pen.page = pen.doc.addPage([595, 842]);
    pen.y = 790;
  }
}

function heading(pen: Pen, text: string) {
  next(pen, 10);
  line(pen, text, { size: 12, bold: true, color: BRAND });
  next(pen, 4);
  pen.page.drawLine({ start: { x: 48, y: pen.y }, end: { x: 547, y: pen.y }, thickness: 0.5, color: MUTED });
  next(pen, 14);
}

const when = (local: string) => `${detailDate(local)} ${timeOf(local)}`;

function place(code: string, terminal: string) {
  const a = airport(code);
  return `${a ? `${a.city} (${code})` : code}${terminal ? `, Terminal ${terminal}` : ""}`;
}

function flight(pen: Pen, s: BookedSegment, label: string) {
  line(pen, `${label}  ${s.flightNumber}  ${s.airlineName}`, { bold: true });
  line(pen, `PNR ${s.airlineRef}`, { x: 430, bold: true });
  next(pen);
  line(pen, `Depart  ${when(s.departureAt)}  ${place(s.origin, s.departureTerminal)}`);
  next(pen);
  line(pen, `Arrive  ${when(s.arrivalAt)}  ${place(s.destination, s.arrivalTerminal)}`);
  next(pen);
  const cabin = s.cabin.replace("_", " ").toLowerCase();
  line(
    pen,
    `${humanDuration(s.duration)}  |  aircraft ${s.aircraft}  |  ${cabin}  |  checked bags ${s.baggageWeight} kg`,
    {
      color: MUTED,
    },
  );
  next(pen, 20);
}

/**
 * The e-ticket of a paid booking as a PDF: booking id and PNRs, every flight with local
 * times and terminals, every passenger with baggage, and the fare total. Latin text is set in
 * Helvetica; Myanmar-script text (a name, say) in Noto Sans Myanmar, embedded as a subset, and
 * only when the ticket has some: the ticket is laid out once without it, and again with the
 * weights that turned out to be needed.
 */
export async function renderETicket(record: BookingRecord): Promise<Uint8Array> {
  const plain = await layOut(record, new Set());
  if (plain.wantsMyanmar.size === 0) return await plain.doc.save();
  return await (await layOut(record, plain.wantsMyanmar)).doc.save();
}

async function layOut(record: BookingRecord, myanmarWeights: ReadonlySet<Weight>): Promise<Pen> {
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
    page: doc.addPage([595, 842]),
    y: 790,
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    myanmar,
    wantsMyanmar: new Set(),
  };
  line(pen, "Myanmar Flights", { size: 20, bold: true, color: BRAND });
  line(pen, "E-ticket Issued", { x: 440, size: 12, bold: true, color: ISSUED });
  next(pen, 22);
  line(pen, `Booking ${record.id}`, { size: 12, bold: true });
  line(pen, `Booked ${myanmarDateTime(record.bookingDate).date} by ${record.bookedBy}`, {
    x: 300,
    color: MUTED,
  });
  next(pen);
  const pnrs = [...record.segments.outbound, ...record.segments.return].map(
    (s) => `${s.airlineCode} ${s.airlineRef}`,
  );
  line(pen, `Airline references (PNR): ${[...new Set(pnrs)].join(", ")}`);
  next(pen);
  line(pen, "Times are local at each airport.", { color: MUTED });
  next(pen);

  heading(pen, "Flights");
  for (const s of record.segments.outbound) flight(pen, s, "Outbound");
  for (const s of record.segments.return) flight(pen, s, "Return");

  heading(pen, "Passengers");
  const weights = [...record.segments.outbound, ...record.segments.return].map((s) => s.baggageWeight);
  const checked =
    Math.min(...weights) === Math.max(...weights)
      ? `${weights[0] ?? 0} kg`
      : `${Math.min(...weights)}-${Math.max(...weights)} kg (see each flight)`;
  for (const [i, p] of record.passengers.entries()) {
    const kind = passengerKind(i + 1, record.adults);
    const id = p.passportNumber ? `Passport ${p.passportNumber}` : p.nrcNumber ? `NRC ${p.nrcNumber}` : "";
    line(pen, `${i + 1}. ${p.lastName.toUpperCase()}/${p.firstName}  (${kind})`, { bold: true });
    line(pen, `${id}  ${p.nationality}`, { x: 300 });
    next(pen);
    line(
      pen,
      `Born ${p.dateOfBirth}  |  cabin baggage ${CABIN_BAGGAGE_KG} kg  |  checked baggage ${checked}`,
      {
        color: MUTED,
      },
    );
    next(pen, 18);
  }

  heading(pen, "Fare");
  const cents = (n: number) => toCents(n.toFixed(2)) ?? 0;
  line(pen, `Outbound  USD ${fromCents(cents(record.price))}`);
  next(pen);
  if (record.returnFlightInfo) {
    line(pen, `Return  USD ${fromCents(cents(record.returnFlightInfo.price))}`);
    next(pen);
  }
  line(pen, `Total paid  USD ${record.totalPrice}  (taxes included)`, { bold: true });
  next(pen, 24);
  line(
    pen,
    `Contact: ${record.contact.firstName} ${record.contact.lastName}, ${record.email}, ${phoneShown(record.phoneNumber)}`,
    {
      color: MUTED,
    },
  );
  return pen;
}
