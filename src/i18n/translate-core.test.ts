import { describe, expect, it } from "vitest";
import { stringsT } from "../islands/search-panel/strings.ts";
import { en } from "./en.ts";
import { my } from "./my.ts";
import { translator } from "./translate.ts";
import { translatorFrom } from "./translate-core.ts";

describe("the translator's numbers", () => {
  it("writes number-typed values with Myanmar digits in Myanmar", () => {
    const t = translator("my");
    expect(t("results.heading", { n: 12 })).toBe("ရှာဖွေတွေ့ရှိသော ခရီးစဉ် ၁၂ ခု");
    expect(t("results.stopsCount", { n: 1 })).toBe("ခရီးထောက် ၁ ခု");
    expect(t("results.showing", { shown: 10, total: 20 })).toBe("ခရီးစဉ် ၂၀ ခုအနက် ၁၀ ခုကို ပြသနေသည်");
    expect(t("carousel.goTo", { n: 3 })).toBe("ပုံ ၃ သို့ သွားရန်");
  });

  it("keeps English numbers in Latin digits, word for word", () => {
    const t = translator("en");
    expect(t("results.heading", { n: 12 })).toBe("12 Result flights");
    expect(t("results.stopsCount", { n: 1 })).toBe("1 Stop");
    expect(t("carousel.goTo", { n: 3 })).toBe("Go to slide 3");
  });

  it("fills strings in as they are: a price comes written by its own formatter", () => {
    const t = translator("my");
    expect(t("results.upTo", { price: "$1,250.00 USD" })).toBe(
      (my["results.upTo"] ?? "").replace("{price}", "$1,250.00 USD"),
    );
    expect(t("account.booking.id", { id: "FB1024" })).toContain("FB1024");
  });

  it("keeps Latin digits in a text that fell back to English", () => {
    const t = translatorFrom({}, { "results.heading": en["results.heading"] }, "my");
    expect(t("results.heading", { n: 7 })).toBe("7 Result flights");
  });

  it("leaves a placeholder without a value as it is", () => {
    expect(translator("my")("results.showing", { shown: 1 })).toContain("{total}");
  });
});

describe("the search panel's translator", () => {
  const strings = {
    "searchPanel.passengerSummary": my["searchPanel.passengerSummary"] ?? "",
  } as Parameters<typeof stringsT>[0];

  it("writes the passenger counts in Myanmar digits on /my/ and in Latin ones on /", () => {
    const vars = { adults: 2, children: 1, infants: 0 };
    expect(stringsT(strings, "my")("searchPanel.passengerSummary", vars)).toBe("လူကြီး ၂ · ကလေး ၁ · မွေးကင်းစ ၀");
    const english = { "searchPanel.passengerSummary": en["searchPanel.passengerSummary"] } as typeof strings;
    expect(stringsT(english, "en")("searchPanel.passengerSummary", vars)).toBe(
      "2 Adult · 1 Child · 0 Infant",
    );
  });
});
