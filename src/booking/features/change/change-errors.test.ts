import { describe, expect, it } from "vitest";
import { ApiError } from "../../../api/api-error.ts";
import { changeEn } from "../../../i18n/en/change.ts";
import { moveEn } from "../../../i18n/en/move.ts";
import { translator } from "../../../i18n/translate.ts";
import { loadTexts } from "../../texts.ts";
import { changeRefusal } from "./change-errors.ts";

const refused = (status: number, code: string) =>
  new ApiError("http", "The server's English", { status, code });

describe("changeRefusal", () => {
  it("says a change's or a free move's refusal in the page's words, from the one table", async () => {
    await loadTexts("en", ["account"]);
    const t = translator("en");
    expect(changeRefusal(refused(409, "NOT_PAID"), t)).toBe(changeEn["change.error.NOT_PAID"]);
    expect(changeRefusal(refused(422, "LEGS_OUT_OF_ORDER"), t)).toBe(
      changeEn["change.error.LEGS_OUT_OF_ORDER"],
    );
    expect(changeRefusal(refused(422, "OUTSIDE_WINDOW"), t)).toBe(moveEn["move.error.OUTSIDE_WINDOW"]);
  });
});
