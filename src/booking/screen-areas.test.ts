import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { accountEn } from "../i18n/en/account.ts";
import { agencyEn } from "../i18n/en/agency.ts";
import { agentReportsEn } from "../i18n/en/agent-reports.ts";
import { agentSaleEn } from "../i18n/en/agent-sale.ts";
import { bookingEn } from "../i18n/en/booking.ts";
import { cancelEn } from "../i18n/en/cancel.ts";
import { changeEn } from "../i18n/en/change.ts";
import { historyEn } from "../i18n/en/history.ts";
import { moveEn } from "../i18n/en/move.ts";
import { paymentEn } from "../i18n/en/payment.ts";
import { resultsEn } from "../i18n/en/results.ts";
import { rulesEn } from "../i18n/en/rules.ts";
import { scheduleEn } from "../i18n/en/schedule.ts";
import { ticketEn } from "../i18n/en/ticket.ts";
import { en } from "../i18n/en.ts";
import { paths, type RouteName } from "../routes.ts";
import { AGENT_AREA } from "./agent-only.tsx";
import { screenModule, screenParts } from "./screens.ts";
import type { Part } from "./texts.ts";

// A screen downloads the shell's texts and its own areas' (screens.ts); a key of another area
// would show in English on a Myanmar page. This reads each screen's code, and all the code it
// imports, for dictionary keys: every quoted string that is a key (a key kept in a variable or a
// table is found where it is written) and every template that starts like one
// (`results.sort.${by}` must start some key of the screen's areas). A key built wholly at run
// time cannot be read this way (rule-message.ts's `${prefix}.${value}`: its words are in the
// `rules` area, which the one screen using it loads). An agent-only part of a screen
// (`agentOnly(() => import("./Part.tsx"), ...)`, ADR 0086) is downloaded apart with the agent's
// texts: its code, and all it imports, may use the screen's areas and the agent's.

const areaTexts: Record<Part, object> = {
  booking: bookingEn,
  results: resultsEn,
  ticket: ticketEn,
  payment: paymentEn,
  account: { ...accountEn, ...cancelEn, ...scheduleEn, ...changeEn, ...historyEn, ...moveEn },
  rules: rulesEn,
  agent: { ...agentSaleEn, ...agencyEn, ...agentReportsEn },
};
const keys = Object.keys(en);
const areaOf = (key: string) =>
  (Object.keys(areaTexts) as Part[]).find((part) => key in areaTexts[part]) ?? "site";

/** The module and everything it imports statically from src/ (not `import type`, not `import()`). */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || file.includes(`${path.sep}i18n${path.sep}`)) return seen;
  seen.add(file);
  const code = readFileSync(file, "utf8");
  for (const m of code.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^;]*?\s+from\s+)?"(\.[^"]+)";/gms)) {
    closure(path.resolve(path.dirname(file), m[1] ?? ""), seen);
  }
  return seen;
}

/** The agent-only parts the files draw: the modules they load through `agentOnly`. */
function agentParts(files: Iterable<string>): Set<string> {
  const parts = new Set<string>();
  for (const file of files) {
    // Comments aside (agent-only.tsx's own example).
    const code = readFileSync(file, "utf8").replace(/^\s*(\*|\/\/).*$/gm, "");
    for (const m of code.matchAll(/agentOnly\(\s*\(\)\s*=>\s*import\("(\.[^"]+)"\)/g)) {
      parts.add(path.resolve(path.dirname(file), m[1] ?? ""));
    }
  }
  return parts;
}

interface Use {
  key: string;
  file: string;
}

/** The keys a set of files names: quoted keys, and templates' fixed starts (`cabin.`). */
function uses(files: Iterable<string>): { literal: Use[]; prefixes: Use[] } {
  const literal: Use[] = [];
  const prefixes: Use[] = [];
  for (const file of files) {
    const code = readFileSync(file, "utf8");
    for (const m of code.matchAll(/(["'`])([\w.]+)\1/g)) {
      if (keys.includes(m[2] ?? "")) literal.push({ key: m[2] ?? "", file });
    }
    for (const m of code.matchAll(/`([a-z][\w]*\.[\w.]*)\$\{/gi)) {
      prefixes.push({ key: m[1] ?? "", file });
    }
  }
  return { literal, prefixes };
}

/** The uses whose keys lie outside `parts`: a template's start must begin a key of `parts`. */
function outside(files: Iterable<string>, parts: readonly Part[]): string[] {
  const { literal, prefixes } = uses(files);
  const allowed = keys.filter((key) => parts.includes(areaOf(key) as Part));
  return [
    ...literal
      .filter(({ key }) => !allowed.includes(key))
      .map(({ key, file }) => `${key} (${areaOf(key)}) in ${path.relative("src", file)}`),
    ...prefixes
      .filter(({ key }) => keys.some((k) => k.startsWith(key)))
      .filter(({ key }) => !allowed.some((k) => k.startsWith(key)))
      .map(({ key, file }) => `${key}… in ${path.relative("src", file)}`),
  ];
}

/** Each route's screen file, from the registry. */
function screenFiles(): Map<RouteName, string> {
  const routes = Object.keys(paths) as RouteName[];
  return new Map(routes.map((route) => [route, path.resolve("src/booking", screenModule(route))]));
}

describe("each screen's texts", () => {
  it.each([...screenFiles()])("%s uses keys of the shell's texts and its own areas only", (route, file) => {
    const code = closure(file);
    expect(uses(code).literal.length).toBeGreaterThan(3);
    expect(outside(code, screenParts(route))).toEqual([]);
  });

  it.each([...screenFiles()])(
    "%s's agent-only parts use keys of its areas and the agent's only",
    (route, file) => {
      for (const part of agentParts(closure(file))) {
        expect(outside(closure(part), [...screenParts(route), AGENT_AREA])).toEqual([]);
      }
    },
  );

  it("finds the agent-only parts a screen draws, and what they say outside the agent's texts", () => {
    const ticket = path.resolve("src/booking/features/ticket/TicketScreen.tsx");
    const parts = [...agentParts(closure(ticket))].map((file) => path.basename(file));
    expect(parts).toEqual(expect.arrayContaining(["CustomerPicker.tsx", "MarkupPanel.tsx"]));
    const picker = path.resolve("src/booking/features/ticket/CustomerPicker.tsx");
    expect(outside(closure(picker), ["booking", "ticket", "rules"]).length).toBeGreaterThan(5);
  });

  it("the shell uses keys of its own texts only", () => {
    const shell = closure(path.resolve("src/booking/App.tsx"));
    expect(uses(shell).literal.length).toBeGreaterThan(5);
    expect(outside(shell, ["booking"])).toEqual([]);
  });

  it("would see a key of another area", () => {
    const ticket = path.resolve("src/booking/features/ticket/TicketScreen.tsx");
    expect(outside(closure(ticket), ["booking", "results"]).length).toBeGreaterThan(10);
  });
});
