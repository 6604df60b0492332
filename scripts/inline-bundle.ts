import path from "node:path";
import { build } from "esbuild";

const bundles = new Map<string, Promise<string>>();

/**
 * A browser module bundled with what it imports into one small self-running script, for a page
 * to inline where it must run before the first paint (no request, no wait for the app's code).
 * Built once per build; `entry` is relative to the project's root. With `htmlJsx`, JSX in what
 * it imports writes HTML text (src/booking/early/html-jsx.ts) instead of React elements, so a
 * screen's view can be drawn without React. `define` replaces free identifiers with the given
 * values (written as JSON), for a script built once per page.
 * @example await inlineBundle("src/booking/features/results/early-summary.ts")
 */
export function inlineBundle(
  entry: string,
  { htmlJsx = false, define = {} }: { htmlJsx?: boolean; define?: Record<string, unknown> } = {},
): Promise<string> {
  const id = `${entry}${htmlJsx ? "+html-jsx" : ""}${JSON.stringify(define)}`;
  let bundle = bundles.get(id);
  if (!bundle) {
    bundle = build({
      entryPoints: [path.resolve(entry)],
      bundle: true,
      write: false,
      minify: true,
      format: "iife",
      platform: "browser",
      target: "es2022",
      legalComments: "none",
      define: Object.fromEntries(
        Object.entries(define).map(([name, value]) => [name, JSON.stringify(value)]),
      ),
      ...(htmlJsx && {
        jsx: "automatic" as const,
        alias: { "react/jsx-runtime": path.resolve("src/booking/early/html-jsx.ts") },
      }),
    }).then((result) => (result.outputFiles[0]?.text ?? "").trim());
    bundles.set(id, bundle);
  }
  return bundle;
}
