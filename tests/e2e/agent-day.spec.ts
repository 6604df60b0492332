import { readFile } from "node:fs/promises";
import { pdfText } from "../../server/testing/pdf-text.ts";
import { formatPrice, toCents, USD } from "../../src/domain/money.ts";
import { localDigits } from "../../src/domain/myanmar-digits.ts";
import { contact } from "../../src/domain/test-data.ts";
import { consoleErrors, createAccount, storeInBrowser } from "./account-helpers.ts";
import { recordTransfer, sellAgainFromList, sellToWalkIn, textIn } from "./agent-helpers.ts";
import { seriousViolations } from "./axe-helpers.ts";
import { daysAhead } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";

// Issue 51's "agent's day", in both languages: a deposit recorded, a walk-in customer sold a
// ticket with a markup (their e-ticket shows the agency and the selling price), sold again from
// the list, both found on the bookings page, and the sales report with a CSV whose totals are
// the screen's.

const LANGUAGES = [
  { lang: "en", prefix: "", dayOffset: 0 },
  { lang: "my", prefix: "/my", dayOffset: 6 },
] as const;

for (const { lang, prefix, dayOffset } of LANGUAGES) {
  const text = textIn(lang);
  const money = (usd: string) => formatPrice(usd, USD, lang);

  test(`an agent's day: deposit, two sales, the bookings page and the sales report (${lang}) @phone`, async ({
    page,
    request,
  }, info) => {
    test.setTimeout(180_000);
    const errors = consoleErrors(page);
    const shot = async (name: string) => {
      if (process.env.JOURNEY_SHOTS)
        await page.screenshot({
          path: `${process.env.JOURNEY_SHOTS}/agent-day-${lang}-${info.project.name}-${name}.png`,
          fullPage: true,
        });
    };
    const agent = await createAccount(request, { isAgent: true, name: "Golden Land Travels" });
    const auth = { Authorization: `Bearer ${agent.jwt}` };
    const agency = {
      agencyName: "Golden Land Travels",
      licenceNumber: "TTB/0123/2019",
      address: "No. 12, Bogyoke Road, Yangon",
      phone: "09781234567",
    };
    expect((await request.patch("/apis/agents/profile", { headers: auth, data: agency })).status()).toBe(200);
    await storeInBrowser(page, { session: agent, currency: "USD", language: lang });

    // The morning's bank transfer, recorded on My Wallet (sandbox mode confirms it at once).
    await page.goto(`${prefix}/wallet`);
    await recordTransfer(page, lang, { bank: "KBZ", reference: `FT${Date.now()}`, amount: "2,100,000" });
    await expect(page.getByTestId("wallet-balance")).toHaveText(money("1000.00"));

    // A walk-in customer, sold a ticket with a 10% markup.
    const day = 60 + dayOffset + (info.project.name === "phone" ? 3 : 0);
    const customer = contact({
      firstName: "Thiri",
      lastName: "Aung",
      email: `thiri.day.${lang}.${info.project.name}.${Date.now()}@example.mm`,
    });
    await sellToWalkIn(page, request, {
      lang,
      prefix,
      trip: { from: "RGN", to: "MDL", departureDate: daysAhead(day) },
      customer,
      percent: 10,
    });
    const list = async () =>
      (await (await request.get(`/apis/flights/booking?userId=${agent.user.id}`, { headers: auth })).json())
        .data;
    const [first] = await list();
    const sale = first.agentSale as { net: string; markup: string; selling: string };

    // The customer's e-ticket: the agency and the selling price, never the net fare.
    const pdf = await request.get(`/apis/flights/booking/${first.id}/eticket.pdf`, { headers: auth });
    const ticket = pdfText(Buffer.from(await pdf.body()));
    expect(ticket).toContain(agency.agencyName);
    expect(ticket).toContain(agency.licenceNumber);
    expect(ticket).toContain(`Total paid  USD ${sale.selling}`);
    expect(ticket).not.toContain(`USD ${sale.net}`);

    // Again for the same customer, picked from the list.
    await sellAgainFromList(page, request, {
      lang,
      prefix,
      trip: { from: "MDL", to: "RGN", departureDate: daysAhead(day + 1) },
      search: "thiri",
      name: "Thiri Aung",
    });
    const [second] = await list();
    expect(second.agentSale.customerId).toBe(first.agentSale.customerId);

    // Both, found on the bookings page by the customer's name (reached from the account menu).
    await page.goto(`${prefix}/wallet`);
    await page
      .getByRole("navigation", { name: text("account.menu.label") })
      .getByRole("link", {
        name: text("account.menu.agentBookings"),
      })
      .click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/agent/bookings$`));
    await page.getByRole("searchbox", { name: text("agentBookings.search") }).fill("Thiri Aung");
    await page.getByRole("button", { name: text("agentBookings.apply"), exact: true }).click();
    await expect(page).toHaveURL(/q=Thiri\+Aung/);
    const rows = page.getByTestId("agent-bookings").getByRole("article");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(second.id);
    await expect(rows.nth(1)).toContainText(first.id);
    await expect(rows.nth(1)).toContainText(money(sale.selling));
    await expect(rows.nth(1)).toContainText(money(sale.markup));
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: text("agentBookings.found").replace("{count}", localDigits(2, lang)) }),
    ).toBeVisible();
    await shot("1-bookings");
    expect(await seriousViolations(page, "main")).toEqual([]);

    // The sales report: this month has both, and the CSV's totals are the screen's.
    await page.getByRole("link", { name: text("account.menu.agentSales") }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/agent/sales$`));
    const totals = page.getByTestId("sales-totals").getByRole("cell");
    await expect(totals.nth(0)).toHaveText(localDigits(2, lang));
    await expect(totals.nth(1)).toHaveText(localDigits(2, lang));
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: text("agentSales.download") }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^sales-\d{4}-\d{2}-\d{4}-\d{2}\.csv$/);
    const csv = await readFile(await file.path(), "utf8");
    const [, bookings, travellers, net, markup, selling, refunds] =
      csv
        .split("\r\n")
        .find((line) => line.startsWith("Total,"))
        ?.split(",") ?? [];
    expect([bookings, travellers]).toEqual(["2", "2"]);
    await expect(totals).toHaveText([
      localDigits(bookings ?? "", lang),
      localDigits(travellers ?? "", lang),
      money(net ?? ""),
      money(markup ?? ""),
      money(selling ?? ""),
      money(refunds ?? ""),
    ]);
    expect(toCents(selling ?? "")).toBe(
      (toCents(sale.selling) ?? 0) + (toCents(second.agentSale.selling) ?? 0),
    );
    await shot("2-sales");
    expect(await seriousViolations(page, "main")).toEqual([]);
    expect(errors).toEqual([]);
  });
}
