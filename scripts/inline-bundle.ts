import path from "node:path";
import { build } from "esbuild";

const bundles = new Map<string, Promise<string>>();

/**
 * A browser module bundled with what it imports into one small self-running script, for the one
 * page script that must run in the head before anything loads (/flights' early search:
 * src/api/early-search.ts), so it shares the API module's own query keys instead of a copy.
 * Built once per build; `entry` is relative to the project's root. `define` replaces free
 * identifiers with the given values (written as JSON).
 * @example await inlineBundle("src/api/early-search.ts", { define: { LIMIT: 10 } })
 */
export function inlineBundle(
  entry: string,
  { define = {} }: { define?: Record<string, unknown> } = {},
): Promise<string> {
  const id = `${entry}${JSON.stringify(define)}`;
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
    }).then((result) => (result.outputFiles[0]?.text ?? "").trim());
    bundles.set(id, bundle);
  }
  return bundle;
}
