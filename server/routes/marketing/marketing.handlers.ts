import { randomUUID } from "node:crypto";
import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../../context.ts";
import { contactMessages, subscribers } from "../../db/schema/accounts.ts";
import { rateSubject } from "../../http/client-address.ts";
import { contactMessageMail } from "../../mail/templates/contact-message.ts";
import { localeFromHeader } from "../../mail/templates/locale.ts";
import { consumeLimit } from "../../rate-limit.ts";
import type { contact, subscribe } from "./marketing.routes.ts";

/** Stores a sign-up; idempotent, so the same answer tells nobody who is already subscribed. */
export async function recordSubscription(c: Context<AppEnv>, email: string): Promise<void> {
  const { deps } = c.var;
  // The table should hold people, not a script's list of addresses.
  await consumeLimit(deps.rateLimits.subscribe, rateSubject(c, email));
  await deps.database.db
    .insert(subscribers)
    .values({ email, locale: localeFromHeader(c.req.header("accept-language")), createdAt: deps.now() })
    .onConflictDoNothing();
}

/** POST /subscribe with JSON. */
export const subscribeHandler: RouteHandler<typeof subscribe, AppEnv> = async (c) => {
  await recordSubscription(c, c.req.valid("json").email);
  return c.json({ success: true as const, message: "Thank you for subscribing!" }, 201);
};

/**
 * Stores a contact message first, then mails support with Reply-To set to the sender.
 * A mail failure is logged, not answered: the message is safe in the database either way.
 */
export async function recordContactMessage(
  c: Context<AppEnv>,
  body: { name: string; email: string; message: string },
): Promise<void> {
  const { deps } = c.var;
  await consumeLimit(deps.rateLimits.contact, rateSubject(c, body.email));
  const receivedAt = deps.now();
  const id = randomUUID();
  await deps.database.db.insert(contactMessages).values({ id, ...body, createdAt: receivedAt });
  const mail = contactMessageMail({ ...body, receivedAt });
  await deps.mailer
    .send({ to: deps.env.SUPPORT_EMAIL, replyTo: body.email, ...mail })
    .catch((err: unknown) =>
      deps.log.error("contact mail failed", { contactMessageId: id, error: String(err) }),
    );
}

/** POST /contact with JSON. */
export const contactHandler: RouteHandler<typeof contact, AppEnv> = async (c) => {
  await recordContactMessage(c, c.req.valid("json"));
  return c.json({ success: true as const, message: "Thank you! We will get back to you soon." }, 201);
};
