import { describe, expect, it } from "vitest";
import { accountEn } from "./en/account.ts";
import { agentReportsEn } from "./en/agent-reports.ts";
import { bookingEn } from "./en/booking.ts";
import { paymentEn } from "./en/payment.ts";
import { resultsEn } from "./en/results.ts";
import { rulesEn } from "./en/rules.ts";
import { ticketEn } from "./en/ticket.ts";
import { en, type UIKey } from "./en.ts";
import { accountMy } from "./my/account.ts";
import { agentReportsMy } from "./my/agent-reports.ts";
import { bookingMy } from "./my/booking.ts";
import { paymentMy } from "./my/payment.ts";
import { resultsMy } from "./my/results.ts";
import { rulesMy } from "./my/rules.ts";
import { ticketMy } from "./my/ticket.ts";
import { my } from "./my.ts";
import { pick, translator } from "./translate.ts";

const keys = Object.keys(en) as UIKey[];
const myanmarScript = /[\u1000-\u109f]/;

describe("the Myanmar dictionary", () => {
  it("names each cabin class the same on the ticket step as in the search and results", () => {
    const pairs = [
      ["ticket.cabin.ECONOMY", "cabin.Y"],
      ["ticket.cabin.PREMIUM_ECONOMY", "cabin.W"],
      ["ticket.cabin.BUSINESS", "cabin.J"],
      ["ticket.cabin.FIRST", "cabin.F"],
    ] as const;
    for (const [ticket, cabin] of pairs) {
      expect(my[ticket]).toBe(my[cabin]);
      expect(en[ticket]).toBe(en[cabin]);
    }
  });

  it("quotes the Pay Now button's own words where a text tells the customer to press it", () => {
    for (const key of ["payment.walletNote", "payment.keptInWallet", "payment.kpaySteps"] as const)
      expect(my[key]).toContain(`“${my["payment.payNow"]}”`);
  });

  it("translates every English key", () => {
    const missing = keys.filter((key) => !my[key]?.trim());
    expect(missing).toEqual([]);
  });

  it("has no key that English lacks", () => {
    expect(Object.keys(my).filter((key) => !(key in en))).toEqual([]);
  });

  it("keeps the same {placeholders} as English", () => {
    for (const key of keys) {
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(my[key] ?? ""), key).toEqual(names(en[key]));
    }
  });

  it("is written in Myanmar script except for brand names and examples", () => {
    const latinOnly = keys.filter((key) => !myanmarScript.test(my[key] ?? "")).sort();
    expect(latinOnly).toEqual(["site.name", "subscribe.placeholder"]);
  });
});

// The booking app downloads each area's two files with the screens showing them
// (src/booking/texts.ts): a translation in another area's file would not be there in time.
const areas: Record<string, [object, object]> = {
  booking: [bookingEn, bookingMy],
  rules: [rulesEn, rulesMy],
  results: [resultsEn, resultsMy],
  ticket: [ticketEn, ticketMy],
  payment: [paymentEn, paymentMy],
  account: [accountEn, accountMy],
  agentReports: [agentReportsEn, agentReportsMy],
};

describe("each area's Myanmar file", () => {
  it.each(Object.entries(areas))("%s translates exactly its English file's keys", (_, [english, myanmar]) => {
    expect(Object.keys(myanmar).sort()).toEqual(Object.keys(english).sort());
  });
});

describe("translator", () => {
  it("translates and fills placeholders", () => {
    expect(translator("en")("carousel.goTo", { n: 3 })).toBe("Go to slide 3");
    expect(translator("my")("nav.home")).toBe("ပင်မ");
  });

  it("picks only the strings an island needs", () => {
    const strings = pick(translator("en"), ["contact.name", "contact.email"]);
    expect(strings).toEqual({ "contact.name": "Name", "contact.email": "Email" });
  });
});
