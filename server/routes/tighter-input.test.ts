import { describe, expect, it } from "vitest";
import type { RegistrationPayload } from "../../src/domain/account.ts";
import type { ContactInfo } from "../../src/domain/contact-info.ts";
import type { PassengerInfo } from "../../src/domain/passenger-info.ts";
import { bookingRequest, contact, passenger, registration } from "../../src/domain/test-data.ts";
import { firstOffer, setUpFlightTests } from "../flights/testing.ts";
import { expectStatus } from "../testing/harness.ts";
import { endUnpaidHolds } from "../testing/holds.ts";
import { readOpenApi } from "../testing/openapi-document.ts";
import { topUp } from "./customers/customers.routes.ts";
import { createBookingRoute } from "./flights/booking.routes.ts";
import { searchOneWays } from "./flights/search.routes.ts";
import { register as registerRoute, updateProfile } from "./users/users.routes.ts";

/** Issue 13: input the API took that it should not have, and the one phone rule. */
const { t, me } = setUpFlightTests();

const register = (fields: Partial<RegistrationPayload>) =>
  t.api(registerRoute, { body: registration(fields) });
const patchMe = (body: { name?: string; phoneNumber?: string }) =>
  t.api(updateProfile, { params: { userId: me.user.id }, token: me.token, body });

/** Books a fresh offer with the given passenger and contact changes. */
async function book(change: { passenger?: Partial<PassengerInfo>; contact?: Partial<ContactInfo> }) {
  const offer = await firstOffer(t, { from: "RGN", to: "MDL", departureDate: "2026-12-05" });
  const body = bookingRequest(offer, me.user.id);
  body.passengerInfo = [passenger(change.passenger)];
  body.contactInfo = contact(change.contact);
  // Many bookings of one account, never paid: each starts with the earlier holds ended.
  await endUnpaidHolds(t, me.user.id);
  return t.api(createBookingRoute, { token: me.token, body });
}

const search = (query: Record<string, string>) =>
  t.api(searchOneWays, { query: { travelType: "1", from: "RGN", to: "MDL", ...query } });

describe("names", () => {
  it("refuses an account name made only of invisible characters", async () => {
    const res = await register({ name: "\u200b\u200c\u200d" });
    expect(res.status).toBe(400);
    const patch = await patchMe({ name: "\u2060\ufeff" });
    expect(patch.status).toBe(400);
  });

  it("refuses at booking a traveller's name airlines cannot take, with a clear message", async () => {
    for (const firstName of ["Aung 😀", "Иван", "\u200b\u200b", "မောင်"]) {
      const res = expectStatus(await book({ passenger: { firstName } }), 400);
      expect(res.body.error.code).toBe("NAME_NOT_LATIN");
      expect(res.body.message).toMatch(/^Please write the name of Adult Passenger 1 in Latin letters/);
      expect(res.body.error.fields).toHaveProperty("passengerInfo.0.firstName");
    }
    const refused = expectStatus(await book({ contact: { lastName: "王" } }), 400);
    expect(refused.body.message).toBe("Names must be written in Latin or Myanmar letters");
    expect(refused.body.error.fields).toHaveProperty("contactInfo.lastName");
  });

  it("keeps travellers' Latin names with accents, and a contact's Myanmar name", async () => {
    expect((await book({ passenger: { firstName: "José", lastName: "Müller-O'Neil" } })).status).toBe(201);
    expect((await book({ contact: { firstName: "မောင်", lastName: "ကျော်" } })).status).toBe(201);
  });
});

describe("e-mail addresses", () => {
  it("refuses look-alike, invisible and markup characters", async () => {
    expect((await register({ email: "demo@example.mm" })).status).toBe(201);
    for (const email of ["d\u0435mo@example.mm", "de\u200bmo@example.mm", "<script>@example.test"]) {
      const res = await register({ email });
      expect(res.status, email).toBe(400);
      if (res.status !== 400) continue;
      expect(res.body.error.fields).toHaveProperty("email");
    }
    const res = await book({ contact: { email: "d\u0435mo@example.mm" } });
    expect(res.status).toBe(400);
  });
});

describe("one phone rule", () => {
  const phones = [
    "+959123456789",
    "09 123-456 789",
    "12345",
    "+1234567890123456",
    "phone",
    "+95 9 1234 5678 9",
  ];
  it("registration, profile and booking accept and refuse the same phone numbers", async () => {
    for (const phoneNumber of phones) {
      const registration = (await register({ phoneNumber })).status === 201;
      const profile = (await patchMe({ phoneNumber })).status === 200;
      const contact = (await book({ contact: { phoneNumber } })).status === 201;
      const traveller = (await book({ passenger: { phoneNumber } })).status === 201;
      expect({ phoneNumber, registration, profile, contact, traveller }).toEqual({
        phoneNumber,
        registration: contact,
        profile: contact,
        contact,
        traveller: contact,
      });
    }
  });
});

describe("dates and numbers", () => {
  it("refuses a date of birth before 1900", async () => {
    const res = expectStatus(await book({ passenger: { dateOfBirth: "1899-12-31" } }), 400);
    expect(res.body.message).toBe("Please enter a valid date of birth for Adult Passenger 1");
  });

  it("refuses counts that are not whole decimal numbers", async () => {
    for (const adults of ["0x1", "1e0", "1.0", " 1"]) {
      const res = await search({ departureDate: "2026-12-05", adults });
      expect(res.status, adults).toBe(400);
    }
  });

  it("refuses a return date past the sale window as it refuses such a departure", async () => {
    expect((await search({ departureDate: "9999-12-31" })).status).toBe(400);
    const res = expectStatus(await search({ departureDate: "2026-12-05", returnDate: "9999-12-31" }), 400);
    expect(res.body.message).toBe("Flights are on sale up to 365 days ahead");
  });
});

describe("top-up method", () => {
  it("accepts capitals, as the documented pattern does, and refuses what the pattern refuses", async () => {
    const { paths } = await readOpenApi(t);
    const schema =
      paths["/apis/customers/wallet/topup"]?.post?.requestBody?.content?.["application/json"]?.schema;
    const pattern = new RegExp(schema?.properties?.method?.pattern ?? "(?!)");
    const send = (method: string) => t.api(topUp, { token: me.token, body: { amount: 100, method } });
    for (const method of ["KPAY", "card", "Wave_Pay"]) {
      expect(pattern.test(method), method).toBe(true);
      expect((await send(method)).status, method).toBe(200);
    }
    for (const method of ["k pay", "-card", "x".repeat(33)]) {
      expect(pattern.test(method), method).toBe(false);
      expect((await send(method)).status, method).toBe(400);
    }
  });
});
