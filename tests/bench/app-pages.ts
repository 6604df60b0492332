import { type ApiCall, createHeldBooking, createPaidBooking } from "../../server/testing/paid-booking.ts";
import { legsQuery, OUTBOUNDS_PATH } from "../../src/api/round-trip-call.ts";
import { addDays } from "../../src/domain/dates.ts";
import { OUTBOUND_KEY } from "../../src/domain/round-trip-legs.ts";
import type { SearchParams } from "../../src/domain/search-params.ts";
import { searchToQuery } from "../../src/domain/search-query.ts";
import { isObject } from "../../src/domain/shape.ts";
import type { Locale } from "../../src/i18n/locales.ts";
import { localizedPath } from "../../src/i18n/paths.ts";
import { ISSUE_45_BEFORE_KB } from "./js-budgets.ts";
import { storedSearch } from "./vitals.ts";

/** A page the bench loads: its address, what the browser holds first, and what it is. */
export interface BenchPage {
  path: string;
  storage?: Record<string, string>;
  note?: string;
  /** The page's JavaScript in all before one renderer (the issue's "no more than 5% heavier"). */
  jsBefore?: number;
}

/** The marketing pages, in both languages (their /my/ twins). */
export const MARKETING: BenchPage[] = [
  { path: "/" },
  { path: "/about/" },
  { path: "/contact/" },
  { path: "/my/" },
  { path: "/my/about/" },
  { path: "/my/contact/" },
];

/** The results' address for the stored search: what a search, a bookmark or a shared link opens. */
export function resultsPath(locale: Locale = "en"): string {
  const search = storedSearch();
  return localizedPath(`/flights?${new URLSearchParams(searchToQuery(search))}`, locale);
}

/**
 * The results of a round trip (the stored search with a return four days later) at its outbound
 * step, and at its return step with the cheapest outbound chosen; and of a multi-city trip
 * (Yangon, Bagan, Mandalay on the stored search's day and two days apart): the steps and the trip
 * type the built page cannot know, as their address opens them.
 */
async function tripResultsPaths(origin: string): Promise<BenchPage[]> {
  const search = storedSearch();
  const roundTrip = { ...search, returnDate: addDays(search.departureDate, 4) };
  const outbounds = await fetch(`${origin}${OUTBOUNDS_PATH}?${legsQuery(roundTrip)}`);
  const first = ((await outbounds.json()) as { data?: { outboundId?: string }[] }).data?.[0]?.outboundId;
  if (!first) throw new Error(`bench: the round trip has no outbound (${outbounds.status})`);
  const legs: SearchParams["legs"] = [
    { from: "RGN", to: "NYU", departureDate: search.departureDate },
    { from: "NYU", to: "MDL", departureDate: addDays(search.departureDate, 2) },
  ];
  const query = (params: SearchParams, extra: Record<string, string> = {}) =>
    `/flights?${new URLSearchParams({ ...searchToQuery(params), ...extra })}`;
  return [
    ...both({ path: query(roundTrip), note: "round trip, step 1" }),
    ...both({ path: query(roundTrip, { [OUTBOUND_KEY]: first }), note: "round trip, step 2" }),
    ...both({ path: query({ ...search, legs }), note: "multi-city" }),
  ];
}

/** `page` in both languages, each with its size before. */
function both(page: BenchPage): BenchPage[] {
  return (["en", "my"] as const).map((locale) => {
    const bare = page.path.split("?")[0] ?? "";
    const before = ISSUE_45_BEFORE_KB[bare]?.[locale === "en" ? 0 : 1];
    return {
      ...page,
      path: localizedPath(page.path, locale),
      note: [page.note, locale === "my" ? "Myanmar" : ""].filter(Boolean).join(", ") || undefined,
      jsBefore: before === undefined ? undefined : before * 1024,
    };
  });
}

/**
 * The booking app's pages in English and Myanmar as a visitor reaches them: the results from
 * their address, sign-in and sign-up, Choose with a chosen offer, and as the demo customer the
 * ticket step, Booking History with two paid bookings, the wallet, My Profile, /payment with a
 * booking held, /payment/complete with a paid one and /flights/change for a paid one.
 */
export async function appPages(origin: string): Promise<BenchPage[]> {
  const search = storedSearch();
  const query = new URLSearchParams(searchToQuery(search));
  query.set("limit", "10");
  const answer = (await (await fetch(`${origin}/apis/flights/search/one-ways?${query}`)).json()) as {
    data: unknown[];
  };
  const chosen = { searchParams: JSON.stringify(search), selectedFlight: JSON.stringify(answer.data[0]) };
  const login = await fetch(`${origin}/apis/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "demo@flights.example.mm", password: "Demo12345!" }),
  });
  if (!login.ok) throw new Error(`bench: the demo account cannot sign in (${login.status})`);
  const session = (await login.json()) as { jwt: string; expiresAt: string; user: { id: string } };
  const signedIn = {
    token: session.jwt,
    token_expires_at: String(Date.parse(session.expiresAt)),
    user: JSON.stringify(session.user),
  };
  const airport = (iataCode: string, city: string, cityMy: string) => ({
    iataCode,
    city,
    cityMy,
    domestic: true,
  });
  const ticket = {
    ...chosen,
    ...signedIn,
    searchForm: JSON.stringify({
      from: airport("RGN", "Yangon", "ရန်ကုန်"),
      to: airport("MDL", "Mandalay", "မန္တလေး"),
    }),
  };
  const call: ApiCall = async (method, urlPath, options = {}) => {
    const res = await fetch(origin + urlPath, {
      method,
      headers: {
        "content-type": "application/json",
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  };
  const demo = { userId: session.user.id, token: session.jwt };
  const paidIds: string[] = [];
  for (let i = 0; i < 2; i += 1) paidIds.push((await createPaidBooking(call, demo)).id);
  const held = await createHeldBooking(call, demo);
  const paying = { ...signedIn, bookingData: JSON.stringify(held.record), bookingOwner: demo.userId };
  const paidAnswer = await call("GET", `/apis/flights/booking/${paidIds[1]}`, { token: session.jwt });
  const paidRecord = isObject(paidAnswer.body) ? paidAnswer.body.data : undefined;
  const paid = { ...signedIn, bookingData: JSON.stringify(paidRecord), bookingOwner: demo.userId };
  return [
    ...both({ path: resultsPath(), note: "from its address" }),
    ...(await tripResultsPaths(origin)),
    ...both({ path: "/login" }),
    ...both({ path: "/signup" }),
    ...both({ path: "/flights/choose", storage: chosen, note: "chosen offer" }),
    ...both({ path: "/ticket", storage: ticket, note: "signed in, chosen offer" }),
    ...both({ path: "/bookinghistory", storage: signedIn, note: "signed in" }),
    ...both({ path: "/wallet", storage: signedIn, note: "signed in" }),
    ...both({ path: "/profile", storage: signedIn, note: "signed in" }),
    ...both({ path: "/payment", storage: paying, note: "held booking" }),
    ...both({ path: "/payment/complete", storage: paid, note: "paid booking" }),
    ...both({ path: `/flights/change?booking=${paidIds[0]}`, storage: signedIn, note: "signed in" }),
  ];
}
