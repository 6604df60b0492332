import type { MailLocale } from "./locale.ts";

/** A rendered message: subject, plain text and HTML with the same content. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes text for HTML; every value that came from a person goes through this. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

const SIGNATURE: Record<MailLocale, string> = {
  en: "Myanmar Flights",
  my: "Myanmar Flights အဖွဲ့",
};

/**
 * Wraps paragraphs in a plain, inline-styled HTML document (mail clients ignore stylesheets)
 * and writes the same paragraphs as plain text. Paragraphs are text; `highlight` is shown large.
 */
export function renderMail(
  locale: MailLocale,
  parts: { subject: string; paragraphs: string[]; highlight?: string },
): RenderedMail {
  const signature = SIGNATURE[locale];
  const textBlocks = [...parts.paragraphs];
  if (parts.highlight) textBlocks.splice(1, 0, parts.highlight);
  const text = `${[...textBlocks, signature].join("\n\n")}\n`;
  const paragraph = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, "<br>")}</p>`;
  const highlight = parts.highlight
    ? `<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:4px">${escapeHtml(parts.highlight)}</p>`
    : "";
  const [first = "", ...rest] = parts.paragraphs;
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;padding:24px;font-family:'Noto Sans','Noto Sans Myanmar',Arial,sans-serif;color:#1f2937;line-height:1.6">
<div style="max-width:560px;margin:0 auto">
${paragraph(first)}
${highlight}
${rest.map(paragraph).join("\n")}
<p style="margin:24px 0 0;color:#6b7280">${escapeHtml(signature)}</p>
</div></body></html>
`;
  return { subject: parts.subject, text, html };
}
