import { describe, expect, it } from "vitest";
import { headerLinks } from "./nav-links.ts";

describe("headerLinks", () => {
  it("localizes every link, the booking app's too, and marks the current page", () => {
    const links = headerLinks("my", "/my/about/");
    expect(links.map((link) => link.href)).toEqual([
      "/my/#",
      "/my/flights",
      "/my/find-booking",
      "/my/about",
      "/my/contact",
    ]);
    expect(links.filter((link) => link.current).map((link) => link.key)).toEqual(["nav.about"]);
  });

  it("marks Home on the home page", () => {
    expect(headerLinks("en", "/").find((link) => link.current)?.key).toBe("nav.home");
  });
});
