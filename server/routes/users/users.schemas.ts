import { z } from "@hono/zod-openapi";
import {
  EMAIL_INVALID,
  EMAIL_MAX_LENGTH,
  EMAIL_REQUIRED,
  hasControlCharacters,
  isValidEmail,
  isValidPhone,
  NAME_MAX_LENGTH,
  normalizePhone,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PHONE_INVALID,
} from "../../../src/domain/account-rules.ts";
import { hasVisibleText, isPlainEmail } from "../../../src/domain/text-rules.ts";

/** The user as every route shows it (contract: never a password hash). */
export const UserSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    isAgent: z.boolean(),
    createdAt: z.string().openapi({ format: "date-time" }),
  })
  .openapi("User");

const NO_CONTROL = "Must not contain control characters";

/**
 * A string without control characters (PostgreSQL refuses NUL in text; a newline in a name
 * could end up in a mail header). `multiline` allows line breaks and tabs, for messages.
 */
export const plainString = (multiline = false) =>
  z.string().refine((value) => !hasControlCharacters(value, multiline), NO_CONTROL);

/** An e-mail address, trimmed and lower-cased so it compares case-insensitively. */
export const emailField = plainString()
  .trim()
  .toLowerCase()
  .min(1, EMAIL_REQUIRED)
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .refine(isValidEmail, EMAIL_INVALID)
  // Look-alike letters, invisible characters and markup: `dеmo@` must not sit beside `demo@`.
  .refine(isPlainEmail, EMAIL_INVALID)
  .openapi({ format: "email", example: "demo@flights.example.mm" });

/**
 * An account name as the document states it: no control characters, and something visible (not
 * only spaces and the invisible characters of the Basic Multilingual Plane: zero-width, bidi
 * controls, soft hyphen, variation selectors), as plainString and hasVisibleText check.
 */
const ACCOUNT_NAME_PATTERN =
  "^(?=.*[^\\s\\u00ad\\u034f\\u061c\\u115f\\u1160\\u17b4\\u17b5\\u180b-\\u180f\\u200b-\\u200f\\u202a-\\u202e" +
  "\\u2060-\\u206f\\u3164\\ufe00-\\ufe0f\\ufeff\\uffa0\\ufff0-\\ufff8])[^\\u0000-\\u001f\\u007f]+$";

export const nameField = plainString()
  .trim()
  .min(1, "Please enter your name")
  .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`)
  .refine(hasVisibleText, "Please enter your name")
  .openapi({
    description: "Any script; no control characters, and more than spaces or invisible characters",
    pattern: ACCOUNT_NAME_PATTERN,
    example: "Aung Aung",
  });

/** 6 to 15 digits after an optional +; spaces and dashes people type are removed. */
export const phoneField = plainString()
  .trim()
  .max(32, PHONE_INVALID)
  .refine(isValidPhone, PHONE_INVALID)
  .overwrite(normalizePhone)
  .openapi({
    description: "6 to 15 digits after an optional +; spaces, dashes, dots and brackets are removed",
    // isValidPhone, written for the raw input (separators anywhere).
    pattern: "^[\\s().-]*\\+?(?:[\\s().-]*\\d){6,15}[\\s().-]*$",
    example: "+959123456789",
  });

/** A password being chosen: the length rules of src/domain/account-rules.ts. */
export const newPasswordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);

/** A password being checked: only bounded, so a wrong one is a 401 and not a 400. */
export const givenPasswordField = z
  .string()
  .min(1, "Please enter your password")
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);

export const UserIdParam = z.object({
  userId: plainString()
    .min(1)
    .max(100)
    .openapi({ param: { name: "userId", in: "path" }, example: "0b8c6a1e-2f4d-4e55-9d51-3f0f7a6c2b11" }),
});

/** `{success:true, message}` for routes that only confirm. */
export const OkSchema = z.object({ success: z.literal(true), message: z.string() }).openapi("Ok");
