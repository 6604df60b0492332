import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { accountEn } from "../../src/i18n/en/account.ts";
import { agencyEn } from "../../src/i18n/en/agency.ts";
import { agentSaleEn } from "../../src/i18n/en/agent-sale.ts";
import { bookingEn } from "../../src/i18n/en/booking.ts";
import { paymentEn } from "../../src/i18n/en/payment.ts";
import { resultsEn } from "../../src/i18n/en/results.ts";
import { rulesEn } from "../../src/i18n/en/rules.ts";
import { ticketEn } from "../../src/i18n/en/ticket.ts";
import { accountMy } from "../../src/i18n/my/account.ts";
import { agencyMy } from "../../src/i18n/my/agency.ts";
import { agentSaleMy } from "../../src/i18n/my/agent-sale.ts";
import { bookingMy } from "../../src/i18n/my/booking.ts";
import { paymentMy } from "../../src/i18n/my/payment.ts";
import { resultsMy } from "../../src/i18n/my/results.ts";
import { rulesMy } from "../../src/i18n/my/rules.ts";
import { ticketMy } from "../../src/i18n/my/ticket.ts";

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The built module and everything it imports statically (`import "./x.js"`, `from "./y.js"`). */
function closure(dist: string, entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const code = readFileSync(path.join(dist, entry), "utf8");
  for (const m of code.matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    closure(dist, path.posix.join(path.posix.dirname(entry), m[1] ?? ""), seen);
  }
  return seen;
}

/** The booking app's entry and its renderer, as an app page's HTML names them. */
function shellModules(dist: string): Set<string> {
  const html = readFileSync(path.join(dist, "flights", "index.html"), "utf8");
  const urls = [...html.matchAll(/\b(?:component|renderer)-url="([^"]+)"/g)].map((m) => m[1] ?? "");
  const shell = new Set<string>();
  for (const url of urls) closure(dist, url, shell);
  return shell;
}

/**
 * Each screen's own code: its lazy chunk and what that chunk imports that the shell (React, the
 * router, the stores, the dictionaries) has not already loaded, in gzipped bytes. Code a screen
 * loads later on demand (the date picker when a passenger form opens) is not counted.
 */
export function screenWeights(dist: string): Array<{ screen: string; bytes: number }> {
  const shell = shellModules(dist);
  const screens = readdirSync(path.join(dist, "_assets")).filter((f) =>
    /^[A-Z]\w*Screen\.[\w-]+\.js$/.test(f),
  );
  return screens
    .map((file) => {
      const own = [...closure(dist, `/_assets/${file}`)].filter((module) => !shell.has(module));
      return {
        screen: file.replace(/\..*$/, ""),
        bytes: own.reduce((n, module) => n + gz(path.join(dist, module)), 0),
      };
    })
    .sort((a, b) => a.screen.localeCompare(b.screen));
}

/** The shell's own weight (what every app page loads before its screen), gzipped. */
export function shellWeight(dist: string): number {
  return [...shellModules(dist)].reduce((n, module) => n + gz(path.join(dist, module)), 0);
}

const areaTexts = {
  booking: [bookingEn, bookingMy],
  results: [resultsEn, resultsMy],
  ticket: [ticketEn, ticketMy],
  payment: [paymentEn, paymentMy],
  account: [accountEn, accountMy],
  rules: [rulesEn, rulesMy],
  // The agent area's two files, downloaded by an agent's parts only (ADR 0086).
  "agent (sale)": [agentSaleEn, agentSaleMy],
  "agent (agency)": [agencyEn, agencyMy],
} as const;
const myanmarScript = /[\u1000-\u109f]/;

/**
 * Each dictionary area's texts as the app downloads them (src/booking/texts.ts), found by their
 * entries (`"key":`): gzipped bytes of the chunk in English and in Myanmar, `shell` when the
 * texts are built into the shell, 0 when no chunk holds them.
 */
export function textWeights(dist: string): Array<{ area: string; en: number | "shell"; my: number }> {
  const shell = shellModules(dist);
  const chunks = readdirSync(path.join(dist, "_assets"))
    .filter((f) => f.endsWith(".js"))
    .map((f) => ({ module: `/_assets/${f}`, code: readFileSync(path.join(dist, "_assets", f), "utf8") }));
  const find = (texts: object, myanmar: boolean) => {
    let best: { module: string; entries: number } | null = null;
    for (const { module, code } of chunks) {
      if (myanmarScript.test(code) !== myanmar) continue;
      const entries = Object.keys(texts).filter((key) => code.includes(`"${key}":`)).length;
      if (entries > (best?.entries ?? 0)) best = { module, entries };
    }
    return best?.module;
  };
  return Object.entries(areaTexts).map(([area, [english, myanmar]]) => {
    const en = find(english, false);
    const my = find(myanmar, true);
    return {
      area,
      en: en && shell.has(en) ? "shell" : en ? gz(path.join(dist, en)) : 0,
      my: my ? gz(path.join(dist, my)) : 0,
    };
  });
}
