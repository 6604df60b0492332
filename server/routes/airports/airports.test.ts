import { describe, expect, it } from "vitest";
import { AIRPORTS } from "../../flights/datasets/airports.ts";
import { TEST_NOW } from "../../flights/testing.ts";
import { expectStatus, setUpTestContext } from "../../testing/harness.ts";
import { readOpenApi } from "../../testing/openapi-document.ts";
import { searchOneWays } from "../flights/search.routes.ts";
import { listAirports } from "./airports.routes.ts";

const t = setUpTestContext({ now: () => TEST_NOW });

const codes = async (q: string) =>
  expectStatus(await t.api(listAirports, { query: { q } }), 200).body.data.map((a) => a.iataCode);
const search = (from: string, to: string) =>
  t.api(searchOneWays, {
    query: { travelType: "1", from, to, departureDate: "2026-12-01", adults: "1", children: "0" },
  });

describe("GET /apis/airports, forgiving", () => {
  it("finds misspelt cities, old names and Myanmar spellings, the code first", async () => {
    expect(await codes("Bangkock")).toEqual(["BKK", "DMK"]);
    expect(await codes("mandaly")).toEqual(["MDL"]);
    expect(await codes("Rangoon")).toEqual(["RGN"]);
    expect(await codes("PAGAN")).toEqual(["NYU"]);
    expect(await codes("Ngapali")).toEqual(["SNW"]);
    expect(await codes("မန်တလေး")).toEqual(["MDL"]);
    // Burmese typed in Zawgyi (Yangon).
    expect(await codes("ရန္ကုန္")).toEqual(["RGN"]);
    expect((await codes("SIN"))[0]).toBe("SIN");
  });

  it("answers an empty list when nothing matches, and 400 for a text over 100 characters", async () => {
    expect(await codes("Xyzzyville")).toEqual([]);
    const long = await t.api(listAirports, { query: { q: "a".repeat(101) } });
    expect(long.status).toBe(400);
  });

  it("documents what it matches", async () => {
    const { paths } = await readOpenApi(t);
    const get = paths["/apis/airports"]?.get as { description?: string } | undefined;
    expect(get?.description).toMatch(/old or other name/);
    expect(get?.description).toMatch(/edits away/);
  });
});

/** The offset from UTC, in minutes, that `timeZone` has at `instant`, by the runtime's time zone data. */
function offsetAt(timeZone: string, instant: Date): number {
  const name =
    new Intl.DateTimeFormat("en", { timeZone, timeZoneName: "longOffset" })
      .formatToParts(instant)
      .find((p) => p.type === "timeZoneName")?.value ?? "";
  const [, sign, hours, minutes] = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name) ?? [];
  return (sign === "-" ? -1 : 1) * (Number(hours ?? 0) * 60 + Number(minutes ?? 0));
}

describe("each airport's time zone", () => {
  it("is an IANA zone at the airport's fixed offset all year: none keeps summer time", () => {
    for (const airport of AIRPORTS) {
      for (const month of ["2026-01-15", "2026-07-15", "2027-01-15", "2027-07-15"]) {
        expect([airport.iataCode, offsetAt(airport.timeZone, new Date(`${month}T12:00:00Z`))]).toEqual([
          airport.iataCode,
          airport.utcOffsetMinutes,
        ]);
      }
    }
  });

  it("is answered with each airport, and documented", async () => {
    const zone = async (q: string) =>
      expectStatus(await t.api(listAirports, { query: { q } }), 200).body.data[0]?.timeZone;
    expect(await zone("RGN")).toBe("Asia/Yangon");
    expect(await zone("BKK")).toBe("Asia/Bangkok");
    expect(await zone("SGN")).toBe("Asia/Ho_Chi_Minh");
    expect(await zone("CCU")).toBe("Asia/Kolkata");
    const { components } = await readOpenApi(t);
    expect(components.schemas.Airport?.properties?.timeZone?.description).toMatch(/IANA time zone/);
  });
});

describe("a search's from and to", () => {
  it("take an old name as a shared link may carry it", async () => {
    const byName = expectStatus(await search("Rangoon", "mandalay"), 200).body.data;
    const byCode = expectStatus(await search("RGN", "MDL"), 200).body.data;
    expect(byName.map((o) => o.id)).toEqual(byCode.map((o) => o.id));
    expect(byName.length).toBeGreaterThan(0);
  });

  it("refuse a misspelling with the clear message: only the airport box guesses", async () => {
    const res = await search("Bangkock", "RGN");
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: "Unknown airport or city: Bangkock" });
  });
});
