import { type RenderedMail, renderMail } from "./layout.ts";

/**
 * The contact form's message as support receives it. Support works in English; the sender's
 * words are quoted as written, in whatever language they wrote.
 */
export function contactMessageMail(values: {
  name: string;
  email: string;
  message: string;
  receivedAt: Date;
}): RenderedMail {
  // Names are one line: a newline in a subject would let a sender add mail headers.
  const name = values.name.replace(/[\r\n]+/g, " ");
  return renderMail("en", {
    subject: `Contact form: message from ${name}`,
    paragraphs: [
      `${name} <${values.email}> wrote through the contact form on ${values.receivedAt.toISOString()}:`,
      values.message,
      "Reply to this e-mail to answer them.",
    ],
  });
}
