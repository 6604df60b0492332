import { describe, expect, it } from "vitest";
import { editDistance, findAirports, locateAirports, matchKey, rankAirports } from "./airport-match.ts";
import { AIRPORT_ALIASES } from "./datasets/airport-aliases.ts";
import { AIRPORTS } from "./datasets/airports.ts";

const codes = (text: string) => rankAirports(text).map((m) => m.airport.iataCode);
const first = (text: string) => rankAirports(text)[0];

describe("rankAirports", () => {
  it("puts the exact code first, in any case, then what starts with it", () => {
    expect(codes("MDL")).toEqual(["MDL"]);
    expect(codes("can")[0]).toBe("CAN");
    expect(first("sin")).toMatchObject({ tier: "code", airport: { iataCode: "SIN" } });
    // "han" is Hanoi's code and the start of its name: listed once, before the names holding it
    // (Thandwe, Changi...).
    const han = rankAirports("han");
    expect(han.map((m) => m.airport.iataCode).filter((c) => c === "HAN")).toHaveLength(1);
    expect(han.map((m) => m.tier)).toEqual(["code", ...han.slice(1).map(() => "contains")]);
    expect(han.map((m) => m.airport.iataCode)).toEqual(expect.arrayContaining(["SNW", "SIN"]));
  });

  it("finds cities, airport names and countries by their start or their words", () => {
    expect(codes("Mand")).toEqual(["MDL"]);
    expect(codes("bangkok")).toEqual(["BKK", "DMK"]);
    expect(first("suvarna")?.airport.iataCode).toBe("BKK");
    expect(first("chi minh")?.airport.iataCode).toBe("SGN");
    expect(codes("thailand")).toEqual(["BKK", "DMK"]);
    // A country only by its start: "yan" is Yangon, not every airport of Myanmar.
    expect(codes("yan")).toEqual(["RGN"]);
    const myanmar = rankAirports("Myan");
    expect(myanmar.length).toBe(AIRPORTS.filter((a) => a.countryCode === "MM").length);
    expect(myanmar.every((m) => m.airport.countryCode === "MM")).toBe(true);
  });

  it("ranks a city's start above an airport's name and a country", () => {
    // "Kal" starts Kalay (a city) and Kalaw (an alias of Heho).
    expect(codes("Kal")).toEqual(["KMV", "HEH"]);
    expect(rankAirports("Kal").map((m) => m.tier)).toEqual(["city", "alias"]);
  });

  it("finds airports by their old and other names", () => {
    const names: Array<[string, string]> = [
      ["Rangoon", "RGN"],
      ["pagan", "NYU"],
      ["Ngapali", "SNW"],
      ["Moulmein", "MNU"],
      ["Akyab", "AKY"],
      ["Mergui", "MGZ"],
      ["tavoy", "TVY"],
      ["Saigon", "SGN"],
      ["Calcutta", "CCU"],
      ["Canton", "CAN"],
      ["inle", "HEH"],
      ["Nay Pyi Taw", "NYT"],
    ];
    for (const [text, code] of names) expect(codes(text), text).toEqual([code]);
    expect(first("Rangoon")?.tier).toBe("alias");
  });

  it("reads Myanmar names however they were typed", () => {
    expect(codes("ရန်ကုန်")).toEqual(["RGN"]);
    expect(codes("ပုဂံ")).toEqual(["NYU"]);
    // Stacked (as the data writes it) or not, and with or without kinzi.
    expect(codes("မန်တလေး")).toEqual(["MDL"]);
    expect(codes("မန္တလေး")).toEqual(["MDL"]);
    expect(codes("စင်္ကာပူ")).toEqual(["SIN"]);
    // Myanmar aliases and the country's Myanmar name.
    expect(codes("ငပလီ")).toEqual(["SNW"]);
    expect(codes("ညောင်ဦး")).toEqual(["NYU"]);
    expect(codes("ထိုင်း")).toEqual(["BKK", "DMK"]);
  });

  it("forgives typos when nothing else matches, nearest first", () => {
    expect(codes("Bangkock")).toEqual(["BKK", "DMK"]);
    expect(codes("Mandaly")).toEqual(["MDL"]);
    expect(codes("Yangoon")).toEqual(["RGN"]);
    expect(codes("Singapur")).toEqual(["SIN"]);
    expect(codes("Kuala Lumpor")).toEqual(["KUL"]);
    // A swap of two letters is one edit; a Myanmar name one sign off.
    expect(codes("Bgaan")).toEqual(["NYU"]);
    expect(codes("ရန်ကုံ")[0]).toBe("RGN");
    expect(first("Mandaly")).toMatchObject({ tier: "typo", distance: 1 });
  });

  it("asks more of a short text: no typos under four letters", () => {
    expect(codes("bkx")).toEqual([]);
    // Four letters may be one edit off: Bagan whole, then Bangkok's start ("Bang").
    expect(codes("Bagn")).toEqual(["NYU", "BKK", "DMK"]);
    expect(codes("zzzz")).toEqual([]);
    expect(codes("Xyzzyville")).toEqual([]);
  });

  it("lists typos only when nothing matched better", () => {
    // "Yang" starts Yangon; Bangkok is one letter off its start but not listed.
    expect(codes("yang")).toEqual(["RGN"]);
  });

  it("lists the first airports for an empty text, and keeps to the limit", () => {
    expect(codes("  ")).toEqual(AIRPORTS.slice(0, 20).map((a) => a.iataCode));
    expect(rankAirports("a", 3)).toHaveLength(3);
  });
});

