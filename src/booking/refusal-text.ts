import { ApiError } from "../api/api-error.ts";
import { refusalKey } from "../i18n/refusal-keys.ts";
import { pageLocale } from "./router.ts";
import { $texts } from "./texts.ts";

/** The codes any malformed request answers, whose server sentence names the problem. */
const GENERIC_CODES = new Set(["BAD_REQUEST", "VALIDATION_FAILED"]);

/**
 * What the app says for an API error code in the page's language (src/i18n/refusal-keys.ts), from
 * the texts that have arrived: the screen's areas, and the agent's once an agent-only part has
 * drawn (its refusals are met only there). Undefined when the code has no text here.
 * @example refusalText("DUPLICATE_REFERENCE") // on /my/: "ဤဘဏ်တွင် ..."
 */
export function refusalText(code: string): string | undefined {
  // A generic code's own sentence from the server says more ("same airports", "a past date") and
  // is already in English: an English page shows it; another language says the code's text.
  if (pageLocale === "en" && GENERIC_CODES.has(code)) return undefined;
  const key = refusalKey(code);
  const { texts } = $texts.get();
  return texts[pageLocale][key] ?? texts.en[key];
}

/**
 * The text of a refusal that names `field` (the API's `error.fields`), for a form to show at that
 * field; undefined for any other failure, which the form leaves to `notifyError`.
 * @example fieldRefusal(error, "value") // "The markup may be at most 50% of the net fare."
 */
export function fieldRefusal(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError) || error.kind !== "http" || !error.code || !(field in error.fields))
    return undefined;
  return refusalText(error.code);
}
