import { beforeEach, describe, expect, it, vi } from "vitest";
import { findOffers, setUpFlightTests } from "../../server/flights/testing.ts";
import { offerJourneys } from "../domain/route-notice.ts";
import { bookingRequest } from "../domain/test-data.ts";
import { $token } from "../stores/auth.ts";
import { createBooking } from "./create-booking.ts";
import { fetchRouteNotices } from "./route-notices.ts";

// The browser's API modules against the real app in-process: fetch is routed to app.request.
const { t, me } = setUpFlightTests();
beforeEach(() => {
  vi.stubGlobal("fetch", (url: string | URL | Request, init?: RequestInit) =>
    t.app.request(String(url), init),
  );
  $token.set(me.token);
  return () => {
    vi.unstubAllGlobals();
    $token.set(null);
  };
});

// Kyaukpyu is closed to foreigners (the migration's example notices); 2 December is a Wednesday.
const kyaukpyu = { from: "RGN", to: "KYP", departureDate: "2026-12-02", fareType: "citizen" };

describe("route notices from the browser's side", () => {
  it("fetches a chosen trip's notices, both ways of a round trip, at its fare type", async () => {
    const [roundTrip] = await findOffers(t, { ...kyaukpyu, returnDate: "2026-12-06" });
    if (!roundTrip) throw new Error("no round trip to Kyaukpyu");
    const notices = await fetchRouteNotices(offerJourneys(roundTrip), roundTrip.fareType);
    expect(notices.map((n) => `${n.kind} ${n.travellers} ${n.from}-${n.to}`)).toEqual([
      "info citizen KYP-RGN",
    ]);
    expect(await fetchRouteNotices(offerJourneys(roundTrip), "foreigner")).toHaveLength(1);
    expect((await fetchRouteNotices(offerJourneys(roundTrip), "foreigner"))[0]?.kind).toBe("closed");
    expect(await fetchRouteNotices([], "citizen")).toEqual([]);
  });

  it("answers routeClosed when the booking is refused for a closed route", async () => {
    const [citizen] = await findOffers(t, kyaukpyu);
    if (!citizen) throw new Error("no citizen offer to Kyaukpyu");
    // The same flights at the foreigner fare, as a page opened before the notice would send them.
    const foreigner = {
      ...citizen,
      id: citizen.id.replace("-citizen~", "~"),
      fareType: "foreigner" as const,
    };
    expect(await createBooking(bookingRequest(foreigner, me.user.id))).toEqual({ kind: "routeClosed" });
  });
});
