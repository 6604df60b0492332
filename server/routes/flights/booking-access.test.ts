import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { BookingRecord } from "../../../src/domain/booking.ts";
import type { FlightOffer } from "../../../src/domain/flight-offer.ts";
import { bookingRequest, contact, passenger } from "../../../src/domain/test-data.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { renderETicket } from "../../eticket/pdf.ts";
import { bookOffer, findOffers, setUpFlightTests, TEST_NOW } from "../../flights/testing.ts";
import { expectStatus } from "../../testing/harness.ts";
import { pdfObjects, pdfText } from "../../testing/pdf-text.ts";
import { createTestUser, type TestUser } from "../../testing/users.ts";
import * as routes from "./booking.routes.ts";

const { t, me } = setUpFlightTests({ name: "Aung Kyaw" });
let other: TestUser;
let first: BookingRecord;
let second: BookingRecord;
let oneWay: FlightOffer;

beforeAll(async () => {
  other = await createTestUser(t);
  const [roundTrip] = await findOffers(t, {
    travelType: 2,
    from: "RGN",
    to: "BKK",
    departureDate: "2026-12-01",
    returnDate: "2026-12-06",
  });
  const [cheapest] = await findOffers(t, { from: "RGN", to: "MDL", departureDate: "2026-12-02" });
  if (!roundTrip || !cheapest) throw new Error("no offers");
  oneWay = cheapest;
  first = expectStatus(await bookOffer(t, roundTrip, me, 2), 201).body.data;
  second = expectStatus(await bookOffer(t, oneWay, me), 201).body.data;
});

const list = (userId: string, token: string) => t.api(routes.listBookingsRoute, { query: { userId }, token });
const detail = (id: string, token?: string) => t.api(routes.getBookingRoute, { params: { id }, token });
const eticket = (id: string, token: string) => t.api(routes.eticketRoute, { params: { id }, token });
const sendMail = (id: string, token: string, route = routes.sendEmailPostRoute) =>
  t.api(route, { params: { id }, token });

const markPaid = (id: string) =>
  t.database.db.update(bookings).set({ status: "PAID", paidAt: TEST_NOW }).where(eq(bookings.id, id));

describe("booking list and detail", () => {
  it("lists the caller's bookings, newest first", async () => {
    const res = expectStatus(await list(me.user.id, me.token), 200);
    expect(res.body.data.map((b) => b.id).sort()).toEqual([first.id, second.id].sort());
    expect(res.body.data[0]?.bookedBy).toBe("Aung Kyaw");
  });

  it("refuses another user's list (403) and hides their bookings (404)", async () => {
    expect((await list(me.user.id, other.token)).status).toBe(403);
    expect(expectStatus(await list(other.user.id, other.token), 200).body.data).toEqual([]);
    const res = await detail(first.id, other.token);
    expect(res.status).toBe(404);
    expect((await detail("FBNOSUCHONE1", me.token)).status).toBe(404);
    expect((await detail(first.id)).status).toBe(401);
  });

  it("shows one booking to its owner", async () => {
    const res = expectStatus(await detail(first.id, me.token), 200);
    expect(res.body.data).toMatchObject({ id: first.id, isRoundTrip: true, status: "PENDING_PAYMENT" });
  });
});

