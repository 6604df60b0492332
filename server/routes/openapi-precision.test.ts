import { beforeAll, describe, expect, it } from "vitest";
import { bookingRequest, contact, passenger, registration } from "../../src/domain/test-data.ts";
import { resolveLocation } from "../flights/reference.ts";
import { firstOffer, TEST_NOW } from "../flights/testing.ts";
import { setUpTestContext } from "../testing/harness.ts";
import { endUnpaidHolds } from "../testing/holds.ts";
import { readOpenApi } from "../testing/openapi-document.ts";
import { createTestUser } from "../testing/users.ts";
import { createBookingRoute } from "./flights/booking.routes.ts";
import { register } from "./users/users.routes.ts";

// The OpenAPI document describes what the server really enforces, so that a client (or a tool
// generating requests from it) that follows it is accepted, and what it refuses is refused.
const t = setUpTestContext({ now: () => TEST_NOW });
let doc: Awaited<ReturnType<typeof readOpenApi>>;
beforeAll(async () => {
  doc = await readOpenApi(t);
});

const parameter = (path: string, name: string) =>
  doc.paths[path]?.get?.parameters?.find((p) => p.name === name)?.schema;
const property = (schema: string, name: string) => doc.components.schemas[schema]?.properties?.[name];
const matches = (pattern: string, value: string) => new RegExp(pattern, "u").test(value);

describe("the OpenAPI document", () => {
  it("names its server, so tools resolve the paths against the origin that serves it", () => {
    expect(doc.servers).toEqual([{ url: "/", description: expect.any(String) }]);
  });

  it("lists the places from and to accept, each of which the search knows", () => {
    for (const path of ["/apis/flights/search/one-ways", "/apis/flights/cheapest-dates"])
      for (const name of ["from", "to"]) {
        const values = (parameter(path, name)?.enum ?? []).map(String);
        expect(values).toEqual(expect.arrayContaining(["RGN", "Yangon", "ရန်ကုန်", "BKK", "Bangkok"]));
        for (const value of values) expect(resolveLocation(value).length, value).toBeGreaterThan(0);
      }
  });

  it("gives travellers' names the pattern the booking enforces: Latin letters, as in the passport", async () => {
    const pattern = property("PassengerInfo", "firstName")?.pattern ?? "";
    expect(pattern).not.toBe("");
    expect(property("PassengerInfo", "lastName")?.pattern).toBe(pattern);
    const { user, token } = await createTestUser(t);
    const offer = await firstOffer(t, { from: "RGN", to: "MDL", departureDate: "2026-12-05" });
    const candidates = [
      "Aung",
      "José",
      "Müller-O'Neil",
      "Mya Mya.",
      "ကျော်",
      "Aung 😀",
      "Иван",
      "王",
      "A<b>",
      "42",
    ];
    for (const firstName of candidates) {
      await endUnpaidHolds(t, user.id);
      const body = { ...bookingRequest(offer, user.id), passengerInfo: [passenger({ firstName })] };
      const res = await t.api(createBookingRoute, { token, body });
      // "42" has no letter: the pattern says so in its description, the server refuses it.
      const documented = matches(pattern, firstName) && /\p{L}/u.test(firstName);
      expect({ firstName, accepted: res.status === 201 }).toEqual({ firstName, accepted: documented });
    }
  });

  it("gives the contact's names the pattern the booking enforces: Latin or Myanmar letters", async () => {
    const pattern = property("ContactInfo", "lastName")?.pattern ?? "";
    expect(pattern).not.toBe("");
    const { user, token } = await createTestUser(t);
    const offer = await firstOffer(t, { from: "RGN", to: "MDL", departureDate: "2026-12-05" });
    for (const lastName of ["Kyaw", "ကျော်", "Aung 😀", "Иван", "42"]) {
      await endUnpaidHolds(t, user.id);
      const body = { ...bookingRequest(offer, user.id), contactInfo: contact({ lastName }) };
      const res = await t.api(createBookingRoute, { token, body });
      const documented = matches(pattern, lastName) && /\p{L}/u.test(lastName);
      expect({ lastName, accepted: res.status === 201 }).toEqual({ lastName, accepted: documented });
    }
  });

  it("gives an account's name the pattern registration enforces", async () => {
    const schema =
      doc.paths["/apis/users/register"]?.post?.requestBody?.content?.["application/json"]?.schema;
    const pattern = schema?.properties?.name?.pattern ?? "";
    expect(pattern).not.toBe("");
    for (const name of [
      "Aung Aung",
      "ဒေါ်ခင်",
      "Zoë O'Brien",
      "   ",
      "\u200b\u200c\u200d",
      "Aung\u200b",
      "王小明",
    ]) {
      const res = await t.api(register, { body: registration({ name }) });
      expect({ name, accepted: res.status === 201 }).toEqual({
        name,
        accepted: matches(pattern, name.trim()),
      });
    }
  });

  it("gives the passport expiry and date of birth the formats the booking reads", () => {
    expect(property("PassengerInfo", "passportExpiry")?.pattern).toBe("^(\\d{4}-\\d{2}-\\d{2})?$");
    const birth = property("PassengerInfo", "dateOfBirth")?.pattern ?? "";
    expect(birth).not.toBe("");
    for (const ok of ["1990-01-15", "15/01/1990", "5.1.1990", "15-01-90"])
      expect(matches(birth, ok), ok).toBe(true);
    for (const bad of ["1990/01/15", "January 1990", "15011990"])
      expect(matches(birth, bad), bad).toBe(false);
  });

  it("states every limit and the guarantees of money, tokens and HTTPS in its description", () => {
    const text = doc.info.description;
    for (const said of [
      "Login: 10 failed logins per e-mail and per address in 1 minute",
      "Sign-up: 5 per e-mail and 20 per address in 10 minutes",
      "Forgot-password: 5 per e-mail and 10 per address in 15 minutes",
      "E-ticket mail: 5 per booking and 20 per account in 24 hours (429 `ETICKET_MAIL_LIMIT`)",
      "Unpaid bookings: 3 per account at once (409 `UNPAID_HOLDS_LIMIT`)",
      "15-second lease",
      "refused at once by every server process",
      "Strict-Transport-Security",
      "503 `TOP_UP_PENDING`",
    ])
      expect(text).toContain(said);
  });
});
