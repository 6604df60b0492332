import type { APIRequestContext, Page } from "@playwright/test";
import type { ContactInfo } from "../../src/domain/contact-info.ts";
import { toCents } from "../../src/domain/money.ts";
import { en, type UIKey } from "../../src/i18n/en.ts";
import { my } from "../../src/i18n/my.ts";
import { storeInBrowser } from "./account-helpers.ts";
import { chooseOffer, savePassenger, type Trip } from "./booking-helpers.ts";
import { expect } from "./fixtures.ts";

/** The text a key shows on a page in `lang` (Myanmar falls back to English, as the app does). */
export const textIn = (lang: "en" | "my") => (key: UIKey) => (lang === "my" ? (my[key] ?? en[key]) : en[key]);

const CONTACT_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phoneNumber",
  "address",
  "city",
  "country",
] as const;

/** Types a walk-in customer's contact into the ticket step's contact fields. */
export async function fillCustomer(page: Page, customer: ContactInfo) {
  for (const field of CONTACT_FIELDS) await page.locator(`#contact-${field}`).fill(customer[field]);
}

/**
 * Picks a past customer on the ticket step (found by `search` in the agent's list) and adds
 * their traveller `name` as passenger 1, their documents as last booked.
 */
export async function pickCustomer(page: Page, lang: "en" | "my", search: string, name: string) {
  await page.locator("#agent-customer-search").fill(search);
  await page.getByRole("button", { name: new RegExp(name) }).click();
  await page
    .getByRole("button", { name: textIn(lang)("agentSale.addTraveller").replace("{name}", name) })
    .click();
  await expect(page.locator("#passenger-button-1")).toContainText(name);
}

/**
 * Records a bank transfer on My Wallet (open) and waits for the deposit to be credited (sandbox
 * mode confirms it at once).
 */
export async function recordTransfer(
  page: Page,
  lang: "en" | "my",
  transfer: { bank: string; reference: string; amount: string },
) {
  const text = textIn(lang);
  await page.getByRole("combobox", { name: text("deposit.bank") }).selectOption(transfer.bank);
  await page.getByRole("textbox", { name: text("deposit.reference") }).fill(transfer.reference);
  await page.getByRole("textbox", { name: text("deposit.amount") }).fill(transfer.amount);
  await page.getByRole("button", { name: text("deposit.submit") }).click();
}

/**
 * Continues from the ticket step (filled), confirms, and pays the net fare from the deposit on
 * the payment step: ends on the complete page.
 */
async function confirmAndPay(page: Page, lang: "en" | "my", prefix: string) {
  const text = textIn(lang);
  await page.getByRole("button", { name: text("ticket.continue"), exact: true }).click();
  await page
    .getByRole("dialog", { name: text("ticket.confirmTitle") })
    .getByRole("button", { name: text("ticket.confirmButton") })
    .click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/payment$`));
  await page.getByRole("button", { name: text("payment.payNow") }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/payment/complete$`));
}

/**
 * An agent (signed in on `page`) books `trip` for a walk-in customer typed in on the ticket step,
 * with a markup of `percent`% for this booking, and pays: answers the net fare, markup and selling
 * price in cents as the server priced them (the percentage of the net, rounded).
 */
export async function sellToWalkIn(
  page: Page,
  request: APIRequestContext,
  options: { lang: "en" | "my"; prefix: string; trip: Trip; customer: ContactInfo; percent: number },
) {
  const chosen = await chooseOffer(request, { fareType: "citizen", ...options.trip });
  await storeInBrowser(page, chosen);
  await page.goto(`${options.prefix}/ticket`);
  await expect(page.locator("#contact-email")).toHaveValue("");
  await fillCustomer(page, options.customer);
  const { firstName, lastName } = options.customer;
  await savePassenger(page, 1, { first: firstName, last: lastName, gender: "FEMALE", nrc: true });
  await page.locator("#agent-markup-kind").selectOption("percent");
  await page.locator("#agent-markup-value").fill(String(options.percent));
  const net = toCents(chosen.offer.price.grandTotal) ?? 0;
  const markup = Math.round((net * options.percent) / 100);
  await confirmAndPay(page, options.lang, options.prefix);
  return { net, markup, selling: net + markup };
}

/**
 * The same agent books `trip` again for a customer picked from their list (found by `search`),
 * adding the customer's traveller as last booked, with the default markup, and pays.
 */
export async function sellAgainFromList(
  page: Page,
  request: APIRequestContext,
  options: { lang: "en" | "my"; prefix: string; trip: Trip; search: string; name: string },
) {
  const text = textIn(options.lang);
  const chosen = await chooseOffer(request, { fareType: "citizen", ...options.trip });
  await storeInBrowser(page, chosen);
  await page.goto(`${options.prefix}/ticket`);
  await page.locator("#agent-customer-search").fill(options.search);
  await page.getByRole("button", { name: new RegExp(options.name) }).click();
  await page
    .getByRole("button", { name: text("agentSale.addTraveller").replace("{name}", options.name) })
    .click();
  await expect(page.locator("#passenger-button-1")).toContainText(options.name);
  await confirmAndPay(page, options.lang, options.prefix);
  return { net: toCents(chosen.offer.price.grandTotal) ?? 0 };
}
