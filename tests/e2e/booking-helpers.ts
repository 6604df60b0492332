import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { BookingRecord } from "../../src/domain/booking.ts";
import type { FareType } from "../../src/domain/fare-type.ts";
import type { FlightOffer } from "../../src/domain/flight-offer.ts";
import { bookingRequest, contact, passenger } from "../../src/domain/test-data.ts";
import { createAccount, type Session, type Stored, storeInBrowser } from "./account-helpers.ts";

/** The booking journeys' helpers: offers from the real search, the ticket step's forms, the wallet. */

/** A date `days` from today (YYYY-MM-DD). */
export function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export interface Trip {
  from: string;
  to: string;
  departureDate: string;
  adults?: number;
  children?: number;
  /** Infants on lap (at most one per adult), searched and priced with the rest. */
  infants?: number;
  travelType?: 1 | 2;
  /**
   * Citizen or foreigner fares on domestic flights; none: the API's default (foreigner) for
   * chooseOffer, the browser's default (citizen) for openTicket.
   */
  fareType?: FareType;
}

/** Searches through the real API and answers the cheapest offer with its search parameters. */
export async function chooseOffer(request: APIRequestContext, trip: Trip) {
  const search = {
    travelType: trip.travelType ?? 1,
    from: trip.from,
    to: trip.to,
    departureDate: trip.departureDate,
    returnDate: null,
    adults: trip.adults ?? 1,
    children: trip.children ?? 0,
    limit: 10,
    travelClass: "ECONOMY",
    ...(trip.infants ? { infants: trip.infants } : {}),
    ...(trip.fareType ? { fareType: trip.fareType } : {}),
  };
  const query = new URLSearchParams({
    travelType: String(search.travelType),
    from: search.from,
    to: search.to,
    departureDate: search.departureDate,
    adults: String(search.adults),
    children: String(search.children),
    ...(trip.infants ? { infants: String(trip.infants) } : {}),
  });
  if (trip.fareType) query.set("fareType", trip.fareType);
  const res = await request.get(`/apis/flights/search/one-ways?${query}`);
  const body = await res.json();
  const offer = body.data?.[0] as FlightOffer | undefined;
  if (!offer) throw new Error(`no offer for ${JSON.stringify(trip)}`);
  return { search, offer };
}

/** The flight number and timetable date of an offer's first flight, for the operations hook. */
export function firstFlight(offer: FlightOffer): { flight: string; date: string } {
  const [flight = "", date = ""] = (offer.id.split("~")[1] ?? "").split(",")[0]?.split("@") ?? [];
  return { flight, date };
}

export interface PassengerFill {
  first: string;
  last: string;
  gender?: "MALE" | "FEMALE";
  /** YYYY-MM-DD, typed into the day, month and year fields. */
  birth?: string;
  passport?: string;
  /** The passport's country, an ISO code (its expiry is a valid passenger()'s unless `expiry`). */
  country?: string;
  /** The passport's expiry as typed; with `passport`, a valid passenger()'s when not given. */
  expiry?: string;
  /** The NRC 12/OUKAMA(N)123456 picked in its selectors (a domestic trip's). */
  nrc?: boolean;
  /** As typed, when not a valid passenger()'s (a Myanmar number written 09...). */
  phone?: string;
  /** An ISO code; a valid passenger()'s (MM) when not given. */
  nationality?: string;
  /** An infant on lap: their form has no phone or e-mail. */
  infant?: boolean;
}

/**
 * Types `text` into a passport expiry field and leaves it with Tab, which closes its calendar
 * (Escape would close the whole form, and the calendar may cover the fields around).
 *
 * react-datepicker blurs its field one animation frame after its calendar closes (`deferBlur`):
 * a focus given back within that frame, as a script can and a hand cannot, is taken away again
 * and what is typed next goes nowhere. So this returns after that frame.
 */
export async function typeExpiry(expiry: Locator, text: string) {
  await expiry.fill(text);
  await expiry.press("Tab");
  await expiry
    .page()
    .evaluate(
      () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
    );
}

/** Types a date (YYYY-MM-DD) into the form's day, month and year fields with `id`. */
export async function fillDate(dialog: Locator, id: string, iso: string) {
  const [year = "", month = "", day = ""] = iso.split("-");
  await dialog.locator(`#${id}`).fill(String(Number(day)));
  await dialog.locator(`#${id}-month`).selectOption(String(Number(month)));
  await dialog.locator(`#${id}-year`).fill(year);
}

