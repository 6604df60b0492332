import { describe, expect, it } from "vitest";
import { addScreenPreloads } from "./screen-preloads.ts";

const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;

describe("addScreenPreloads", () => {
  it("puts the loader with the route's chunks where the page's marker was", () => {
    const html = page(
      '<astro-island></astro-island><template data-screen-preload="flights"></template><footer></footer>',
    );
    const asked: string[] = [];
    const urlsFor = (route: string) => {
      asked.push(route);
      return ["/_assets/ResultsScreen.js", "/_assets/money.js"];
    };
    expect(addScreenPreloads(html, urlsFor, "LOADER")).toBe(
      page(
        '<astro-island></astro-island><script data-preload="/_assets/ResultsScreen.js /_assets/money.js">LOADER</script><footer></footer>',
      ),
    );
    expect(asked).toEqual(["flights"]);
  });

  it("marks a protected route's loader as for a signed-in visitor only", () => {
    const html = page('<template data-screen-preload="ticket"></template>');
    expect(addScreenPreloads(html, () => ["/_assets/TicketScreen.js"], "L")).toBe(
      page('<script data-preload="/_assets/TicketScreen.js" data-signed-in-only>L</script>'),
    );
  });

  it("leaves a page without a marker as it is, and drops the marker of a screen with nothing to fetch", () => {
    const plain = page("<main></main>");
    expect(addScreenPreloads(plain, () => ["/a.js"], "L")).toBe(plain);
    expect(addScreenPreloads(page('<template data-screen-preload="login"></template>'), () => [], "L")).toBe(
      page(""),
    );
  });
});
