import type { z } from "@hono/zod-openapi";
import { afterEach, describe, expect, expectTypeOf, it } from "vitest";
import type { FlightOffer } from "../../../src/domain/flight-offer.ts";
import { type RouteNotice, readNotices } from "../../../src/domain/route-notice.ts";
import { bookingRequest, passenger } from "../../../src/domain/test-data.ts";
import { addNotice, endNotice, listNotices, type NoticeInput } from "../../flights/notices/operations.ts";
import { OperationError } from "../../flights/operations.ts";
import { bookOffer, setUpFlightTests } from "../../flights/testing.ts";
import { expectStatus } from "../../testing/harness.ts";
import { endUnpaidHolds } from "../../testing/holds.ts";
import { createBookingRoute, listBookingsRoute } from "./booking.routes.ts";
import { noticesRoute } from "./notices.routes.ts";
import type { RouteNoticeSchema } from "./notices.schemas.ts";
import { cheapestDates, searchOneWays } from "./search.routes.ts";

const { t, me } = setUpFlightTests();
afterEach(() => endUnpaidHolds(t, me.user.id));

type Query = Record<string, string>;
// Kyaukpyu (Rakhine State) is flown Monday, Wednesday, Friday and Sunday: 2 December is a Wednesday.
const kyaukpyu: Query = { travelType: "1", from: "RGN", to: "KYP", departureDate: "2026-12-02" };
const back: Query = { ...kyaukpyu, from: "KYP", to: "RGN" };

const search = async (query: Query) => expectStatus(await t.api(searchOneWays, { query }), 200).body;
const notices = async (query: Query) => expectStatus(await t.api(noticesRoute, { query }), 200).body.data;
const summary = (found: Array<{ kind: string; travellers: string; from: string; to: string }>) =>
  found.map((n) => `${n.kind} ${n.travellers} ${n.from}-${n.to}`);
const bookingsOf = async () =>
  expectStatus(await t.api(listBookingsRoute, { query: { userId: me.user.id }, token: me.token }), 200).body
    .data.length;
/** The foreigner offer of a citizen offer's flights, as an API client that searched before might send it. */
const asForeigner = (offer: FlightOffer): FlightOffer => ({
  ...offer,
  id: offer.id.replace("-citizen~", "~"),
  fareType: "foreigner",
});
/** A citizen-fare booking: an NRC for each adult, as that fare needs. */
const withNrc = (offer: FlightOffer, nrcNumber: string) => ({
  ...bookingRequest(offer, me.user.id),
  passengerInfo: [passenger({ passportNumber: "", passportExpiry: "", countryOfPassport: "", nrcNumber })],
});

describe("the notice's documented shape", () => {
  it("is the domain's RouteNotice, and the browser reads the real answers", async () => {
    expectTypeOf<z.infer<typeof RouteNoticeSchema>>().toEqualTypeOf<RouteNotice>();
    const answered = await notices({
      from: "KYP",
      to: "RGN",
      departureDate: "2026-12-02",
      fareType: "citizen",
    });
    expect(answered.length).toBe(1);
    expect(readNotices(answered)).toEqual(answered);
  });
});

