import { describe, expect, it } from "vitest";
import type { User } from "../../domain/account.ts";
import { paths, type RouteName } from "../paths.ts";
import { EARLY_REQUEST_ROUTES, earlyRequest } from "./early-requests.ts";

const user = { id: "u 1", email: "thida@example.mm" } as User;
const at = (pathname: string, search = "") => ({ pathname, search });

describe("the data a page asks for before the app arrives", () => {
  it("asks for the wallet on each wallet page, keyed by the signed-in user", () => {
    for (const route of ["wallet", "walletCard", "walletKpay"] as const)
      expect(earlyRequest(route, at(paths[route]), user)).toEqual({
        name: "wallet",
        key: "u 1",
        path: "/apis/customers/wallet",
      });
  });

  it("asks for the user's own bookings on Booking History", () => {
    expect(earlyRequest("bookingHistory", at("/bookinghistory"), user)).toEqual({
      name: "bookings",
      key: "u 1",
      path: "/apis/flights/booking?userId=u%201",
    });
  });

  it("asks for the booking named in a detail's address or in /flights/change's ?booking=", () => {
    expect(earlyRequest("bookingDetail", at("/booking-detail/FB%2012"), user)).toEqual({
      name: "booking",
      key: "FB 12",
      path: "/apis/flights/booking/FB%2012",
    });
    expect(earlyRequest("change", at("/flights/change", "?booking=FB12"), user)).toEqual({
      name: "booking",
      key: "FB12",
      path: "/apis/flights/booking/FB12",
    });
  });

  it("asks for nothing without a booking named, or on a page that does not load data first", () => {
    expect(earlyRequest("change", at("/flights/change"), user)).toBeNull();
    expect(earlyRequest("bookingDetail", at("/booking-detail/"), user)).toBeNull();
    expect(earlyRequest("profile", at("/profile"), user)).toBeNull();
  });

  it("lists exactly the routes that ask", () => {
    const asking = (Object.keys(paths) as RouteName[]).filter(
      (route) => earlyRequest(route, at("/booking-detail/FB1", "?booking=FB1"), user) !== null,
    );
    expect(new Set(asking)).toEqual(EARLY_REQUEST_ROUTES);
  });
});
