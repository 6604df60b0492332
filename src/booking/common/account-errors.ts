import { ApiError } from "../../api/api-error.ts";

/** Failures the account screens explain in the page's language (keys `account.error.<key>`). */
export type KnownFailure =
  | "emailTaken"
  | "invalidCredentials"
  | "wrongPassword"
  | "invalidCode"
  | "tooMany"
  | "network"
  | "timeout"
  | "unexpected"
  | "registrationFailed"
  | "loginFailed";

export type Explained =
  | { known: KnownFailure; field?: string }
  /** The server's own words (English), when it explained a failure we have no translation for. */
  | { text: string; field?: string };

const BY_CODE: Record<string, KnownFailure> = {
  EMAIL_TAKEN: "emailTaken",
  INVALID_CREDENTIALS: "invalidCredentials",
  WRONG_PASSWORD: "wrongPassword",
  INVALID_CODE: "invalidCode",
  RATE_LIMITED: "tooMany",
};

interface ContractBody {
  message?: unknown;
  error?: { message?: unknown };
}

/**
 * Spec section 8 for sign-up and login: the nested server message if present, else the
 * returned message, else the fallback ('Registration failed' / 'Login failed'); a thrown
 * non-API error is 'An unexpected error occurred'. Failures with a known code (e-mail taken,
 * wrong password...) and lost connections are named so the page can say them in Myanmar too;
 * `field` is the first field the server refused.
 * @example explainFailure(new TypeError("x"), "loginFailed") // { known: "unexpected" }
 */
export function explainFailure(error: unknown, fallback: "registrationFailed" | "loginFailed"): Explained {
  if (!(error instanceof ApiError)) return { known: "unexpected" };
  if (error.kind === "network" || error.kind === "timeout") return { known: error.kind };
  if (error.kind !== "http") return { known: "unexpected" };
  const field = Object.keys(error.fields)[0];
  const known = error.code ? BY_CODE[error.code] : undefined;
  if (known) return field ? { known, field } : { known };
  const body = (error.data ?? {}) as ContractBody;
  const nested = typeof body.error?.message === "string" ? body.error.message : "";
  const returned = typeof body.message === "string" ? body.message : "";
  const fieldText = field ? error.fields[field] : "";
  const text = fieldText || nested || returned;
  if (!text || (error.status ?? 500) >= 500) return { known: fallback };
  return field ? { text, field } : { text };
}