describe("the example notices: Kyaukpyu closed to foreigners, Rakhine residents' permission letter", () => {
  it("answers a foreigner no offers to or from Kyaukpyu, only the notice that closes the route", async () => {
    for (const query of [kyaukpyu, back]) {
      const answer = await search({ ...query, fareType: "foreigner" });
      expect(answer.data).toEqual([]);
      expect(answer.meta.count).toBe(0);
      expect(summary(answer.notices)).toEqual(["closed foreigner RGN-KYP"]);
      const [closed] = answer.notices;
      expect(closed?.text.en).toContain("closed to foreign visitors");
      expect(closed?.text.my).toMatch(/^[\u1000-\u109f]/);
    }
    // A client that names no fare type gets the foreigner fare, and the same answer.
    expect((await search(kyaukpyu)).notices).toEqual(
      (await search({ ...kyaukpyu, fareType: "foreigner" })).notices,
    );
  });

  it("answers a citizen offers, with the permission letter notice on the way out of Rakhine only", async () => {
    const out = await search({ ...kyaukpyu, fareType: "citizen" });
    expect(out.data.length).toBeGreaterThan(0);
    expect(out.notices).toEqual([]);
    const home = await search({ ...back, fareType: "citizen" });
    expect(home.data.length).toBeGreaterThan(0);
    expect(summary(home.notices)).toEqual(["info citizen KYP-RGN"]);
    expect(home.notices[0]?.text.en).toContain("travel permission letter");
    const roundTrip = await search({ ...kyaukpyu, returnDate: "2026-12-06", fareType: "citizen" });
    expect(roundTrip.data.length).toBeGreaterThan(0);
    expect(summary(roundTrip.notices)).toEqual(["info citizen KYP-RGN"]);
  });

  it("answers notices for matching searches only: route, direction and fare type", async () => {
    const bagan: Query = { travelType: "1", from: "RGN", to: "NYU", departureDate: "2026-12-02" };
    const toBagan = await search({ ...bagan, fareType: "foreigner" });
    expect(toBagan.data.length).toBeGreaterThan(0);
    expect(summary(toBagan.notices)).toEqual(["info foreigner RGN-NYU"]);
    expect((await search({ ...bagan, fareType: "citizen" })).notices).toEqual([]);
    expect((await search({ ...bagan, from: "NYU", to: "RGN", fareType: "foreigner" })).notices).toEqual([]);
    expect((await search({ ...bagan, to: "MDL", fareType: "foreigner" })).notices).toEqual([]);
    expect((await search({ ...bagan, travelType: "2", to: "BKK" })).notices).toEqual([]);
  });

  it("gives a foreigner's date strip no price on the closed route, and a citizen's prices", async () => {
    const days = async (fareType: string) =>
      expectStatus(await t.api(cheapestDates, { query: { ...kyaukpyu, fareType, days: "7" } }), 200).body
        .data;
    expect((await days("foreigner")).map((d) => d.price)).toEqual(Array(7).fill(null));
    expect((await days("citizen")).filter((d) => d.price !== null).length).toBeGreaterThan(0);
  });

  it("refuses to hold a foreigner offer on the closed route (409 ROUTE_CLOSED), and takes nothing", async () => {
    const [citizen] = (await search({ ...kyaukpyu, fareType: "citizen" })).data;
    if (!citizen) throw new Error("no citizen offer to Kyaukpyu");
    const before = await bookingsOf();
    const res = expectStatus(await bookOffer(t, asForeigner(citizen), me), 409);
    expect(res.body.error.code).toBe("ROUTE_CLOSED");
    expect(res.body.message).toContain("closed to foreign visitors");
    expect(summary(res.body.notices ?? [])).toEqual(["closed foreigner RGN-KYP"]);
    expect(await bookingsOf()).toBe(before);
  });

  it("books a citizen from Rakhine State out of Kyaukpyu: an NRC's state code never blocks a sale", async () => {
    const [offer] = (await search({ ...back, fareType: "citizen" })).data;
    if (!offer) throw new Error("no citizen offer from Kyaukpyu");
    const res = await t.api(createBookingRoute, {
      body: withNrc(offer, "11/KAPHANA(N)123456"),
      token: me.token,
    });
    expect(expectStatus(res, 201).body.data.passengers[0]?.nrcNumber).toBe("11/KAPHANA(N)123456");
  });

  it("answers the same notices from the notices call as from the search", async () => {
    const queries: Query[] = [
      { ...kyaukpyu, fareType: "foreigner" },
      { ...back, fareType: "citizen" },
      { ...kyaukpyu, returnDate: "2026-12-06", fareType: "citizen" },
      { ...kyaukpyu, fareType: "citizen" },
    ];
    for (const query of queries) {
      const { from = "", to = "", departureDate = "", returnDate, fareType = "" } = query;
      const call = { from, to, departureDate, fareType, ...(returnDate ? { returnDate } : {}) };
      expect(await notices(call), JSON.stringify(call)).toEqual((await search(query)).notices);
    }
    // Places as the search reads them: a city's name, any letter case.
    expect(summary(await notices({ from: "yangon", to: "Kyaukpyu", departureDate: "2026-12-02" }))).toEqual([
      "closed foreigner RGN-KYP",
    ]);
  });

  it("refuses a notices query without a trip, with a message saying what is wrong", async () => {
    const trip = { from: "RGN", to: "KYP", departureDate: "2026-12-02" };
    for (const [query, message] of [
      [{ to: "KYP", departureDate: "2026-12-02" }, "Please select departure city/country"],
      [{ from: "RGN", departureDate: "2026-12-02" }, "Please select destination city/country"],
      [{ from: "RGN", to: "KYP" }, "Please select departure date"],
      [{ ...trip, from: "Atlantis" }, "Unknown airport or city: Atlantis"],
      [{ ...trip, to: "rgn" }, "Departure and destination must be different"],
      [{ ...trip, departureDate: "2026-02-30" }, "Departure date must be a date (YYYY-MM-DD)"],
      [{ ...trip, returnDate: "2026-12-01" }, "Return date cannot be earlier than departure date"],
      [
        { ...trip, fareType: "tourist" },
        "Unknown fare type: tourist. Use fareType=citizen or fareType=foreigner",
      ],
    ] as const) {
      const res = expectStatus(await t.api(noticesRoute, { query }), 400);
      expect(res.body.message, JSON.stringify(query)).toBe(message);
    }
  });
});

