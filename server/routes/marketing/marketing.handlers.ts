import { randomUUID } from "node:crypto";
import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../context.ts";
import { contactMessages, subscribers } from "../../db/schema/accounts.ts";
import { contactMessageMail } from "../../mail/templates/contact-message.ts";
import { localeFromHeader } from "../../mail/templates/locale.ts";
import { consumeLimit, rateSubject } from "../../rate-limit.ts";
import type { contact, subscribe } from "./marketing.routes.ts";

/** POST /subscribe: idempotent, so the same answer tells nobody who is already subscribed. */
export const subscribeHandler: RouteHandler<typeof subscribe, AppEnv> = async (c) => {
  const { email } = c.req.valid("json");
  const { deps } = c.var;
  // The table should hold people, not a script's list of addresses.
  consumeLimit(deps.rateLimits.subscribe, rateSubject(c, email));
  await deps.database.db
    .insert(subscribers)
    .values({ email, locale: localeFromHeader(c.req.header("accept-language")), createdAt: deps.now() })
    .onConflictDoNothing();
  return c.json({ success: true as const, message: "Thank you for subscribing!" }, 201);
};

/**
 * POST /contact: stores the message first, then mails support with Reply-To set to the sender.
 * A mail failure is logged, not answered: the message is safe in the database either way.
 */
export const contactHandler: RouteHandler<typeof contact, AppEnv> = async (c) => {
  const body = c.req.valid("json");
  const { deps } = c.var;
  consumeLimit(deps.rateLimits.contact, rateSubject(c, body.email));
  const receivedAt = deps.now();
  const id = randomUUID();
  await deps.database.db.insert(contactMessages).values({ id, ...body, createdAt: receivedAt });
  const mail = contactMessageMail({ ...body, receivedAt });
  await deps.mailer
    .send({ to: deps.env.SUPPORT_EMAIL, replyTo: body.email, ...mail })
    .catch((err: unknown) =>
      deps.log.error("contact mail failed", { contactMessageId: id, error: String(err) }),
    );
  return c.json({ success: true as const, message: "Thank you! We will get back to you soon." }, 201);
};
