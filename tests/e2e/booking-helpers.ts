import type { APIRequestContext, Page } from "@playwright/test";
import type { FlightOffer } from "../../src/domain/flight-offer.ts";

/** Data shared by the booking journeys: accounts, offers from the real search, stored state. */
export const DEMO = { email: "demo@flights.example.mm", password: "Demo12345!" };

export interface Session {
  jwt: string;
  expiresAt: string;
  user: { id: string; name: string; email: string; phoneNumber: string; isAgent: boolean };
}

/** Signs in through the API. */
export async function login(request: APIRequestContext, account = DEMO): Promise<Session> {
  const res = await request.post("/apis/auth/login", { data: account });
  if (!res.ok()) throw new Error(`login failed: ${res.status()}`);
  return res.json();
}

/** A fresh customer (wallet 0), signed in. */
export async function newCustomer(request: APIRequestContext): Promise<Session> {
  const email = `traveller.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.mm`;
  const password = "Traveller123!";
  const res = await request.post("/apis/users/register", {
    data: {
      name: "Su Su",
      email,
      phoneNumber: "+959420000999",
      password,
      confirmPassword: password,
      isAgent: false,
    },
  });
  if (!res.ok()) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  return login(request, { email, password });
}

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
  travelType?: 1 | 2;
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
  };
  const query = new URLSearchParams({
    travelType: String(search.travelType),
    from: search.from,
    to: search.to,
    departureDate: search.departureDate,
    adults: String(search.adults),
    children: String(search.children),
  });
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

/** Writes the stores' localStorage keys as the app would after sign-in and Buy Now. */
export async function seedBrowser(
  page: Page,
  state: { session: Session; search?: object; offer?: FlightOffer; language?: "en" | "my" },
) {
  await page.goto("/apis/health");
  await page.evaluate((s) => {
    localStorage.clear();
    localStorage.setItem("token", s.session.jwt);
    localStorage.setItem("token_expires_at", String(Date.parse(s.session.expiresAt)));
    localStorage.setItem("user", JSON.stringify(s.session.user));
    if (s.search) localStorage.setItem("searchParams", JSON.stringify(s.search));
    if (s.offer) localStorage.setItem("selectedFlight", JSON.stringify(s.offer));
    localStorage.setItem("language", s.language ?? "en");
  }, state);
}

/** Fills and saves passenger `n` in its modal. */
export async function savePassenger(
  page: Page,
  n: number,
  p: {
    first: string;
    last: string;
    gender?: "MALE" | "FEMALE";
    birth?: string;
    passport?: string;
    nrc?: boolean;
  },
) {
  await page.locator(`#passenger-button-${n}`).click();
  const dialog = page.getByRole("dialog");
  await dialog.locator(`#p${n}-firstName`).fill(p.first);
  await dialog.locator(`#p${n}-lastName`).fill(p.last);
  await dialog.locator(`#p${n}-phoneNumber`).fill("+959420000111");
  await dialog.locator(`#p${n}-email`).fill(`${p.first.toLowerCase()}@example.mm`);
  await dialog.locator(`#p${n}-gender`).selectOption(p.gender ?? "MALE");
  await dialog.locator(`#p${n}-nationality`).fill("Myanmar");
  await dialog.locator(`#p${n}-dateOfBirth`).fill(p.birth ?? "1990-01-15");
  if (p.passport) await dialog.locator(`#p${n}-passportNumber`).fill(p.passport);
  if (p.nrc) {
    await dialog.locator(`#p${n}-nrcNumber`).selectOption("12");
    await dialog.getByLabel(/Township code|မြို့နယ် ကုဒ်/).selectOption("OUKAMA");
    await dialog.getByLabel(/Citizenship type|နိုင်ငံသား အမျိုးအစား/).selectOption("N");
    await dialog.getByLabel(/Six-digit number|ဂဏန်း ခြောက်လုံး/).fill("123456");
  }
  await dialog.locator(`button[type=submit][form=passenger-${n}]`).click();
  await page.locator(`#passenger-button-${n}`).filter({ hasText: p.first }).waitFor();
}

/** Fills the contact fields the demo customer's profile does not prefill. */
export async function fillContactRest(page: Page) {
  await page.locator("#contact-address").fill("1 Pyay Road");
  await page.locator("#contact-city").fill("Yangon");
  await page.locator("#contact-country").fill("Myanmar");
}
