/**
 * A JSX runtime that writes HTML text instead of React elements, for the page's early scripts
 * (scripts/inline-bundle.ts maps `react/jsx-runtime` to it): a screen's view, written once as
 * a plain function of its data, is drawn by the page before React has arrived and by React
 * after, with the same markup. It knows what those views use: elements, function components,
 * fragments, `className`/`htmlFor`, `defaultValue`, `aria-*`/`data-*` and boolean attributes; event handlers,
 * `key` and `ref` are left out (the early copy is inert until the app takes over).
 */
export class Html {
  readonly html: string;
  constructor(html: string) {
    this.html = html;
  }
}

type Child = Html | string | number | boolean | null | undefined | Child[];
type Props = Record<string, unknown> & { children?: Child };
type Component = (props: Props) => Child;

const VOID = new Set(["area", "br", "col", "hr", "img", "input", "link", "meta", "source", "wbr"]);
// React writes an uncontrolled field's starting value (`defaultValue`, `defaultChecked`) as the
// `value` and `checked` attributes.
const NAMES: Record<string, string> = {
  className: "class",
  htmlFor: "for",
  tabIndex: "tabindex",
  defaultValue: "value",
  defaultChecked: "checked",
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The HTML of JSX children, text escaped. */
export function render(child: Child): string {
  if (child === null || child === undefined || typeof child === "boolean") return "";
  if (child instanceof Html) return child.html;
  if (Array.isArray(child)) return child.map(render).join("");
  return escapeHtml(String(child));
}

function attributes(props: Props): string {
  let out = "";
  for (const [name, value] of Object.entries(props)) {
    if (name === "children" || name === "key" || name === "ref" || /^on[A-Z]/.test(name)) continue;
    if (value === null || value === undefined) continue;
    const attr = NAMES[name] ?? name;
    // aria-* and data-* write true and false as words, as React does; others are present or not.
    if (typeof value === "boolean" && /^(aria|data)-/.test(attr)) out += ` ${attr}="${value}"`;
    else if (value === false) continue;
    else if (value === true) out += ` ${attr}`;
    else out += ` ${attr}="${escapeHtml(String(value))}"`;
  }
  return out;
}

/**
 * React writes an input's `type`, value, checked state and `name` after its other attributes
 * (ReactDOMInput's initInput), so the early copy does too: the two markups are then the same.
 */
const INPUT_LAST = ["type", "value", "defaultValue", "checked", "defaultChecked", "name"];

function inReactOrder(type: string, props: Props): Props {
  if (type !== "input") return props;
  const ordered: Props = {};
  for (const [name, value] of Object.entries(props)) if (!INPUT_LAST.includes(name)) ordered[name] = value;
  for (const name of INPUT_LAST) if (name in props) ordered[name] = props[name];
  return ordered;
}

export function jsx(type: string | Component, props: Props): Html {
  if (typeof type === "function") return new Html(render(type(props)));
  const open = `<${type}${attributes(inReactOrder(type, props))}>`;
  return new Html(VOID.has(type) ? open : `${open}${render(props.children)}</${type}>`);
}

export const jsxs = jsx;

export function Fragment(props: Props): Child {
  return props.children;
}
