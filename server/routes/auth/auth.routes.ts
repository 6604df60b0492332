import { createRoute, z } from "@hono/zod-openapi";
import { EMAIL_MAX_LENGTH, EMAIL_REQUIRED } from "../../../src/domain/account-rules.ts";
import { requireAuth } from "../../http/auth.ts";
import { bearer, errors, json, jsonBody } from "../../http/openapi.ts";
import { RATE_RULES } from "../../rate-limit.ts";
import {
  emailField,
  givenPasswordField,
  newPasswordField,
  OkSchema,
  plainString,
  UserSchema,
} from "../users/users.schemas.ts";
import { INVALID_CODE } from "./password-reset.ts";

const tags = ["Users and session"];

export const login = createRoute({
  method: "post",
  path: "/auth/login",
  tags,
  summary: "Sign in with e-mail and password",
  request: {
    body: jsonBody(
      z.strictObject({
        // Not checked for shape: an address that cannot exist is simply a wrong login (401).
        email: plainString().trim().toLowerCase().min(1, EMAIL_REQUIRED).max(EMAIL_MAX_LENGTH),
        password: givenPasswordField,
      }),
    ),
  },
  responses: {
    200: json(
      z.object({
        success: z.literal(true),
        message: z.literal("Login successful"),
        jwt: z.string(),
        expiresAt: z.string().openapi({ format: "date-time" }),
        user: UserSchema,
      }),
      "Signed in: send `Authorization: Bearer <jwt>` until `expiresAt` (2 hours)",
    ),
    ...errors({
      400: "Missing e-mail or password",
      401: "`Invalid email or password` (the same for an unknown e-mail)",
      429: "10 failed logins within a minute for this e-mail or from this address",
    }),
  },
});

export const logout = createRoute({
  method: "post",
  path: "/auth/logout",
  tags,
  summary: "Revoke the token of this session",
  description:
    "The token is refused at once, by every server process: with several processes (PostgreSQL) each " +
    "request reads its session from the database, so there is no window in which another process still " +
    "accepts it. A password change or reset revokes the account's other tokens the same way.",
  security: bearer,
  middleware: [requireAuth] as const,
  responses: {
    200: json(OkSchema, "The token no longer works, on any server process"),
    ...errors({ 401: "Missing, invalid, expired or already revoked token" }),
  },
});

export const forgotPassword = createRoute({
  method: "post",
  path: "/auth/forgot-password",
  tags,
  summary: "E-mail a 6-digit code valid 10 minutes, if the account exists",
  request: { body: jsonBody(z.strictObject({ email: emailField })) },
  responses: {
    200: json(
      z.object({ success: z.literal(true), message: z.literal("OTP code has been sent to your email") }),
      "The same answer whether or not the account exists",
    ),
    ...errors({
      400: "Blank or malformed e-mail",
      429:
        `Too many codes asked, with Retry-After: ${RATE_RULES.forgotPassword.ip.max} requests from one address ` +
        `or ${RATE_RULES.forgotPassword.email.max} for one e-mail in ${RATE_RULES.forgotPassword.ip.windowSeconds / 60} minutes`,
    }),
  },
});

export const resetPassword = createRoute({
  method: "post",
  path: "/auth/reset-password",
  tags,
  summary: "Set a new password with the e-mailed code",
  request: {
    body: jsonBody(
      z.strictObject({
        email: emailField,
        otp: z
          .string()
          .trim()
          .regex(/^\d{6}$/, INVALID_CODE)
          .openapi({ example: "042917" }),
        newPassword: newPasswordField,
      }),
    ),
  },
  responses: {
    200: json(OkSchema, "Password changed; every session is signed out"),
    ...errors({
      400: "`Invalid or expired code` (wrong, used, expired, or 5 tries spent), or invalid input",
      429: "Too many attempts for this e-mail or from this address",
    }),
  },
});
