import { createRoute, z } from "@hono/zod-openapi";
import { MESSAGE_MAX_LENGTH } from "../../../src/domain/account-rules.ts";
import { errors, json, jsonBody } from "../../http/openapi.ts";
import { emailField, nameField, OkSchema, plainString } from "../users/users.schemas.ts";

const tags = ["Marketing forms"];

export const SubscribeBody = z.strictObject({ email: emailField });

export const ContactBody = z.strictObject({
  name: nameField,
  email: emailField,
  message: plainString(true)
    .trim()
    .min(1, "Please enter your message")
    .max(MESSAGE_MAX_LENGTH, `Message must be at most ${MESSAGE_MAX_LENGTH} characters`),
});

export const subscribe = createRoute({
  method: "post",
  path: "/subscribe",
  tags,
  summary: "Sign up for the newsletter",
  request: { body: jsonBody(SubscribeBody) },
  responses: {
    201: json(OkSchema, "Subscribed (subscribing twice is not an error)"),
    ...errors({
      400: "Blank or malformed e-mail",
      429: "Too many sign-ups from this address or for this e-mail",
    }),
  },
});

export const contact = createRoute({
  method: "post",
  path: "/contact",
  tags,
  summary: "Send a message to support",
  request: {
    body: jsonBody(ContactBody),
  },
  responses: {
    201: json(OkSchema, "Stored and e-mailed to the support address"),
    ...errors({ 400: "Invalid input", 429: "Too many messages from this address or e-mail" }),
  },
});
