import { describe, expect, it } from "vitest";
import { type DepositRequest, kyatToCents } from "../../../src/domain/deposit.ts";
import { TOKEN_LIFETIME_SECONDS } from "../../auth/tokens.ts";
import { expectStatus, offContract, setUpTestContext } from "../../testing/harness.ts";
import { createTestUser, type TestUser } from "../../testing/users.ts";
import { wallet } from "../customers/customers.routes.ts";
import { getAgency, listDeposits, recordDepositRoute, saveAgency, setThreshold } from "./agents.routes.ts";

let clock = new Date();
const t = setUpTestContext({ now: () => clock });

const agent = () => createTestUser(t, { isAgent: true });
const AGENCY = {
  agencyName: "Golden Land Travels",
  licenceNumber: "ttb/0123/2019",
  address: "No. 12, Bogyoke Road,\nYangon",
  phone: "09 7812 34567",
};
const deposit = (who: TestUser, body: DepositRequest) =>
  t.api(recordDepositRoute, { token: who.token, body });

describe("the agency calls are for agents only", () => {
  const calls = [
    (token?: string) => t.api(getAgency, { token }),
    (token?: string) => t.api(saveAgency, { token, body: AGENCY }),
    (token?: string) => t.api(listDeposits, { token }),
    (token?: string) =>
      t.api(recordDepositRoute, { token, body: { bank: "KBZ", reference: "FT-PERM-1", amountKyat: 50_000 } }),
    (token?: string) => t.api(setThreshold, { token, body: { threshold: 10_000 } }),
  ];

  it("answers a customer's token 403 AGENTS_ONLY and changes nothing", async () => {
    const customer = await createTestUser(t);
    for (const call of calls) {
      const res = await call(customer.token);
      expect(res.status).toBe(403);
      expect((res.body as { error: { code: string } }).error.code).toBe("AGENTS_ONLY");
    }
    const money = expectStatus(await t.api(wallet, { token: customer.token }), 200).body.data;
    expect(money.balance).toBe(0);
  });

  it("answers 401 without a token, and for a forged, tampered or expired one", async () => {
    const me = await agent();
    const [h, p, s] = me.token.split(".") as [string, string, string];
    const claims: { exp: number } = JSON.parse(Buffer.from(p, "base64url").toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 3600 })).toString("base64url")}.${s}`;
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      expect((await call(forged)).status).toBe(401);
      expect((await call(`${me.token}x`)).status).toBe(401);
    }
    const issued = clock;
    clock = new Date(issued.getTime() + TOKEN_LIFETIME_SECONDS * 1000);
    try {
      for (const call of calls) expect((await call(me.token)).status).toBe(401);
    } finally {
      clock = issued;
    }
    expect(expectStatus(await t.api(listDeposits, { token: me.token }), 200).body.data.transfers).toEqual([]);
  });
});

describe("the agency profile", () => {
  it("is null until filled in, then saved as kept: licence upper-cased, phone without separators", async () => {
    const me = await agent();
    expect(expectStatus(await t.api(getAgency, { token: me.token }), 200).body.data).toBeNull();
    const saved = expectStatus(await t.api(saveAgency, { token: me.token, body: AGENCY }), 200).body.data;
    expect(saved).toEqual({ ...AGENCY, licenceNumber: "TTB/0123/2019", phone: "09781234567" });
    expect(expectStatus(await t.api(getAgency, { token: me.token }), 200).body.data).toEqual(saved);
    // Another agent sees their own (none), never this one.
    const other = await agent();
    expect(expectStatus(await t.api(getAgency, { token: other.token }), 200).body.data).toBeNull();
  });

  it("refuses every bad field at once, saying which and why, and keeps what was there", async () => {
    const me = await agent();
    expectStatus(await t.api(saveAgency, { token: me.token, body: AGENCY }), 200);
    const res = expectStatus(
      await t.api(saveAgency, {
        token: me.token,
        body: { agencyName: "  ", licenceNumber: "#1", address: "x".repeat(301), phone: "12" },
      }),
      400,
    );
    expect(res.body.error.fields).toEqual({
      agencyName: "Please fill in this field",
      licenceNumber: "A licence number has 2 to 40 letters, digits, spaces, dots, slashes or dashes",
      address: "This is too long",
      phone: "Please enter a valid phone number",
    });
    const control = expectStatus(
      await t.api(saveAgency, { token: me.token, body: { ...AGENCY, agencyName: "Golden\u0000Land" } }),
      400,
    );
    expect(Object.keys(control.body.error.fields ?? {})).toEqual(["agencyName"]);
    expect(expectStatus(await t.api(getAgency, { token: me.token }), 200).body.data?.agencyName).toBe(
      AGENCY.agencyName,
    );
  });
});

describe("recording a bank transfer (sandbox: confirmed at once)", () => {
  it("credits the wallet once, at the MMK rate, and the statement names the bank and reference", async () => {
    const me = await agent();
    const res = expectStatus(
      await deposit(me, { bank: "KBZ", reference: " ft 2611 ၀၀၁ ", amountKyat: 2_100_000, note: "Monday's" }),
      201,
    );
    const credit = kyatToCents(2_100_000, t.deps.env.MMK_RATE);
    expect(res.body.data.transfer).toMatchObject({
      bank: "KBZ",
      reference: "FT2611001",
      amountKyat: 2_100_000,
      creditCents: credit,
      note: "Monday's",
      status: "CONFIRMED",
    });
    expect(res.body.data.balance).toBe(credit);
    const money = expectStatus(await t.api(wallet, { token: me.token }), 200).body.data;
    expect(money.balance).toBe(credit);
    expect(money.transactions).toMatchObject([
      {
        type: "DEPOSIT",
        amount: credit,
        balanceAfter: credit,
        deposit: { bank: "KBZ", reference: "FT2611001" },
      },
    ]);
    const listed = expectStatus(await t.api(listDeposits, { token: me.token }), 200).body.data;
    expect(listed.transfers.map((x) => [x.reference, x.status])).toEqual([["FT2611001", "CONFIRMED"]]);
  });

  it("refuses the same reference at the same bank twice (409), however it is typed; another bank or agent may use it", async () => {
    const me = await agent();
    expectStatus(await deposit(me, { bank: "AYA", reference: "AYA-77", amountKyat: 50_000 }), 201);
    const again = expectStatus(
      await deposit(me, { bank: "AYA", reference: " aya-77", amountKyat: 60_000 }),
      409,
    );
    expect(again.body.error.code).toBe("DUPLICATE_REFERENCE");
    expect(again.body.message).toBe("You have already recorded a transfer with this reference at this bank");
    expectStatus(await deposit(me, { bank: "CB", reference: "AYA-77", amountKyat: 50_000 }), 201);
    const other = await agent();
    expectStatus(await deposit(other, { bank: "AYA", reference: "AYA-77", amountKyat: 50_000 }), 201);
    const money = expectStatus(await t.api(wallet, { token: me.token }), 200).body.data;
    expect(money.balance).toBe(2 * kyatToCents(50_000, t.deps.env.MMK_RATE));
    // Each agent sees only their own transfers.
    const theirs = expectStatus(await t.api(listDeposits, { token: other.token }), 200).body.data.transfers;
    expect(theirs.map((x) => x.bank)).toEqual(["AYA"]);
  });

  it("refuses an amount out of bounds, an unknown bank, a bad reference or a long note", async () => {
    const me = await agent();
    const bad = [
      [{ bank: "KBZ", reference: "R-1", amountKyat: 9_999 }, "amountKyat"],
      [{ bank: "KBZ", reference: "R-1", amountKyat: 100_000_001 }, "amountKyat"],
      [{ bank: "KBZ", reference: "R-1", amountKyat: 50_000.5 }, "amountKyat"],
      [{ bank: "KBZ", reference: "R-1", amountKyat: "50000" }, "amountKyat"],
      [{ bank: "Citibank", reference: "R-1", amountKyat: 50_000 }, "bank"],
      [{ bank: "KBZ", reference: "R#1", amountKyat: 50_000 }, "reference"],
      [{ bank: "KBZ", reference: "R1", amountKyat: 50_000 }, "reference"],
      [{ bank: "KBZ", reference: "R-1", amountKyat: 50_000, note: "n".repeat(201) }, "note"],
    ] as const;
    for (const [body, field] of bad) {
      const res = await t.api(recordDepositRoute, { token: me.token, body: offContract(body) });
      expect(Object.keys(expectStatus(res, 400).body.error.fields ?? {})).toEqual([field]);
    }
    expect(expectStatus(await t.api(wallet, { token: me.token }), 200).body.data.balance).toBe(0);
  });
});

describe("the low-balance threshold", () => {
  it("is set, changed and cleared; bounded to whole cents from $1 to $100,000", async () => {
    const me = await agent();
    expectStatus(await t.api(setThreshold, { token: me.token, body: { threshold: 50_000 } }), 200);
    expect(
      expectStatus(await t.api(listDeposits, { token: me.token }), 200).body.data.lowBalanceThreshold,
    ).toBe(50_000);
    for (const threshold of [99, 10_000_001, 12.5])
      expectStatus(await t.api(setThreshold, { token: me.token, body: { threshold } }), 400);
    expectStatus(await t.api(setThreshold, { token: me.token, body: { threshold: null } }), 200);
    expect(
      expectStatus(await t.api(listDeposits, { token: me.token }), 200).body.data.lowBalanceThreshold,
    ).toBeNull();
  });
});
