import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import type { BookedSegment, BookingRecord } from "../../src/domain/booking.ts";
import { detailDate, timeOf } from "../../src/domain/dates.ts";
import { humanDuration } from "../../src/domain/duration.ts";
import { fromCents, toCents } from "../../src/domain/money.ts";
import { passengerKind } from "../../src/domain/passenger-info.ts";
import { airport } from "../flights/reference.ts";

/** Cabin baggage every ticket includes (spec section 9). */
const CABIN_BAGGAGE_KG = 7;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.4, 0.43, 0.48);
const BRAND = rgb(0.05, 0.35, 0.6);
const ISSUED = rgb(0.1, 0.55, 0.3);

/**
 * The standard PDF fonts (built into every reader, so nothing is fetched or embedded) write
 * Latin-1 only; passport names are Latin, and anything else is shown as "?" rather than failing.
 */
function latin(text: string): string {
  return text.replace(/[^\x20-\x7E\xA0-\xFF]/g, "?");
}

interface Pen {
  doc: PDFDocument;
  page: PDFPage;
  y: number;
  regular: PDFFont;
  bold: PDFFont;
}

function line(
  pen: Pen,
  text: string,
  options: { x?: number; size?: number; bold?: boolean; color?: typeof INK } = {},
) {
  const size = options.size ?? 10;
  pen.page.drawText(latin(text), {
    x: options.x ?? 48,
    y: pen.y,
    size,
    font: options.bold ? pen.bold : pen.regular,
    color: options.color ?? INK,
  });
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
 * The e-ticket of a paid booking as a one-page PDF: booking id and PNRs, every flight with local
 * times and terminals, every passenger with baggage, and the fare total.
 */
export async function renderETicket(record: BookingRecord): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`E-ticket ${record.id}`);
  doc.setAuthor("Myanmar Flights");
  doc.setSubject(`Booking ${record.id}, PNR ${record.airlineRef}`);
  const pen: Pen = {
    doc,
    page: doc.addPage([595, 842]),
    y: 790,
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  line(pen, "Myanmar Flights", { size: 20, bold: true, color: BRAND });
  line(pen, "E-ticket Issued", { x: 440, size: 12, bold: true, color: ISSUED });
  next(pen, 22);
  line(pen, `Booking ${record.id}`, { size: 12, bold: true });
  line(pen, `Booked ${detailDate(record.bookingDate)} by ${record.bookedBy}`, { x: 300, color: MUTED });
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
    `Contact: ${record.contact.firstName} ${record.contact.lastName}, ${record.email}, +${record.phoneNumber}`,
    {
      color: MUTED,
    },
  );
  return await doc.save();
}
