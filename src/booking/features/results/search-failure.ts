import { ApiError, errorMessage } from "../../../api/api-error.ts";
import type { SearchParams } from "../../../domain/search-params.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { errorStrings } from "../../notify-error.ts";

/**
 * The place a refused search did not know: the API's `fields` say `unknown` at `from`, `to` or a
 * leg's (`legs.1.to`), and the search's own parameters say what was asked; null otherwise.
 * @example unknownPlace(new ApiError("http", "…", { status: 400, fields: { from: "unknown" } }), { from: "XXX", … }) // "XXX"
 */
export function unknownPlace(error: unknown, params: SearchParams): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  for (const [field, problem] of Object.entries(error.fields)) {
    if (problem !== "unknown") continue;
    const [first, index, end] = field.split(".");
    if (first === "from" || first === "to") return params[first];
    if (first === "legs" && (end === "from" || end === "to"))
      return params.legs?.[Number(index)]?.[end] ?? null;
  }
  return null;
}

/** Why a search failed, in the page's language: an unknown place named, else as the app says any failure. */
export function searchFailure(error: unknown, params: SearchParams, t: Translate): string {
  const place = unknownPlace(error, params);
  return place ? t("results.unknownPlace", { place }) : errorMessage(error, errorStrings(t));
}
