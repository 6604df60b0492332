import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface MailMessage {
  /** One address, or several: one message, every address in its To. */
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  /** Where answers go, e.g. the visitor who wrote through the contact form. */
  replyTo?: string;
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

/** Sends mail; `outboxDir` is set when messages are written as `.eml` files instead of sent. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  outboxDir?: string;
}

/**
 * SMTP through `smtpUrl` when set; otherwise each message becomes a readable `.eml` file in
 * `outboxDir` (the embedded default), so a person and a test can open what would have been sent.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    outboxDir: options.outboxDir,
    send: async (message) => {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(options.outboxDir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
    },
  };
}