/**
 * Fills passenger `n`'s form in its open modal (`dialog`), without saving: the names and what `p`
 * sets, the rest of a valid passenger() typed in. An adult on a domestic trip needs `nrc` or
 * `passport`.
 */
export async function fillPassenger(dialog: Locator, n: number, p: PassengerFill) {
  const valid = passenger();
  await dialog.locator(`#p${n}-firstName`).fill(p.first);
  await dialog.locator(`#p${n}-lastName`).fill(p.last);
  if (!p.infant) {
    await dialog.locator(`#p${n}-phoneNumber`).fill(p.phone ?? valid.phoneNumber);
    await dialog.locator(`#p${n}-email`).fill(valid.email);
  }
  await dialog.locator(`#p${n}-gender`).selectOption(p.gender ?? valid.gender);
  await dialog.locator(`#p${n}-nationality`).selectOption(p.nationality ?? valid.nationality);
  await fillDate(dialog, `p${n}-dateOfBirth`, p.birth ?? valid.dateOfBirth);
  if (p.passport) {
    await dialog.locator(`#p${n}-passportNumber`).fill(p.passport);
    await dialog.locator(`#p${n}-countryOfPassport`).selectOption(p.country ?? valid.countryOfPassport ?? "");
    const expiry = dialog.locator(`#p${n}-passportExpiry`);
    await typeExpiry(expiry, p.expiry ?? valid.passportExpiry ?? "");
  }
  if (p.nrc) {
    await dialog.locator(`#p${n}-nrcNumber`).selectOption("12");
    await dialog.getByLabel(/Township code|မြို့နယ် ကုဒ်/).selectOption("OUKAMA");
    await dialog.getByLabel(/Citizenship type|နိုင်ငံသား အမျိုးအစား/).selectOption("N");
    await dialog.getByLabel(/Six-digit number|ဂဏန်း ခြောက်လုံး/).fill("123456");
  }
}

/** Fills and saves passenger `n` in its modal. */
export async function savePassenger(page: Page, n: number, p: PassengerFill) {
  await page.locator(`#passenger-button-${n}`).click();
  const dialog = page.getByRole("dialog");
  await fillPassenger(dialog, n, p);
  await dialog.locator(`button[type=submit][form=passenger-${n}]`).click();
  await dialog.waitFor({ state: "hidden" });
  await page.locator(`#passenger-button-${n}`).filter({ hasText: p.last }).waitFor();
}

/**
 * Opens /ticket in a signed-in page (the `signedIn` fixture) with the cheapest offer for `trip`
 * chosen and its search stored, as Buy Now leaves them; answers both. The fare type is the
 * browser's default Country setting's (Myanmar: citizen fares, an NRC for each adult on a
 * domestic flight) unless `trip` names one.
 */
export async function openTicket(page: Page, request: APIRequestContext, trip: Trip) {
  const chosen = await chooseOffer(request, { fareType: "citizen", ...trip });
  await storeInBrowser(page, chosen);
  await page.goto("/ticket");
  return chosen;
}

/**
 * Opens a payment page (`/payment` unless told) with `booking` in the browser, as Confirm Booking
 * leaves it (with `more` stored beside it: a search, the language).
 */
export async function openPayment(page: Page, booking: object, path = "/payment", more: Stored = {}) {
  await storeInBrowser(page, { ...more, booking });
  await page.goto(path);
}

/** Fills the contact fields a customer's profile does not prefill (a valid contact()'s). */
export async function fillContactRest(page: Page) {
  const valid = contact();
  await page.locator("#contact-address").fill(valid.address);
  await page.locator("#contact-city").fill(valid.city);
  await page.locator("#contact-country").fill(valid.country);
}

/**
 * Sells seats on the offer's flights (9 at a time, held bookings of other customers, at the
 * offer's fare type) until its price moves. Each seller holds at most 3 unpaid bookings, as the
 * server may allow no more.
 */
export async function raisePrice(
  request: APIRequestContext,
  trip: Trip,
  offer: FlightOffer,
): Promise<string> {
  const fare = { ...trip, fareType: offer.fareType };
  let seller = await createAccount(request);
  for (let i = 0; i < 8; i++) {
    // An account holds 3 unpaid bookings at most: another seller for every third.
    if (i > 0 && i % 3 === 0) seller = await createAccount(request);
    const { offer: party } = await chooseOffer(request, { ...fare, adults: 9, children: 0 });
    await bookThroughApi(request, seller, party, true);
    const { offer: now } = await chooseOffer(request, fare);
    if (now.id === offer.id && now.price.grandTotal !== offer.price.grandTotal) return now.price.grandTotal;
  }
  throw new Error("the price did not move");
}

