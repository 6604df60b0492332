import { atom } from "nanostores";
import { bookingEn } from "../i18n/en/booking.ts";
import type { UIKey } from "../i18n/en.ts";
import type { Locale } from "../i18n/locales.ts";

/** Texts of one language, flat dotted keys. */
export type Texts = Partial<Record<UIKey, string>>;

/** The dictionary areas a screen can need besides the shell's own texts (`booking`). */
export type Area = "results" | "ticket" | "payment" | "account" | "rules" | "agent";

/** What can be loaded: the shell's texts (built in in English) or an area. */
export type Part = "booking" | Area;

/**
 * Where each language's texts come from: one chunk per area and language, so a screen downloads
 * its own area's texts, in the language shown, and no other's. English `booking` is built into
 * the shell (every key's last fallback while nothing else has arrived). A Myanmar page does not
 * download an area's English: the Myanmar dictionaries have every key (dictionaries.test.ts); it
 * is fetched only when the Myanmar area cannot be.
 */
const sources: Record<Locale, Partial<Record<Part, () => Promise<Texts>>>> = {
  en: {
    results: () => import("../i18n/en/results.ts").then((m) => m.resultsEn),
    ticket: () => import("../i18n/en/ticket.ts").then((m) => m.ticketEn),
    payment: () => import("../i18n/en/payment.ts").then((m) => m.paymentEn),
    // Cancelling, changing a booking, an airline's schedule change and the free move are said on the
    // account's screens (booking detail, history, the wallet).
    account: () =>
      Promise.all([
        import("../i18n/en/account.ts"),
        import("../i18n/en/cancel.ts"),
        import("../i18n/en/schedule.ts"),
        import("../i18n/en/change.ts"),
        import("../i18n/en/history.ts"),
        import("../i18n/en/move.ts"),
      ]).then(([a, c, s, d, h, m]) => ({
        ...a.accountEn,
        ...c.cancelEn,
        ...s.scheduleEn,
        ...d.changeEn,
        ...h.historyEn,
        ...m.moveEn,
      })),
    rules: () => import("../i18n/en/rules.ts").then((m) => m.rulesEn),
    // An agent's own parts of a screen (ADR 0083, 0086): their customers, the markup and its
    // prices, their agency and deposit; downloaded only when an agent's part is drawn.
    agent: () =>
      Promise.all([
        import("../i18n/en/agent-sale.ts"),
        import("../i18n/en/agency.ts"),
        import("../i18n/en/agent-reports.ts"),
      ]).then(([s, g, r]) => ({
        ...s.agentSaleEn,
        ...g.agencyEn,
        ...r.agentReportsEn,
      })),
  },
  my: {
    booking: () => import("../i18n/my/booking.ts").then((m) => m.bookingMy),
    results: () => import("../i18n/my/results.ts").then((m) => m.resultsMy),
    ticket: () => import("../i18n/my/ticket.ts").then((m) => m.ticketMy),
    payment: () => import("../i18n/my/payment.ts").then((m) => m.paymentMy),
    account: () =>
      Promise.all([
        import("../i18n/my/account.ts"),
        import("../i18n/my/cancel.ts"),
        import("../i18n/my/schedule.ts"),
        import("../i18n/my/change.ts"),
        import("../i18n/my/history.ts"),
        import("../i18n/my/move.ts"),
      ]).then(([a, c, s, d, h, m]) => ({
        ...a.accountMy,
        ...c.cancelMy,
        ...s.scheduleMy,
        ...d.changeMy,
        ...h.historyMy,
        ...m.moveMy,
      })),
    rules: () => import("../i18n/my/rules.ts").then((m) => m.rulesMy),
    agent: () =>
      Promise.all([
        import("../i18n/my/agent-sale.ts"),
        import("../i18n/my/agency.ts"),
        import("../i18n/my/agent-reports.ts"),
      ]).then(([s, g, r]) => ({
        ...s.agentSaleMy,
        ...g.agencyMy,
        ...r.agentReportsMy,
      })),
  },
};

export interface TextsState {
  texts: Record<Locale, Texts>;
  /** `locale:part` that arrived, or failed for good in Myanmar (English is then shown). */
  settled: ReadonlySet<string>;
}

/** The texts that have arrived so far, per language. */
export const $texts = atom<TextsState>({
  texts: { en: bookingEn, my: {} },
  settled: new Set(["en:booking"]),
});

const loads = new Map<string, Promise<void>>();
/** Myanmar parts that could not be downloaded: shown in English, asked for again next time. */
const failed = new Set<string>();

function settle(id: string, locale: Locale, arrived: Texts): void {
  const { texts, settled } = $texts.get();
  $texts.set({
    texts: { ...texts, [locale]: { ...texts[locale], ...arrived } },
    settled: new Set(settled).add(id),
  });
}

function loadPart(locale: Locale, part: Part): Promise<void> {
  const id = `${locale}:${part}`;
  const source = sources[locale][part];
  const loading = loads.get(id);
  if (loading) return loading;
  if (!source || ($texts.get().settled.has(id) && !failed.has(id))) return Promise.resolve();
  const next = source().then(
    (arrived) => {
      failed.delete(id);
      settle(id, locale, arrived);
    },
    (error: unknown) => {
      loads.delete(id);
      // English is part of a screen's code: its failure is the screen's (error boundary, Try
      // again). Myanmar that cannot be downloaded shows the area's English (every key's
      // fallback, fetched now) rather than waiting for ever, and is asked for again by the next
      // screen; when the English cannot be downloaded either, that is the screen's failure.
      if (locale === "en") throw error;
      failed.add(id);
      return loadPart("en", part).then(() => settle(id, locale, {}));
    },
  );
  loads.set(id, next);
  return next;
}

/**
 * Starts (once each) downloading the texts of `parts` in `locale`; resolves when all have
 * arrived (in Myanmar also when one could not be downloaded and its English could: English is
 * then shown). Rejects when a part can be had in neither language.
 * @example loadTexts("my", ["booking", "results"])
 */
export function loadTexts(locale: Locale, parts: readonly Part[]): Promise<void> {
  return Promise.all(parts.map((part) => loadPart(locale, part))).then(() => undefined);
}
