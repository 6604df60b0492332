import { describe, expect, it } from "vitest";
import { Fragment, jsx, jsxs, render } from "./html-jsx.ts";

const Card = ({ title }: Record<string, unknown>) => jsx("h2", { children: String(title) });

describe("the early scripts' HTML JSX runtime", () => {
  it("writes elements with React's attribute names and escapes text and values", () => {
    const html = jsxs("p", {
      className: "a b",
      "aria-label": 'Say "hi"',
      children: ["Yangon", " → ", "<Mandalay>", 0, null, false, undefined],
    });
    expect(render(html)).toBe(
      '<p class="a b" aria-label="Say &quot;hi&quot;">Yangon → &lt;Mandalay&gt;0</p>',
    );
  });

  it("calls components, flattens fragments and leaves handlers, keys and void elements' ends out", () => {
    const html = jsx(Fragment, {
      children: [
        jsx(Card, { title: "Departure", key: "1" }),
        jsx("input", { type: "checkbox", checked: true, disabled: false, onClick: () => undefined }),
        jsx("span", { "aria-hidden": true, children: "✈" }),
        jsx("button", { "aria-expanded": false, "data-open": false, children: "Show" }),
      ],
    });
    // aria-* and data-* write false as a word, as React does; other false attributes are left out.
    expect(render(html)).toBe(
      '<h2>Departure</h2><input type="checkbox" checked><span aria-hidden="true">✈</span><button aria-expanded="false" data-open="false">Show</button>',
    );
  });

  it("writes an uncontrolled field's starting value as React does: the value and checked attributes", () => {
    const html = jsx(Fragment, {
      children: [
        jsx("input", { name: "name", defaultValue: "Thida", placeholder: "Name" }),
        jsx("input", { name: "kind", type: "radio", id: "k", defaultChecked: true }),
      ],
    });
    // In React's order too: an input's type, value, checked state and name come last.
    expect(render(html)).toBe(
      '<input placeholder="Name" value="Thida" name="name"><input id="k" type="radio" checked name="kind">',
    );
  });
});