/** `npm run ops` through the e2e server's test-only route (E2E_HOOKS). */
export async function operate(
  request: APIRequestContext,
  command: "schedule" | "close" | "reset",
  offer: FlightOffer,
  departure?: string,
) {
  const res = await request.post("/apis/test/operations", {
    data: { command, ...firstFlight(offer), departure },
  });
  if (!res.ok()) throw new Error(`operations ${command} failed: ${await res.text()}`);
}

/**
 * Books `offer` through the API (one valid passenger per traveller, bookingRequest()) and answers
 * the record, as Confirm Booking would; `again`, as "Book again anyway" would, when the account
 * has booked the same travellers on the same flight already.
 */
export async function bookThroughApi(
  request: APIRequestContext,
  session: Session,
  offer: FlightOffer,
  again = false,
): Promise<BookingRecord> {
  const res = await request.post("/apis/flights/booking", {
    data: { ...bookingRequest(offer, session.user.id), ...(again ? { allowDuplicate: true } : {}) },
    headers: { Authorization: `Bearer ${session.jwt}` },
  });
  if (res.status() !== 201) throw new Error(`booking failed: ${res.status()} ${await res.text()}`);
  return (await res.json()).data;
}

/** Tops the wallet up by `cents` through the API (KBZPay), as the customer did before the test. */
export async function topUp(request: APIRequestContext, session: Session, cents: number) {
  const res = await request.post("/apis/customers/wallet/topup", {
    data: { amount: cents, method: "kpay" },
    headers: { Authorization: `Bearer ${session.jwt}`, "Idempotency-Key": crypto.randomUUID() },
  });
  if (!res.ok()) throw new Error(`top-up failed: ${res.status()} ${await res.text()}`);
}

/**
 * Books the cheapest offer for `trip` through the API: its search, the offer and the booking
 * record, as the browser holds them after Confirm Booking.
 */
export async function bookTrip(request: APIRequestContext, session: Session, trip: Trip) {
  const { search, offer } = await chooseOffer(request, trip);
  return { search, offer, booking: await bookThroughApi(request, session, offer) };
}

/** The wallet as the API answers it: balance and ledger, amounts in cents. */
async function wallet(request: APIRequestContext, session: Session) {
  const res = await request.get("/apis/customers/wallet", {
    headers: { Authorization: `Bearer ${session.jwt}` },
  });
  return (await res.json()).data as { balance: number; transactions: { type: string; amount: number }[] };
}

/** The wallet balance in cents. */
export async function walletBalance(request: APIRequestContext, session: Session): Promise<number> {
  return (await wallet(request, session)).balance;
}

/** The wallet's TOPUP ledger rows, newest first (amounts in cents). */
export async function walletTopUps(request: APIRequestContext, session: Session): Promise<number[]> {
  const { transactions } = await wallet(request, session);
  return transactions.filter((row) => row.type === "TOPUP").map((row) => row.amount);
}

/** The booking's seat hold runs out on the server now (the e2e server's test-only route). */
export async function endHold(request: APIRequestContext, bookingId: string) {
  const res = await request.post("/apis/test/end-hold", { data: { bookingId } });
  if (!res.ok()) throw new Error(`end-hold failed: ${await res.text()}`);
}

/** Pays a booking from the wallet through the API, as the same customer on another device would. */
export async function payThroughApi(request: APIRequestContext, session: Session, bookingId: string) {
  const res = await request.post("/apis/customers/check-payment", {
    data: { userId: session.user.id, flightId: bookingId },
    headers: { Authorization: `Bearer ${session.jwt}` },
  });
  if (!res.ok()) throw new Error(`payment failed: ${res.status()} ${await res.text()}`);
}

/**
 * With JOURNEY_SHOTS=<folder>, a journey test keeps pictures to look at: `shot(name, part)`
 * writes `part` as `<folder>/<prefix>-<project>-<name>.png`; without it, nothing.
 */
export function journeyShots(prefix: string, project: string) {
  return async (name: string, part: Locator) => {
    const folder = process.env.JOURNEY_SHOTS;
    if (folder) await part.screenshot({ path: `${folder}/${prefix}-${project}-${name}.png` });
  };
}
