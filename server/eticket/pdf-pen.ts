import { type PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import { scriptRuns, visualOrder } from "./myanmar.ts";

export const INK = rgb(0.1, 0.12, 0.16);
export const MUTED = rgb(0.4, 0.43, 0.48);
export const BRAND = rgb(0.05, 0.35, 0.6);
export const ISSUED = rgb(0.1, 0.55, 0.3);
/** A4 in points, and the text area's edges. */
export const PAGE = { width: 595, height: 842, left: 48, right: 547, top: 790, bottom: 56 } as const;

/**
 * Helvetica (a standard PDF font, built into every reader, so nothing is embedded) writes
 * Latin-1 only; any other character but Myanmar script, which has its own font, shows as "?".
 */
function latin(text: string): string {
  return text.replace(/[\u200B-\u200D\uFEFF]/g, "").replace(/[^\x20-\x7E\xA0-\xFF]/g, "?");
}

export type Weight = "regular" | "bold";

/** One piece of text as it was put on a page (what the layout tests read). */
export interface Drawn {
  page: number;
  x: number;
  y: number;
  width: number;
  text: string;
}

/** Where the next line goes, with the fonts to write it. */
export interface Pen {
  doc: PDFDocument;
  page: PDFPage;
  y: number;
  regular: PDFFont;
  bold: PDFFont;
  /** The embedded Myanmar font by weight; a weight missing here is noted in `wantsMyanmar` instead. */
  myanmar: Partial<Record<Weight, PDFFont>>;
  wantsMyanmar: Set<Weight>;
  drawn: Drawn[];
}

export interface TextStyle {
  x?: number;
  size?: number;
  bold?: boolean;
  color?: typeof INK;
}

/** The text cut into runs of one font each, as they will be drawn. */
function runsOf(pen: Pen, text: string, weight: Weight) {
  return scriptRuns(text).map((run) => {
    const myanmar = run.myanmar ? pen.myanmar[weight] : undefined;
    if (run.myanmar && !myanmar) pen.wantsMyanmar.add(weight);
    return { font: myanmar ?? pen[weight], shown: myanmar ? visualOrder(run.text) : latin(run.text) };
  });
}

/** Writes `text` on the current line from `x` (default the left edge), Myanmar runs in their font. */
export function line(pen: Pen, text: string, options: TextStyle = {}) {
  const size = options.size ?? 10;
  const start = options.x ?? PAGE.left;
  let x = start;
  for (const { font, shown } of runsOf(pen, text, options.bold ? "bold" : "regular")) {
    pen.page.drawText(shown, { x, y: pen.y, size, font, color: options.color ?? INK });
    x += font.widthOfTextAtSize(shown, size);
  }
  pen.drawn.push({ page: pen.doc.getPageCount(), x: start, y: pen.y, width: x - start, text });
}

/** Moves down a line; a full page continues on a new one (18 passengers and 4 flights do not fit one). */
export function next(pen: Pen, gap = 14) {
  pen.y -= gap;
  if (pen.y < PAGE.bottom) {
    pen.page = pen.doc.addPage([PAGE.width, PAGE.height]);
    pen.y = PAGE.top;
  }
}

/** A section heading with a rule under it. */
export function heading(pen: Pen, text: string) {
  next(pen, 10);
  line(pen, text, { size: 12, bold: true, color: BRAND });
  next(pen, 4);
  pen.page.drawLine({
    start: { x: PAGE.left, y: pen.y },
    end: { x: PAGE.right, y: pen.y },
    thickness: 0.5,
    color: MUTED,
  });
  next(pen, 14);
}

/** The width of `text` as {@link line} draws it. */
export function textWidth(pen: Pen, text: string, size: number, bold = false): number {
  let width = 0;
  for (const { font, shown } of runsOf(pen, text, bold ? "bold" : "regular"))
    width += font.widthOfTextAtSize(shown, size);
  return width;
}

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });
const ELLIPSIS = "...";

/**
 * `text` cut into lines no wider than `width`: at spaces and after a slash (LAST/First), and
 * inside a word (between whole characters, so a Myanmar syllable keeps its marks) only when the
 * word alone is wider than a line, filling the line it starts on. Past `maxLines` the last line is
 * shortened and ends with "...": enough lines for any name the API takes, so that is a last resort.
 * @example wrap(pen, "Aung Kyaw Thu", 40, { size: 10 }) // ["Aung", "Kyaw", "Thu"]
 */
export function wrap(pen: Pen, text: string, width: number, style: TextStyle, maxLines = 12): string[] {
  const size = style.size ?? 10;
  const fits = (candidate: string) => textWidth(pen, candidate, size, style.bold) <= width;
  const lines: string[] = [];
  let current = "";
  // Units to put on lines whole when they fit: words, and the parts of a word after each slash.
  const units = text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => word.split(/(?<=\/)/).map((part, i) => ({ part, glue: i === 0 ? " " : "" })));
  for (const { part, glue } of units) {
    const joined = current ? `${current}${glue}${part}` : part;
    if (fits(joined)) {
      current = joined;
      continue;
    }
    if (fits(part)) {
      lines.push(current);
      current = part;
      continue;
    }
    // Wider than a line: cut it between characters, starting on the current line.
    current = current ? `${current}${glue}` : "";
    for (const { segment } of graphemes.segment(part)) {
      if (current.trim() && !fits(current + segment)) {
        lines.push(current.trimEnd());
        current = "";
      }
      current += segment;
    }
  }
  if (current || lines.length === 0) lines.push(current);
  if (lines.length <= maxLines) return lines;
  let last = lines[maxLines - 1] ?? "";
  while (last && !fits(last + ELLIPSIS))
    last = [...graphemes.segment(last)]
      .slice(0, -1)
      .map((g) => g.segment)
      .join("");
  return [...lines.slice(0, maxLines - 1), last + ELLIPSIS];
}

/** One column of a {@link row}: its text, where it starts and how wide it may be. */
export interface Cell extends TextStyle {
  text: string;
  x: number;
  width: number;
}

/**
 * Writes cells side by side from the current line, each wrapped to its width (see {@link wrap}),
 * `gap` apart; the pen ends on the row's last line. A row is not split across pages.
 */
export function row(pen: Pen, cells: Cell[], gap = 12) {
  const wrapped = cells.map((cell) => wrap(pen, cell.text, cell.width, cell));
  const lines = Math.max(...wrapped.map((w) => w.length));
  if (pen.y - (lines - 1) * gap < PAGE.bottom) {
    pen.page = pen.doc.addPage([PAGE.width, PAGE.height]);
    pen.y = PAGE.top;
  }
  for (let k = 0; k < lines; k += 1) {
    if (k > 0) pen.y -= gap;
    for (const [i, cell] of cells.entries()) {
      const text = wrapped[i]?.[k];
      if (text) line(pen, text, cell);
    }
  }
}

/** One wrapped cell across the text area. */
export function paragraph(pen: Pen, text: string, style: TextStyle = {}) {
  const x = style.x ?? PAGE.left;
  row(pen, [{ ...style, text, x, width: PAGE.right - x }]);
}
