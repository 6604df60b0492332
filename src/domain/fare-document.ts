import type { FareType } from "./fare-type.ts";
import type { IdDocument } from "./passenger-info.ts";

/**
 * The identity document each adult needs on a domestic flight for a fare: the citizen fare an
 * NRC (Mann Yadanarpon: "Local fare is only valid for Myanmar Citizen (NRC card holders)"), the
 * foreigner fare a passport; an offer without a fare type (international) either, since the
 * international rules already ask every adult for a passport (passenger-info.ts).
 * @example requiredDocument("citizen") // "nrc"; requiredDocument(undefined) // "either"
 */
export function requiredDocument(fareType: FareType | null | undefined): IdDocument {
  if (fareType === "citizen") return "nrc";
  return fareType === "foreigner" ? "passport" : "either";
}
