import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingBody, findOffers, passenger, TEST_NOW } from "../../flights/testing.ts";
import { createTestContext, type TestContext } from "../../testing/harness.ts";
import { createTestUser } from "../../testing/users.ts";

let t: TestContext;
let me: Awaited<ReturnType<typeof createTestUser>>;
beforeAll(async () => {
  t = await createTestContext({ now: () => TEST_NOW });
  me = await createTestUser(t);
});
afterAll(() => t.close());

const noPassport = { passportNumber: "", passportExpiry: "", countryOfPassport: "" };

async function domesticBody(nrcNumber: string, departureDate = "2026-12-06") {
  const [offer] = await findOffers(t, { from: "RGN", to: "MDL", departureDate });
  if (!offer) throw new Error("no offer");
  const body = bookingBody(offer, me.user.id);
  return { ...body, passengerInfo: [{ ...passenger(noPassport), nrcNumber }] };
}

describe("NRC numbers on domestic bookings", () => {
  it("books with an NRC number instead of a passport and shows it as the passenger's id", async () => {
    const res = await t.call("POST", "/apis/flights/booking", {
      body: await domesticBody(" 12/oukama (n) 123456 "),
      token: me.token,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ passengerIdType: "NRC", passengerIdNumber: "12/OUKAMA(N)123456" });
    const detail = await t.call("GET", `/apis/flights/booking/${res.body.data.id}`, { token: me.token });
    expect(detail.body.data.passengerIdNumber).toBe("12/OUKAMA(N)123456");
  });

  it("keeps a number written in Myanmar script in Myanmar script", async () => {
    const res = await t.call("POST", "/apis/flights/booking", {
      body: await domesticBody("၁၂/ဥကမ(နိုင်)၁၂၃၄၅၆", "2026-12-07"),
      token: me.token,
    });
    expect(res.status).toBe(201);
    expect(res.body.data.passengerIdNumber).toBe("၁၂/ဥကမ(နိုင်)၁၂၃၄၅၆");
  });

  it("refuses a number with a township of another state, with the rule's message", async () => {
    const res = await t.call("POST", "/apis/flights/booking", {
      body: await domesticBody("1/OUKAMA(N)123456", "2026-12-08"),
      token: me.token,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Please enter a valid NRC number for Adult Passenger 1");
    expect(res.body.error.fields).toHaveProperty(["passengerInfo.0.nrcNumber"]);
  });
});
