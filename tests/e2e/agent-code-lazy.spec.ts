import type { Page } from "@playwright/test";
import { en, type UIKey } from "../../src/i18n/en.ts";
import { my } from "../../src/i18n/my.ts";
import { consoleErrors, createAccount, type Session, storeInBrowser } from "./account-helpers.ts";
import { chooseOffer, daysAhead } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";

// ADR 0086: an agent's own parts of the ticket step, the profile and the wallet, and their texts,
// are downloaded only when an agent's page draws them. A customer's pages ask for none of them;
// an agent's pages ask for them (so the list below names the files the app really loads).

/** The agent-only modules' files (their chunks are named after them), and the agent's texts. */
const AGENT_FILE =
  /\/_assets\/(CustomerPicker|MarkupPanel|MarkupFields|AgentProfile|AgentDeposit|DepositLabel|AgentSaleList|agent-sale|agent-sales|agent-customer|agent-markup|agency|deposit)\.[\w-]+\.js$/;

/** The agent-only files a page asks for from now on. */
function agentFiles(page: Page): string[] {
  const asked: string[] = [];
  page.on("request", (request) => {
    const match = AGENT_FILE.exec(new URL(request.url()).pathname);
    if (match?.[1]) asked.push(match[1]);
  });
  return asked;
}

const LANGUAGES = [
  { lang: "en", prefix: "", dayOffset: 0 },
  { lang: "my", prefix: "/my", dayOffset: 3 },
] as const;

for (const { lang, prefix, dayOffset } of LANGUAGES) {
  const text = (key: UIKey) => (lang === "my" ? (my[key] ?? en[key]) : en[key]);

  /** The ticket step, My Profile and My Wallet drawn and settled for `session`. */
  async function visit(page: Page, session: Session, agent: boolean) {
    const offer = await chooseOffer(page.request, {
      from: "RGN",
      to: "MDL",
      departureDate: daysAhead(50 + dayOffset),
      fareType: "citizen",
    });
    await storeInBrowser(page, { session, currency: "USD", language: lang, ...offer });
    await page.goto(`${prefix}/ticket`);
    await expect(page.locator("#contact-email")).toBeVisible();
    if (agent) await expect(page.getByText(text("agentSale.noCustomers"))).toBeVisible();
    await page.waitForLoadState("networkidle");
    await page.goto(`${prefix}/profile`);
    await expect(page.getByRole("heading", { name: text("account.profile.changePassword") })).toBeVisible();
    if (agent) await expect(page.getByRole("heading", { name: text("agency.title") })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await page.goto(`${prefix}/wallet`);
    await expect(page.getByRole("heading", { name: text("account.wallet.transactions") })).toBeVisible();
    if (agent) await expect(page.getByRole("heading", { name: text("deposit.title") })).toBeVisible();
    await page.waitForLoadState("networkidle");
  }

  test(`a customer's ticket step, profile and wallet download no agent code or texts (${lang})`, async ({
    page,
    request,
  }) => {
    const errors = consoleErrors(page);
    const asked = agentFiles(page);
    await visit(page, await createAccount(request), false);
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
  });

  test(`an agent's same pages download their own parts and texts (${lang})`, async ({ page, request }) => {
    const errors = consoleErrors(page);
    const asked = agentFiles(page);
    await visit(page, await createAccount(request, { isAgent: true, name: "Shwe Travel" }), true);
    for (const part of [
      "CustomerPicker",
      "MarkupPanel",
      "AgentProfile",
      "AgentDeposit",
      "agent-sale",
      "agency",
    ])
      expect(asked).toContain(part);
    expect(errors).toEqual([]);
  });
}
