import { describe, expect, it } from "vitest";
import { ApiError } from "../api/api-error.ts";
import { agentSaleEn } from "../i18n/en/agent-sale.ts";
import { bookingEn } from "../i18n/en/booking.ts";
import { fieldRefusal, refusalText } from "./refusal-text.ts";
import { loadTexts } from "./texts.ts";

const refused = (code: string, fields: Record<string, string> = {}) =>
  new ApiError("http", "The server's English", { status: 400, code, fields });

describe("refusalText", () => {
  it("says a code from the texts that have arrived, and an agent's once the agent's texts are in", async () => {
    expect(refusalText("FORBIDDEN")).toBe(bookingEn["refusal.FORBIDDEN"]);
    expect(refusalText("MARKUP_TOO_HIGH")).toBeUndefined();
    await loadTexts("en", ["agent"]);
    expect(refusalText("MARKUP_TOO_HIGH")).toBe(agentSaleEn["refusal.MARKUP_TOO_HIGH"]);
  });

  it("leaves a generic code to the server's own sentence on an English page", () => {
    expect(refusalText("BAD_REQUEST")).toBeUndefined();
    expect(refusalText("VALIDATION_FAILED")).toBeUndefined();
  });

  it("has nothing to say for a code it does not know", () => {
    expect(refusalText("NO_SUCH_CODE")).toBeUndefined();
    expect(refusalText("METHOD_NOT_ALLOWED")).toBeUndefined();
  });
});

describe("fieldRefusal", () => {
  it("says a refusal at the field it names, and leaves any other failure to the app's handler", async () => {
    await loadTexts("en", ["agent"]);
    const tooHigh = refused("MARKUP_PERCENT_TOO_HIGH", { value: "The markup may be at most 50%" });
    expect(fieldRefusal(tooHigh, "value")).toBe(agentSaleEn["agentSale.MARKUP_PERCENT_TOO_HIGH"]);
    expect(fieldRefusal(tooHigh, "reference")).toBeUndefined();
    expect(fieldRefusal(refused("NO_SUCH_CODE", { value: "x" }), "value")).toBeUndefined();
    expect(fieldRefusal(new ApiError("network", "offline"), "value")).toBeUndefined();
  });
});
