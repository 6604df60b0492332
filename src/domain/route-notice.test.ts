import { describe, expect, it } from "vitest";
import {
  closesRoute,
  isRouteNotice,
  type Journey,
  noticeApplies,
  noticesFor,
  noticeText,
  offerJourneys,
  readNotices,
} from "./route-notice.ts";
import { flightOffer, routeNotice } from "./test-data.ts";

const journey = (overrides: Partial<Journey> = {}): Journey => ({
  from: "RGN",
  to: "KYP",
  date: "2026-12-10",
  ...overrides,
});

describe("route notices: which trips a notice applies to", () => {
  it("applies to its route in its direction, and back only when it goes both ways", () => {
    const both = routeNotice({ travellers: "all" });
    const oneWay = routeNotice({ travellers: "all", bothWays: false });
    expect(noticeApplies(both, journey(), "citizen")).toBe(true);
    expect(noticeApplies(both, journey({ from: "KYP", to: "RGN" }), "citizen")).toBe(true);
    expect(noticeApplies(oneWay, journey(), "citizen")).toBe(true);
    expect(noticeApplies(oneWay, journey({ from: "KYP", to: "RGN" }), "citizen")).toBe(false);
    // Another route touching one of its airports is not its route.
    expect(noticeApplies(both, journey({ to: "AKY" }), "citizen")).toBe(false);
    expect(noticeApplies(both, journey({ from: "MDL" }), "citizen")).toBe(false);
  });

  it("applies to flight dates within its window, both ends included, and for ever without an end", () => {
    const windowed = routeNotice({ validFrom: "2026-12-01", validTo: "2026-12-31" });
    const dated = (date: string) => noticeApplies(windowed, journey({ date }), "foreigner");
    expect(dated("2026-11-30")).toBe(false);
    expect(dated("2026-12-01")).toBe(true);
    expect(dated("2026-12-31")).toBe(true);
    expect(dated("2027-01-01")).toBe(false);
    expect(noticeApplies(routeNotice(), journey({ date: "2027-06-30" }), "foreigner")).toBe(true);
    expect(noticeApplies(routeNotice(), journey({ date: "2026-11-30" }), "foreigner")).toBe(false);
  });

  it("applies to the travellers it names: everyone, or one fare type", () => {
    for (const [travellers, citizen, foreigner] of [
      ["all", true, true],
      ["citizen", true, false],
      ["foreigner", false, true],
    ] as const) {
      const notice = routeNotice({ travellers });
      expect(noticeApplies(notice, journey(), "citizen"), travellers).toBe(citizen);
      expect(noticeApplies(notice, journey(), "foreigner"), travellers).toBe(foreigner);
      // Abroad, one fare for everyone: only a notice for all.
      expect(noticeApplies(notice, journey(), null), travellers).toBe(travellers === "all");
    }
  });

  it("finds the notices of a round trip's either direction, each once", () => {
    const closed = routeNotice({ id: 1 });
    const leaving = routeNotice({
      id: 2,
      kind: "info",
      from: "KYP",
      to: "RGN",
      bothWays: false,
      travellers: "all",
    });
    const elsewhere = routeNotice({ id: 3, to: "NYU", travellers: "all" });
    const all = [closed, leaving, elsewhere];
    const out = journey();
    const back = journey({ from: "KYP", to: "RGN", date: "2026-12-14" });
    expect(noticesFor(all, [out], "foreigner").map((n) => n.id)).toEqual([1]);
    expect(noticesFor(all, [out, back], "foreigner").map((n) => n.id)).toEqual([1, 2]);
    expect(noticesFor(all, [out, back], "citizen").map((n) => n.id)).toEqual([2]);
    expect(noticesFor(all, [journey({ to: "MDL" })], "foreigner")).toEqual([]);
  });

  it("closes the route only with a closed notice among them", () => {
    expect(closesRoute([routeNotice()])).toBe(true);
    expect(closesRoute([routeNotice({ kind: "info" })])).toBe(false);
    expect(closesRoute([])).toBe(false);
  });
});

describe("route notices: reading them", () => {
  it("take a trip's journeys from an offer: each direction's ends and first flight's date", () => {
    const offer = flightOffer({ at: "2026-12-01T08:00:00", stops: 1, returnCarrier: "TG" });
    expect(offerJourneys(offer)).toEqual([
      { from: "RGN", to: "BKK", date: "2026-12-01" },
      { from: "BKK", to: "RGN", date: "2026-12-05" },
    ]);
  });

  it("say the notice in the page's language", () => {
    const notice = routeNotice({ text: { en: "Closed", my: "ပိတ်ထားသည်" } });
    expect(noticeText(notice, "en")).toBe("Closed");
    expect(noticeText(notice, "my")).toBe("ပိတ်ထားသည်");
  });

  it("read an answer's notices: none when absent, null when not notices", () => {
    expect(readNotices(undefined)).toEqual([]);
    expect(readNotices([routeNotice()])).toEqual([routeNotice()]);
    expect(readNotices("closed")).toBeNull();
    expect(readNotices([{ ...routeNotice(), kind: "maybe" }])).toBeNull();
    expect(isRouteNotice({ ...routeNotice(), validTo: "soon" })).toBe(false);
    expect(isRouteNotice({ ...routeNotice(), text: { en: "Closed" } })).toBe(false);
  });
});
