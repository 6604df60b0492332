import path from "node:path";
import { build } from "esbuild";

const bundles = new Map<string, Promise<string>>();

/**
 * A browser module bundled with what it imports into one small self-running script, for a page
 * to inline where it must run before the first paint (no request, no wait for the app's code).
 * Built once per build; `entry` is relative to the project's root.
 * @example await inlineBundle("src/booking/features/results/early-summary.ts")
 */
export function inlineBundle(entry: string): Promise<string> {
  let bundle = bundles.get(entry);
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
    }).then((result) => (result.outputFiles[0]?.text ?? "").trim());
    bundles.set(entry, bundle);
  }
  return bundle;
}
