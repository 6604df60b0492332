import type { Locator } from "@playwright/test";
import { pdfText } from "../../server/testing/pdf-text.ts";
import { formatCents, toCents, USD } from "../../src/domain/money.ts";
import { contact } from "../../src/domain/test-data.ts";
import { consoleErrors, createAccount, outbox, type Session, storeInBrowser } from "./account-helpers.ts";
import { fillCustomer, pickCustomer, textIn } from "./agent-helpers.ts";
import { seriousViolations } from "./axe-helpers.ts";
import { chooseOffer, daysAhead, savePassenger, topUp } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";

// Issue 51, sections 2 and 3 (ADR 0083): an agent books for a walk-in customer with a markup,
// the customer's e-ticket shows the selling price, and the next booking for that customer is
// picked from the agent's list, their traveller's NRC not typed again.

const LANGUAGES = [
  { lang: "en", prefix: "", dayOffset: 0 },
  { lang: "my", prefix: "/my", dayOffset: 4 },
] as const;

for (const { lang, prefix, dayOffset } of LANGUAGES) {
  const text = textIn(lang);
  const money = (cents: number) => formatCents(cents, USD, lang);

  test(`an agent sells to a walk-in customer with a markup, then again from the list (${lang}) @phone`, async ({
    page,
    request,
    baseURL,
  }, info) => {
    test.setTimeout(120_000);
    const errors = consoleErrors(page);
    // JOURNEY_SHOTS=<folder> keeps pictures to look at: the page, or one part of it.
    const shot = async (name: string, part?: Locator) => {
      if (!process.env.JOURNEY_SHOTS) return;
      const path = `${process.env.JOURNEY_SHOTS}/agent-${lang}-${info.project.name}-${name}.png`;
      await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
    };
    const panel = (heading: string) => page.locator(`section[aria-labelledby=${heading}]`);
    const agent: Session = await createAccount(request, { isAgent: true, name: "Golden Myanmar Travel" });
    await topUp(request, agent, 500_000);
    await storeInBrowser(page, { session: agent, currency: "USD", language: lang });

    // The default markup, kept on the profile: USD 10 for each traveller.
    await page.goto(`${prefix}/profile`);
    await page.locator("#markup-default-kind").selectOption("amount");
    await page.locator("#markup-default-value").fill("10");
    await page.getByRole("button", { name: text("agentSale.save") }).click();
    const settings = page.locator("form").filter({ has: page.locator("#markup-default-value") });
    await expect(settings.getByRole("status")).toHaveText(text("agentSale.saved"));
    await shot("1-profile");
    await page.reload();
    await expect(page.locator("#markup-default-value")).toHaveValue("10");

    // A walk-in customer: the contact is theirs, never the agent's.
    const day = daysAhead(40 + dayOffset + (info.project.name === "phone" ? 2 : 0));
    const first = await chooseOffer(request, {
      from: "RGN",
      to: "MDL",
      departureDate: day,
      fareType: "citizen",
    });
    await storeInBrowser(page, first);
    await page.goto(`${prefix}/ticket`);
    await expect(page.getByText(text("agentSale.noCustomers"))).toBeVisible();
    await expect(page.locator("#contact-email")).toHaveValue("");
    await expect(page.locator("#contact-firstName")).toHaveValue("");
    const walkIn = contact({
      firstName: "Thiri",
      lastName: "Aung",
      email: `thiri.${lang}.${Date.now()}@example.mm`,
    });
    await fillCustomer(page, walkIn);
    await savePassenger(page, 1, { first: "Thiri", last: "Aung", gender: "FEMALE", nrc: true });

    // The default markup, then 10% for this booking: the prices follow as it is typed.
    const net = toCents(first.offer.price.grandTotal) ?? 0;
    await expect(page.getByTestId("agent-net")).toHaveText(money(net));
    await expect(page.getByTestId("agent-markup")).toHaveText(money(1_000));
    await page.locator("#agent-markup-kind").selectOption("percent");
    await page.locator("#agent-markup-value").fill("60");
    await expect(page.locator("#agent-markup-value-error")).toContainText(money(Math.floor(net / 2)));
    await page.locator("#agent-markup-value").fill("10");
    const markup = Math.round(net / 10);
    const selling = net + markup;
    await expect(page.getByTestId("agent-selling")).toHaveText(money(selling));
    await shot("2-ticket");
    await shot("2-markup", panel("agent-markup-heading"));
    await page.getByRole("button", { name: text("ticket.continue"), exact: true }).click();
    const confirm = page.getByRole("dialog", { name: text("ticket.confirmTitle") });
    await expect(confirm).toContainText(money(selling));
    await confirm.getByRole("button", { name: text("ticket.confirmButton") }).click();

    // The agent pays the net fare from the deposit and sees net, markup and selling price.
    await expect(page).toHaveURL(new RegExp(`${prefix}/payment$`));
    const sale = page.getByTestId("agent-sale").first();
    await expect(sale).toContainText(money(net));
    await expect(sale).toContainText(money(markup));
    await expect(sale).toContainText(money(selling));
    await shot("3-payment");
    await shot("3-price", page.locator("section[aria-labelledby=payment-price]"));
    await page.getByRole("button", { name: text("payment.payNow") }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/payment/complete$`));
    await expect(page.getByTestId("agent-sale")).toContainText(money(selling));
    await shot("4-complete");

    // The customer's e-ticket and its mail show the selling price, not the net fare.
    const auth = { Authorization: `Bearer ${agent.jwt}` };
    const list = await (
      await request.get(`/apis/flights/booking?userId=${agent.user.id}`, { headers: auth })
    ).json();
    const booked = list.data[0];
    expect(booked.agentSale).toMatchObject({ selling: (selling / 100).toFixed(2) });
    const pdf = await request.get(`/apis/flights/booking/${booked.id}/eticket.pdf`, { headers: auth });
    const ticket = pdfText(Buffer.from(await pdf.body()));
    expect(ticket).toContain(`Total paid  USD ${(selling / 100).toFixed(2)}`);
    expect(ticket).not.toContain(`USD ${(net / 100).toFixed(2)}`);
    await expect
      .poll(async () => (await outbox(baseURL)).find((m) => m.subject.includes(booked.id))?.text ?? "")
      .toContain(money(selling));

    // Again for the same customer: picked from the list, their traveller added with their NRC.
    const again = await chooseOffer(request, {
      from: "RGN",
      to: "MDL",
      departureDate: daysAhead(41 + dayOffset + (info.project.name === "phone" ? 2 : 0)),
      fareType: "citizen",
    });
    await storeInBrowser(page, again);
    await page.goto(`${prefix}/ticket`);
    await expect(page.locator("#contact-email")).toHaveValue("");
    await pickCustomer(page, lang, "thiri", "Thiri Aung");
    await expect(page.locator("#contact-email")).toHaveValue(walkIn.email);
    await expect(page.locator("#contact-city")).toHaveValue(walkIn.city);
    await expect(page.getByTestId("agent-markup")).toHaveText(money(1_000));
    await shot("5-again");
    await shot("5-customers", panel("agent-customers-heading"));
    // The agent's panels pass axe, as the rest of the step does.
    for (const heading of ["agent-customers-heading", "agent-markup-heading"])
      expect(await seriousViolations(page, `section[aria-labelledby=${heading}]`)).toEqual([]);
    await page.getByRole("button", { name: text("ticket.continue"), exact: true }).click();
    await page
      .getByRole("dialog", { name: text("ticket.confirmTitle") })
      .getByRole("button", { name: text("ticket.confirmButton") })
      .click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/payment$`));
    const second = await (
      await request.get(`/apis/flights/booking?userId=${agent.user.id}`, { headers: auth })
    ).json();
    expect(second.data[0].passengerIdNumber).toBe(booked.passengerIdNumber);
    expect(second.data[0].agentSale.customerId).toBe(booked.agentSale.customerId);
    expect(errors).toEqual([]);
  });
}
