import { describe, expect, it } from "vitest";
import { agencyProblems, normalizeAgency } from "./agency.ts";

const GOOD = {
  agencyName: "ရွှေမြေ ခရီးသွား",
  licenceNumber: "ttb/၀၁၂၃/2019",
  address: "No. 12, Bogyoke Road,\nYangon",
  phone: "+95 9 7812 34567",
};

describe("agency rules", () => {
  it("accepts a Myanmar name, a licence with Myanmar digits and an address on two lines", () => {
    expect(agencyProblems(GOOD)).toEqual([]);
    expect(normalizeAgency(GOOD)).toMatchObject({ licenceNumber: "TTB/0123/2019", phone: "+959781234567" });
  });

  it("names every bad field in form order", () => {
    expect(
      agencyProblems({ agencyName: " ", licenceNumber: "#", address: "a\u0007b", phone: "12345" }).map(
        (p) => `${p.field}:${p.problem}`,
      ),
    ).toEqual([
      "agencyName:required",
      "licenceNumber:licenceInvalid",
      "address:controlCharacters",
      "phone:phoneInvalid",
    ]);
    expect(agencyProblems({ ...GOOD, agencyName: "a".repeat(121) })).toEqual([
      { field: "agencyName", problem: "tooLong" },
    ]);
  });
});
