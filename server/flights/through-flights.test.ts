import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { FlightOffer } from "../../src/domain/flight-offer.ts";
import { stopsOf } from "../../src/domain/layovers.ts";
import { toCents } from "../../src/domain/money.ts";
import { flightInventory, flightOverrides, seatHolds } from "../db/schema/flights.ts";
import { expectStatus } from "../testing/harness.ts";
import { decodeOfferId } from "./offer-id.ts";
import { bookOffer, findOffers, setUpFlightTests } from "./testing.ts";

const { t, me } = setUpFlightTests();

const flights = (offer: FlightOffer) =>
  offer.itineraries[0]?.segments.map(
    (s) => `${s.carrierCode}${s.number} ${s.departure.iataCode}-${s.arrival.iataCode}`,
  );
const onK7266 = (offers: FlightOffer[]) =>
  offers.filter((o) => o.itineraries[0]?.segments.every((s) => s.carrierCode === "K7" && s.number === "266"));

describe("flights of several legs (one number, one aircraft)", () => {
  it("sells Yangon - Bagan - Heho as one journey that stays on board at Bagan", async () => {
    const offers = await findOffers(t, { from: "RGN", to: "HEH", departureDate: "2026-12-05" });
    const [through] = onK7266(offers);
    if (!through) throw new Error("K7266 should fly Yangon - Bagan - Heho");
    expect(flights(through)).toEqual(["K7266 RGN-NYU", "K7266 NYU-HEH"]);
    expect(through.itineraries[0]?.segments.map((s) => s.aircraft.code)).toEqual(["AT7", "AT7"]);
    expect(decodeOfferId(through.id)?.itineraries).toEqual([
      [
        { flightNumber: "K7266-RGN", date: "2026-12-05" },
        { flightNumber: "K7266-NYU", date: "2026-12-05" },
      ],
    ]);
    const [stop] = stopsOf(through.itineraries[0] ?? { segments: [] }).layovers;
    expect(stop).toMatchObject({ airport: "NYU", minutes: 30, sameAircraft: true, short: false });
    // Each leg is priced from its own seats: the journey costs what its legs cost.
    const [firstLeg] = onK7266(await findOffers(t, { from: "RGN", to: "NYU", departureDate: "2026-12-05" }));
    const [secondLeg] = onK7266(await findOffers(t, { from: "NYU", to: "HEH", departureDate: "2026-12-05" }));
    const cents = (o?: FlightOffer) => toCents(o?.price.grandTotal ?? "") ?? Number.NaN;
    expect(cents(through)).toBe(cents(firstLeg) + cents(secondLeg));
  });

  it("sells each leg on its own too, under the flight's number", async () => {
    const firstLeg = await findOffers(t, { from: "RGN", to: "NYU", departureDate: "2026-12-05" });
    const secondLeg = await findOffers(t, { from: "NYU", to: "HEH", departureDate: "2026-12-05" });
    expect(onK7266(firstLeg).map(flights)).toEqual([["K7266 RGN-NYU"]]);
    expect(onK7266(secondLeg).map(flights)).toEqual([["K7266 NYU-HEH"]]);
  });

  it("holds a seat on each leg, keyed by leg, and a full leg stops the journey selling", async () => {
    const [through] = onK7266(
      await findOffers(t, { from: "RGN", to: "HEH", departureDate: "2026-12-06", adults: 2 }),
    );
    if (!through) throw new Error("K7266 should fly on 6 December");
    const booking = expectStatus(await bookOffer(t, through, me), 201).body.data;
    const keys = ["K7266-NYU@2026-12-06", "K7266-RGN@2026-12-06"];
    const held = await t.database.db.select().from(seatHolds).where(eq(seatHolds.bookingId, booking.id));
    expect(held.map((h) => [h.flightKey, h.seats]).sort()).toEqual(keys.map((k) => [k, 2]));
    const sold = await t.database.db
      .select()
      .from(flightInventory)
      .where(inArray(flightInventory.flightKey, keys));
    expect(sold.map((r) => r.seatsSold)).toEqual([2, 2]);

    // Operations close the second leg: the journey through Bagan goes, the first leg still sells.
    await t.database.db.insert(flightOverrides).values({ flightKey: "K7266-NYU@2026-12-06", closed: true });
    await t.deps.flights.refresh();
    const later = { departureDate: "2026-12-06", adults: 2 };
    expect(onK7266(await findOffers(t, { from: "RGN", to: "HEH", ...later }))).toEqual([]);
    expect(onK7266(await findOffers(t, { from: "RGN", to: "NYU", ...later })).map(flights)).toEqual([
      ["K7266 RGN-NYU"],
    ]);
  });

  it("flies Yangon - Bagan - Mandalay and back on UB103 and UB104", async () => {
    const out = await findOffers(t, { from: "RGN", to: "MDL", departureDate: "2026-12-05" });
    const back = await findOffers(t, { from: "MDL", to: "RGN", departureDate: "2026-12-05" });
    expect(out.map(flights)).toContainEqual(["UB103 RGN-NYU", "UB103 NYU-MDL"]);
    expect(back.map(flights)).toContainEqual(["UB104 MDL-NYU", "UB104 NYU-RGN"]);
  });
});
