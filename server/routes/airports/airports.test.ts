import { describe, expect, it } from "vitest";
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
