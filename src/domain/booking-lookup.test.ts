import { describe, expect, it } from "vitest";
import { bookingCodeKey, nameKey, nameMatches } from "./booking-lookup.ts";

describe("bookingCodeKey", () => {
  it("reads a code in any case, with the spaces and dashes a traveller types", () => {
    expect(bookingCodeKey(" fb7k-q2m9 xz4r ")).toBe("FB7KQ2M9XZ4R");
    expect(bookingCodeKey("FB7KQ2M9XZ4R")).toBe("FB7KQ2M9XZ4R");
  });
});

describe("nameKey", () => {
  it("drops accents, case, spaces and punctuation", () => {
    expect(nameKey(" Zé  Müller-Ó ")).toBe("zemullero");
    expect(nameKey("O'Brien")).toBe(nameKey("obrien"));
  });
});

describe("nameMatches", () => {
  const kyaw = { firstName: "Aung", lastName: "Kyaw" };

  it("finds a passenger by their last name in any case and spacing", () => {
    expect(nameMatches("kyaw", kyaw)).toBe(true);
    expect(nameMatches(" KYAW ", kyaw)).toBe(true);
    expect(nameMatches("K y a w", kyaw)).toBe(true);
  });

  it("ignores accents on either side", () => {
    expect(nameMatches("Muller", { firstName: "Jürgen", lastName: "Müller" })).toBe(true);
    expect(nameMatches("MÜLLER", { firstName: "Jurgen", lastName: "Muller" })).toBe(true);
    expect(nameMatches("Nunez", { firstName: "Ana", lastName: "Núñez" })).toBe(true);
  });

  it("finds a Myanmar name by its last word however it was split", () => {
    expect(nameMatches("Min", { firstName: "Aung", lastName: "Kyaw Min" })).toBe(true);
    expect(nameMatches("Min", { firstName: "Aung Kyaw", lastName: "Min" })).toBe(true);
    expect(nameMatches("kyawmin", { firstName: "Aung", lastName: "Kyaw Min" })).toBe(true);
  });

  it("finds a name by the whole name, given name first or last", () => {
    const name = { firstName: "Aung", lastName: "Kyaw Min" };
    expect(nameMatches("Aung Kyaw Min", name)).toBe(true);
    expect(nameMatches("Kyaw Min Aung", name)).toBe(true);
  });

  it("refuses the given name alone, a part of a word, another name and nothing", () => {
    const name = { firstName: "Aung", lastName: "Kyaw Min" };
    expect(nameMatches("Aung", name)).toBe(false);
    expect(nameMatches("Kyaw", name)).toBe(false);
    expect(nameMatches("Mi", name)).toBe(false);
    expect(nameMatches("Soe", name)).toBe(false);
    expect(nameMatches("", name)).toBe(false);
    expect(nameMatches(" - ", name)).toBe(false);
  });
});