describe("findAirports", () => {
  it("reads Burmese typed in Zawgyi", async () => {
    expect((await findAirports("ရန္ကုန္"))[0]?.iataCode).toBe("RGN");
    expect((await findAirports("မႏၲေလး"))[0]?.iataCode).toBe("MDL");
    expect((await findAirports("ေမာ္လၿမိဳင္"))[0]?.iataCode).toBe("MNU");
  });
});

describe("locateAirports (a search's from and to)", () => {
  it("takes codes, cities, airport names and aliases whole, in any case", () => {
    expect(locateAirports(" rgn ").map((a) => a.iataCode)).toEqual(["RGN"]);
    expect(locateAirports("YANGON").map((a) => a.iataCode)).toEqual(["RGN"]);
    expect(locateAirports("Bangkok").map((a) => a.iataCode)).toEqual(["BKK", "DMK"]);
    expect(locateAirports("Nyaung U Airport").map((a) => a.iataCode)).toEqual(["NYU"]);
    expect(locateAirports("ရန်ကုန်").map((a) => a.iataCode)).toEqual(["RGN"]);
    expect(locateAirports("Rangoon").map((a) => a.iataCode)).toEqual(["RGN"]);
    expect(locateAirports("Pagan").map((a) => a.iataCode)).toEqual(["NYU"]);
  });

  it("takes no part of a name and no typo", () => {
    expect(locateAirports("Yan")).toEqual([]);
    expect(locateAirports("Bangkock")).toEqual([]);
    expect(locateAirports("")).toEqual([]);
  });
});

describe("the alias data", () => {
  it("names only airports we serve, and no alias is another airport's city", () => {
    const served = new Set(AIRPORTS.map((a) => a.iataCode));
    const cities = new Map(AIRPORTS.map((a) => [matchKey(a.city), a.iataCode]));
    for (const row of AIRPORT_ALIASES) {
      expect(served.has(row.iataCode), row.iataCode).toBe(true);
      for (const alias of [...row.en, ...row.my]) {
        const city = cities.get(matchKey(alias));
        if (city) expect(city, alias).toBe(row.iataCode);
      }
    }
  });
});

describe("editDistance", () => {
  it("counts insertions, deletions, changes and swaps, up to its bound", () => {
    expect(editDistance("bangkock", "bangkok", 2)).toBe(1);
    expect(editDistance("singapur", "singapore", 2)).toBe(2);
    expect(editDistance("bgaan", "bagan", 1)).toBe(1);
    expect(editDistance("heho", "mandalay", 2)).toBe(3);
    expect(editDistance("singap", "singapore", 1, true)).toBe(0);
  });
});
