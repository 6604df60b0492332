import { describe, expect, it } from "vitest";
import { defaultListState, listStateQuery, readListState } from "./list-state.ts";

describe("list state in the URL", () => {
  it("leaves defaults out", () => {
    expect(listStateQuery(defaultListState)).toEqual({});
    expect(readListState({})).toEqual(defaultListState);
  });

  it("round-trips sort and every filter", () => {
    const state = {
      sort: "time" as const,
      filters: {
        stops: [1, 0],
        times: ["evening" as const, "morning" as const],
        airlines: ["UB", "8M"],
        maxPrice: 25_050,
      },
    };
    const query = listStateQuery(state);
    expect(query).toEqual({
      sort: "time",
      stops: "0,1",
      time: "morning,evening",
      airline: "8M,UB",
      maxPrice: "250.50",
    });
    expect(readListState(query)).toEqual({
      sort: "time",
      filters: { stops: [0, 1], times: ["morning", "evening"], airlines: ["8M", "UB"], maxPrice: 25_050 },
    });
  });

  it("drops what it does not understand", () => {
    expect(
      readListState({ sort: "cheapest", stops: "x,1", time: "noon", airline: "<b>,UB", maxPrice: "-3" }),
    ).toEqual({
      sort: "price",
      filters: { stops: [1], times: [], airlines: ["UB"], maxPrice: null },
    });
  });
});
