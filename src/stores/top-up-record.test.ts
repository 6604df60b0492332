import { beforeEach, describe, expect, it } from "vitest";
import { $topUpRecord, saveTopUpRecord, topUpKey, topUpRecordFor } from "./top-up-record.ts";

beforeEach(() => $topUpRecord.set(null));

describe("the top-up record of a payment", () => {
  it("counts what was topped up for the same booking only", () => {
    saveTopUpRecord({ bookingId: "B1", kept: 15_200, pending: null });
    expect(topUpRecordFor($topUpRecord.get(), "B1").kept).toBe(15_200);
    expect(topUpRecordFor($topUpRecord.get(), "B2")).toEqual({ bookingId: "B2", kept: 0, pending: null });
  });

  it("reuses a pending top-up's key for the same amount and method only", () => {
    const record = { bookingId: "B1", kept: 0, pending: { key: "k1", amount: 15_200, method: "card" } };
    expect(topUpKey(record, 15_200, "card", "k2")).toBe("k1");
    expect(topUpKey(record, 15_200, "kpay", "k2")).toBe("k2");
    expect(topUpKey(record, 9_000, "card", "k2")).toBe("k2");
    expect(topUpKey({ ...record, pending: null }, 15_200, "card", "k2")).toBe("k2");
  });

  it("forgets a record with nothing kept and nothing pending", () => {
    saveTopUpRecord({ bookingId: "B1", kept: 500, pending: null });
    saveTopUpRecord({ bookingId: "B1", kept: 0, pending: null });
    expect($topUpRecord.get()).toBeNull();
    saveTopUpRecord({ bookingId: "B1", kept: 0, pending: { key: "k1", amount: 500, method: "card" } });
    expect($topUpRecord.get()?.pending?.key).toBe("k1");
  });
});
