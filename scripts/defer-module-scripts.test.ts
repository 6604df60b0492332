import { describe, expect, it } from "vitest";
import { deferModuleScripts } from "./defer-module-scripts.ts";

const page = (body: string) =>
  `<!DOCTYPE html><html><head><script>head()</script></head><body>${body}</body></html>`;

describe("deferModuleScripts", () => {
  it("takes the module scripts out of the page and lists them, in order, on the loader at the end of the body", () => {
    const html = page(
      '<header></header><script type="module" src="/_assets/Header.js"></script><main><p>Text</p>' +
        '<script type="module" src="/_assets/Strip.js"></script></main><footer></footer>',
    );
    expect(deferModuleScripts(html, "LOADER")).toBe(
      page(
        '<header></header><main><p>Text</p></main><footer></footer><script data-modules="/_assets/Header.js /_assets/Strip.js">LOADER</script>',
      ),
    );
  });

  it("lists a script the page names twice once", () => {
    const html = page(
      '<script type="module" src="/a.js"></script><p></p><script type="module" src="/a.js"></script>',
    );
    expect(deferModuleScripts(html, "L")).toBe(page('<p></p><script data-modules="/a.js">L</script>'));
  });

  it("leaves inline scripts, JSON blocks and islands alone, and a page without module scripts as it is", () => {
    const html = page(
      '<script type="module">inline()</script><script type="application/json" id="t">{}</script>' +
        '<astro-island component-url="/_assets/Panel.js"></astro-island><script>classic()</script>',
    );
    expect(deferModuleScripts(html, "L")).toBe(html);
  });

  it("refuses a page it cannot place the loader in", () => {
    expect(() => deferModuleScripts('<p></p><script type="module" src="/a.js"></script>', "L")).toThrow(
      /<\/body>/,
    );
  });
});
