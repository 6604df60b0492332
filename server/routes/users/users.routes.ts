import { createRoute, z } from "@hono/zod-openapi";
import { requireAuth } from "../../http/auth.ts";
import { bearer, errors, json, jsonBody } from "../../http/openapi.ts";
import {
  emailField,
  givenPasswordField,
  nameField,
  newPasswordField,
  OkSchema,
  phoneField,
  UserIdParam,
  UserSchema,
} from "./users.schemas.ts";

const tags = ["Users and session"];

export const register = createRoute({
  method: "post",
  path: "/users/register",
  tags,
  summary: "Create a customer or agent account",
  request: {
    body: jsonBody(
      z.strictObject({
        name: nameField,
        email: emailField,
        phoneNumber: phoneField,
        password: newPasswordField,
        confirmPassword: z.string().max(1024),
        isAgent: z.boolean().default(false),
      }),
    ),
  },
  responses: {
    201: json(
      z.object({
        success: z.literal(true),
        message: z.literal("Registration successful"),
        data: z.object({ user: UserSchema }),
      }),
      "The account exists; sign in next",
    ),
    ...errors({
      400: "Invalid input, or `Passwords do not match`",
      409: "The e-mail is already registered (compared case-insensitively)",
      413: "Body over 100 KB",
      429: "Too many registrations from this address or for this e-mail",
    }),
  },
});

export const currentUser = createRoute({
  method: "get",
  path: "/users/current-user/{userId}",
  tags,
  summary: "The signed-in user",
  security: bearer,
  middleware: [requireAuth] as const,
  request: { params: UserIdParam },
  responses: {
    200: json(
      z.object({
        success: z.literal(true),
        message: z.literal("User fetched successfully"),
        data: UserSchema,
      }),
      "The user",
    ),
    ...errors({ 400: "Invalid user id", 401: "Missing, invalid, expired or revoked token", 403: "Not you" }),
  },
});

export const updateProfile = createRoute({
  method: "patch",
  path: "/users/{userId}",
  tags,
  summary: "Change your name or phone number",
  security: bearer,
  middleware: [requireAuth] as const,
  request: {
    params: UserIdParam,
    body: jsonBody(z.strictObject({ name: nameField.optional(), phoneNumber: phoneField.optional() })),
  },
  responses: {
    200: json(
      z.object({ success: z.literal(true), message: z.string(), data: UserSchema }),
      "The updated user",
    ),
    ...errors({ 400: "Invalid input", 401: "Missing, invalid, expired or revoked token", 403: "Not you" }),
  },
});

export const changePassword = createRoute({
  method: "post",
  path: "/users/{userId}/password",
  tags,
  summary: "Change your password; every other session is signed out",
  security: bearer,
  middleware: [requireAuth] as const,
  request: {
    params: UserIdParam,
    body: jsonBody(z.strictObject({ currentPassword: givenPasswordField, newPassword: newPasswordField })),
  },
  responses: {
    200: json(OkSchema, "Changed; tokens of other sessions no longer work"),
    ...errors({
      400: "Invalid input (new password at least 8 characters), or the new password is the current one (`error.code` SAME_PASSWORD)",
      401: "Bad token, or the current password is wrong (`error.code` WRONG_PASSWORD)",
      403: "Not you",
      429: "Too many wrong current passwords",
    }),
  },
});