describe("e-tickets", () => {
  it("are not issued before payment", async () => {
    expect((await eticket(second.id, me.token)).status).toBe(409);
    const res = expectStatus(await sendMail(second.id, me.token), 409);
    expect(res.body.success).toBe(false);
  });

  it("are a PDF with the booking, PNRs, passengers, flights and total once paid", async () => {
    await markPaid(first.id);
    const res = expectStatus(await eticket(first.id, me.token), 200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const pdf = Buffer.from(res.body);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(pdf);
    for (const expected of [
      first.id,
      first.airlineRef,
      first.returnFlightInfo?.airlineRef,
      "E-ticket Issued",
      "KYAW/Adult0",
      "Terminal",
      "Total paid",
      "checked baggage",
    ])
      expect(text).toContain(expected);
    expect((await eticket(first.id, other.token)).status).toBe(404);
  });

  it("date the booking in Myanmar time and give a phone typed the local way as it was typed", async () => {
    const { body } = expectStatus(await detail(first.id, me.token), 200);
    // 20:00 UTC on 23 Nov is 02:30 on 24 Nov in Yangon, as Booking History and the detail say.
    const record = { ...body.data, bookingDate: "2026-11-23T20:00:00.000Z", phoneNumber: "09781234567" };
    const text = pdfText(Buffer.from(await renderETicket(record)));
    expect(text).toContain("Booked 24 Nov 2026");
    expect(text).toContain(", 09781234567");
    expect(text).not.toContain("+09781234567");
  });

  it("embed no font when all their text is Latin", async () => {
    const pdf = Buffer.from(expectStatus(await eticket(first.id, me.token), 200).body);
    const objects = pdfObjects(pdf);
    expect(objects).toContain("/BaseFont /Helvetica");
    expect(objects).not.toMatch(/\/FontFile|NotoSans/);
    expect(pdf.length).toBeLessThan(4_000);
  });

  it("embed a subset of Noto Sans Myanmar for Myanmar script (an NRC, the contact's name)", async () => {
    // Travellers' names are in Latin letters; an NRC and the contact's name may be in Myanmar script.
    const nrcNumber = "၁၂/ဥကမ(နိုင်)၁၂၃၄၅၆";
    // The NRC alone is a citizen fare's document.
    const [citizen] = await findOffers(t, {
      from: "RGN",
      to: "MDL",
      departureDate: "2026-12-02",
      fareType: "citizen",
    });
    if (!citizen) throw new Error("no citizen offer");
    const body = {
      ...bookingRequest(citizen, me.user.id),
      passengerInfo: [
        passenger({ passportNumber: "", passportExpiry: "", countryOfPassport: "", nrcNumber }),
      ],
      contactInfo: contact({ firstName: "အောင်", lastName: "ကြည်" }),
    };
    const booked = expectStatus(await t.api(routes.createBookingRoute, { body, token: me.token }), 201);
    await markPaid(booked.body.data.id);
    const pdf = Buffer.from(expectStatus(await eticket(booked.body.data.id, me.token), 200).body);
    const objects = pdfObjects(pdf);
    // Regular for the NRC and the contact's name; pdf-lib names a subset with a number.
    expect(objects).toMatch(/\/BaseFont \/NotoSansMyanmar-Regular-\d+/);
    expect(objects).not.toMatch(/NotoSansMyanmar-Bold/);
    expect(objects.match(/\/FontFile2 /g)).toHaveLength(1);
    expect(objects).toContain("/BaseFont /Helvetica");
    // A subset: the font's few glyphs, not the 65 KB font file.
    expect(pdf.length).toBeLessThan(12_000);
    // The Latin around the names is still Helvetica text.
    expect(pdfText(pdf)).toContain("Total paid");
  });

  it("are mailed with the PDF attached, by POST or GET", async () => {
    const res = expectStatus(await sendMail(first.id, me.token), 200);
    expect(res.body).toEqual({ status: "success", message: "E-ticket sent to aung.kyaw@example.mm" });
    expect((await sendMail(first.id, me.token, routes.sendEmailGetRoute)).status).toBe(200);
    const dir = t.deps.mailer.outboxDir ?? "";
    const files = await readdir(dir);
    expect(files.length).toBe(2);
    const mail = await readFile(path.join(dir, files[0] ?? ""), "utf8");
    expect(mail).toContain("To: aung.kyaw@example.mm");
    expect(mail).toContain(`eticket-${first.id}.pdf`);
    expect(mail).toContain("application/pdf");
    expect((await sendMail(first.id, other.token)).status).toBe(404);
  });
});
