import type { Result } from "lighthouse";
import { auditItems } from "./lighthouse-run.ts";

const ms = (n: number) => `${Math.round(n)} ms`;
const kib = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** A request's path (and a mark for its query); Lighthouse's own labels such as "Unattributable" as they are. */
function pathOf(url: unknown): string {
  if (!URL.canParse(String(url))) return String(url);
  const { pathname, search } = new URL(String(url));
  return `${pathname}${search ? "?…" : ""}`;
}

/** Where the performance score's points went: each metric's weight times what it missed. */
function pointsLost(lhr: Result): string {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => {
      const audit = lhr.audits[ref.id];
      const lost = ref.weight * (1 - (audit?.score ?? 0));
      return `${ref.acronym ?? ref.id} ${audit?.displayValue ?? "?"} (−${lost.toFixed(1)})`;
    })
    .join(", ");
}

/** The LCP's subparts (time to first byte, load delay and duration, render delay), observed. */
function lcpSubparts(lhr: Result): string {
  const items = auditItems(lhr, "lcp-breakdown-insight");
  return items.map((item) => `${String(item.label)} ${ms(Number(item.duration))}`).join(", ") || "(none)";
}

interface Chain {
  url: string;
  navStartToEndTime: number;
  transferSize: number;
  isLongest?: boolean;
  children?: Record<string, Chain>;
}

/** The longest chain of requests, each waiting for the one before (observed, unthrottled). */
function longestChain(lhr: Result): string {
  const details = lhr.audits["network-dependency-tree-insight"]?.details as
    | { items?: Array<{ value?: { chains?: Record<string, Chain> } }> }
    | undefined;
  let level = details?.items?.find((item) => item.value?.chains)?.value?.chains;
  const steps: string[] = [];
  while (level) {
    const next: Chain | undefined = Object.values(level).find((c) => c.isLongest);
    if (!next) break;
    steps.push(`${pathOf(next.url)} ${ms(next.navStartToEndTime)}`);
    level = next.children;
  }
  return steps.join(" → ") || "(none)";
}

/** The audit's worst item as one short phrase: what (URL or label) and what it would save. */
function topItem(lhr: Result, id: string): string {
  const item = auditItems(
    lhr,
    id,
    lhr.audits[id]?.details?.type === "opportunity" ? "opportunity" : "table",
  )[0];
  if (!item) return "";
  const what = item.url ? pathOf(item.url) : String(item.groupLabel ?? item.label ?? "");
  const saving =
    typeof item.wastedBytes === "number"
      ? `${kib(item.wastedBytes)} of ${kib(Number(item.totalBytes ?? 0))}`
      : typeof item.wastedMs === "number"
        ? ms(item.wastedMs)
        : typeof item.duration === "number"
          ? ms(item.duration)
          : typeof item.total === "number"
            ? ms(item.total)
            : "";
  return `${what}${saving ? ` ${saving}` : ""}`;
}

/**
 * The performance audits and insights Lighthouse flags (score below 1), the ones that would save
 * the most first, each with its largest item.
 */
function findings(lhr: Result): string[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const saved = (id: string) =>
    Object.values(lhr.audits[id]?.metricSavings ?? {}).reduce<number>((sum, v) => sum + (v ?? 0), 0);
  // The request chain is printed on its own; of the hidden audits only the server's time counts.
  const shown = (ref: (typeof refs)[number]) =>
    ref.id !== "network-dependency-tree-insight" &&
    (ref.group !== "hidden" || ref.id === "server-response-time" || ref.id === "redirects");
  return refs
    .filter((ref) => ref.weight === 0 && shown(ref))
    .map((ref) => ref.id)
    .filter((id) => {
      const score = lhr.audits[id]?.score ?? null;
      return score !== null && score < 1 && lhr.audits[id]?.scoreDisplayMode !== "informative";
    })
    .sort((a, b) => saved(b) - saved(a))
    .map((id) => {
      const audit = lhr.audits[id];
      const savings = Object.entries(audit?.metricSavings ?? {})
        .filter(([, v]) => v)
        .map(([k, v]) => `${k} −${ms(v ?? 0)}`)
        .join(", ");
      const top = topItem(lhr, id);
      return `${audit?.title}${audit?.displayValue ? `: ${audit.displayValue}` : ""}${savings ? ` [${savings}]` : ""}${top ? ` (top: ${top})` : ""}`;
    });
}

/** What Lighthouse says about one page's load: points lost, LCP parts, request chain, findings. */
export function printDiagnostics(label: string, lhr: Result): void {
  console.log(`\n${label}`);
  console.log(`  score by metric: ${pointsLost(lhr)}`);
  console.log(`  LCP parts (observed load): ${lcpSubparts(lhr)}`);
  console.log(`  longest request chain (observed): ${longestChain(lhr)}`);
  const blocking = auditItems(lhr, "render-blocking-insight").map(
    (item) => `${pathOf(item.url)} ${ms(Number(item.wastedMs ?? 0))}`,
  );
  console.log(`  render-blocking requests: ${blocking.join(", ") || "none"}`);
  const main = auditItems(lhr, "mainthread-work-breakdown")
    .slice(0, 3)
    .map((item) => `${String(item.groupLabel)} ${ms(Number(item.duration))}`);
  console.log(`  main thread (simulated 4x CPU): ${main.join(", ") || "(none)"}`);
  for (const line of findings(lhr)) console.log(`  - ${line}`);
}