describe("operations add and end a notice (npm run ops -- notice ...)", () => {
  // Mawlamyine is flown Monday, Wednesday and Friday.
  const mawlamyine: Query = { travelType: "1", from: "RGN", to: "MNU", departureDate: "2026-12-02" };
  const closure: NoticeInput = {
    from: "rgn",
    to: "MNU",
    validFrom: "2026-12-01",
    validTo: "2026-12-10",
    travellers: "foreigner",
    kind: "closed",
    textEn: "Mawlamyine is closed to foreign visitors until 10 December.",
    textMy: "ဒီဇင်ဘာ ၁၀ ရက်အထိ မော်လမြိုင်သို့ နိုင်ငံခြားသားများ သွားခွင့် ပိတ်ထားပါသည်။",
    oneWay: true,
  };

  it("closes a route to foreigners one way within its dates, until it is ended", async () => {
    const [offer] = (await search({ ...mawlamyine, fareType: "foreigner" })).data;
    if (!offer) throw new Error("no foreigner offer to Mawlamyine");
    const added = await addNotice(t.database.db, closure);
    expect(added).toMatchObject({ from: "RGN", to: "MNU", bothWays: false, validTo: "2026-12-10" });
    // A running server learns it with its next refresh of the inventory's view.
    await t.deps.notices.refresh();

    const closed = await search({ ...mawlamyine, fareType: "foreigner" });
    expect(closed.data).toEqual([]);
    expect(closed.notices.map((n) => n.id)).toEqual([added.id]);
    const refused = expectStatus(await bookOffer(t, offer, me), 409);
    expect(refused.body.error.code).toBe("ROUTE_CLOSED");
    // The other way, after its last date, and for citizens, the route is sold.
    expect((await search({ ...mawlamyine, from: "MNU", to: "RGN", fareType: "foreigner" })).data).not.toEqual(
      [],
    );
    expect(
      (await search({ ...mawlamyine, departureDate: "2026-12-11", fareType: "foreigner" })).data,
    ).not.toEqual([]);
    expect((await search({ ...mawlamyine, fareType: "citizen" })).data).not.toEqual([]);

    const ended = await endNotice(t.database.db, String(added.id));
    expect(ended.endedAt).not.toBeNull();
    await t.deps.notices.refresh();
    const open = await search({ ...mawlamyine, fareType: "foreigner" });
    expect(open.notices).toEqual([]);
    expect(open.data[0]?.id).toBe(offer.id);
    expect((await bookOffer(t, offer, me)).status).toBe(201);
    const listed = (await listNotices(t.database.db)).find((n) => n.id === added.id);
    expect(listed?.endedAt).toBe(ended.endedAt);
  });

  it("applies a notice abroad to every traveller, whatever fare type the search names", async () => {
    const added = await addNotice(t.database.db, {
      ...closure,
      to: "BKK",
      travellers: "all",
      kind: "info",
      textEn: "Thailand asks every arriving traveller for a TDAC arrival card.",
      textMy: "ထိုင်းနိုင်ငံသို့ ရောက်ရှိသူတိုင်း TDAC ဝင်ရောက်ခွင့်ကတ် ဖြည့်ရပါမည်။",
    });
    await t.deps.notices.refresh();
    const bangkok: Query = { travelType: "2", from: "RGN", to: "BKK", departureDate: "2026-12-02" };
    for (const fareType of ["citizen", "foreigner", ""]) {
      const answer = await search({ ...bangkok, fareType });
      expect(answer.data.length, fareType).toBeGreaterThan(0);
      expect(answer.notices.map((n) => n.id)).toEqual([added.id]);
    }
    await endNotice(t.database.db, String(added.id));
    await t.deps.notices.refresh();
  });

  it("refuses a notice it could not apply, naming the problem", async () => {
    const db = t.database.db;
    for (const [change, message] of [
      [{ from: "XXX" }, "XXX is not an airport of the inventory"],
      [{ to: "RGN" }, "A notice's two airports must differ"],
      [{ validFrom: "2026-13-01" }, "2026-13-01 is not a date"],
      [{ validTo: "soon" }, "soon is not a date (YYYY-MM-DD), or - for no end"],
      [{ validTo: "2026-11-30" }, "The notice ends (2026-11-30) before it starts (2026-12-01)"],
      [{ travellers: "tourists" }, "Who it is for must be one of all, citizen, foreigner"],
      [{ to: "BKK" }, "RGN-BKK leaves Myanmar, where one fare is for everyone: a notice there is for all"],
      [{ kind: "warning" }, "The kind must be one of info, closed"],
      [{ textMy: "  " }, "The Myanmar text is empty"],
      [{ textEn: "x".repeat(501) }, "The English text is longer than 500 characters"],
    ] as const) {
      await expect(addNotice(db, { ...closure, ...change }), JSON.stringify(change)).rejects.toThrow(message);
    }
    const open = await addNotice(db, { ...closure, validTo: "-" });
    expect(open.validTo).toBeNull();
    await expect(endNotice(db, "999999")).rejects.toThrow("No notice 999999");
    await expect(endNotice(db, "first")).rejects.toThrow(OperationError);
    await endNotice(db, String(open.id));
    await expect(endNotice(db, String(open.id))).rejects.toThrow(`Notice ${open.id} was already ended`);
  });
});
