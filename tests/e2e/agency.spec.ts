import type { APIRequestContext } from "@playwright/test";
import { registration } from "../../src/domain/test-data.ts";
import {
  login,
  newHeldBooking,
  newTravellerHeaders,
  outbox,
  type Session,
  storeInBrowser,
} from "./account-helpers.ts";
import { seriousViolations } from "./axe-helpers.ts";
import { expect, test } from "./fixtures.ts";

/** An agent registered (from a page in `language`) and signed in through the API. */
async function newAgent(request: APIRequestContext, language: "en" | "my"): Promise<Session> {
  const body = registration({ isAgent: true, name: "Golden Land Travels" });
  const res = await request.post("/apis/users/register", {
    headers: { ...newTravellerHeaders(), "accept-language": language },
    data: body,
  });
  if (res.status() !== 201) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  return login(request, { email: body.email, password: body.password });
}

const bearer = (session: Session) => ({ Authorization: `Bearer ${session.jwt}` });

/** The texts each language's pages show (the rest of the test is the same). */
const TEXT = {
  en: {
    prefix: "",
    save: "Save agency details",
    saved: "Agency details saved.",
    required: "Please fill in this field",
    licence: "A licence number has 2 to 40 letters, digits, spaces, dots, slashes or dashes",
    phone: "Please enter a valid phone number",
    name: "Agency name",
    licenceLabel: "Licence number",
    address: "Address",
    phoneLabel: "Agency phone",
    bank: "Bank",
    reference: "Transfer reference",
    amount: "Amount transferred (MMK)",
    record: "Record transfer",
    chooseBank: "Please choose a bank",
    badAmount: "The amount is below the minimum of 10,000 MMK",
    badReference: "Please enter the reference: 3 to 40 letters, digits, slashes or dashes",
    added: "$1,000.00 USD has been added to your deposit.",
    balance: "$1,000.00 USD",
    statement: "Bank transfer · KBZ Bank · FT2611001",
    confirmed: "Confirmed",
    duplicate: "You have already recorded a transfer with this reference at this bank",
    thresholdLabel: "Alert me below (USD)",
    thresholdSave: "Save alert",
    thresholdSaved: "Low-balance alert saved.",
    subject: "Your agency deposit is running low",
  },
  my: {
    prefix: "/my",
    save: "အေဂျင်စီ အချက်အလက် သိမ်းမည်",
    saved: "အေဂျင်စီ အချက်အလက်များ သိမ်းပြီးပါပြီ။",
    required: "ဤအကွက်ကို ဖြည့်ပါ",
    licence: "လိုင်စင်နံပါတ်တွင် အက္ခရာ၊ ဂဏန်း၊ space၊ အစက်၊ / သို့မဟုတ် - စုစုပေါင်း ၂ လုံးမှ ၄၀ အထိ ပါရပါမည်",
    phone: "မှန်ကန်သော ဖုန်းနံပါတ် ထည့်ပါ",
    name: "အေဂျင်စီ အမည်",
    licenceLabel: "လိုင်စင် နံပါတ်",
    address: "လိပ်စာ",
    phoneLabel: "အေဂျင်စီ ဖုန်းနံပါတ်",
    bank: "ဘဏ်",
    reference: "ငွေလွှဲ အမှတ်စဉ်",
    amount: "လွှဲငွေ ပမာဏ (ကျပ်)",
    record: "ငွေလွှဲ မှတ်တမ်းတင်မည်",
    chooseBank: "ဘဏ်ကို ရွေးပါ",
    badAmount: "ပမာဏသည် အနည်းဆုံး ၁၀,၀၀၀ ကျပ် ရှိရပါမည်",
    badReference: "အမှတ်စဉ်ကို ထည့်ပါ- အက္ခရာ၊ ဂဏန်း၊ / သို့မဟုတ် - ၃ လုံးမှ ၄၀ အထိ",
    added: "$၁,၀၀၀.၀၀ USD ကို သင့်စပေါ်ငွေထဲ ထည့်ပြီးပါပြီ။",
    balance: "$၁,၀၀၀.၀၀ USD",
    statement: "ဘဏ်ငွေလွှဲ · KBZ Bank · FT2611001",
    confirmed: "အတည်ပြုပြီး",
    duplicate: "ဤဘဏ်တွင် ဤအမှတ်စဉ်ဖြင့် ငွေလွှဲကို မှတ်တမ်းတင်ပြီး ဖြစ်ပါသည်",
    thresholdLabel: "ဤပမာဏအောက် ရောက်လျှင် သတိပေးရန် (USD)",
    thresholdSave: "သတိပေးချက် သိမ်းမည်",
    thresholdSaved: "လက်ကျန်ငွေ သတိပေးချက် သိမ်းပြီးပါပြီ။",
    subject: "သင့်အေဂျင်စီ စပေါ်ငွေ နည်းသွားပါပြီ",
  },
} as const;

for (const language of ["en", "my"] as const) {
  const text = TEXT[language];

  test.describe(`an agent's agency and deposit (${language}) @phone`, () => {
    test("fills in the agency profile, with every problem said at its field", async ({ page, request }) => {
      const agent = await newAgent(request, language);
      await storeInBrowser(page, { session: agent, language, currency: "USD" });
      await page.goto(`${text.prefix}/profile`);
      // The header marks the account as an agent's.
      await expect(page.locator("header [data-account-agent]").first()).toBeAttached();
      await expect(page.locator("header [data-account-agent]").first()).not.toHaveAttribute("hidden");
      const save = page.getByRole("button", { name: text.save });
      const field = (name: string) => page.locator(`#agency-${name}`);
      await save.click();
      await expect(field("agencyName")).toBeFocused();
      const labels = {
        agencyName: text.name,
        licenceNumber: text.licenceLabel,
        address: text.address,
        phone: text.phoneLabel,
      };
      for (const [name, label] of Object.entries(labels)) {
        await expect(page.locator(`label[for=agency-${name}]`)).toContainText(label);
        await expect(field(name)).toHaveAttribute("aria-invalid", "true");
      }
      await expect(page.getByText(text.required).first()).toBeVisible();

      await field("agencyName").fill("ရွှေမြေ Golden Land Travels");
      await field("licenceNumber").fill("#1");
      await field("address").fill("No. 12, Bogyoke Road, Yangon");
      await field("phone").fill("12");
      await save.click();
      await expect(page.getByText(text.licence)).toBeVisible();
      await expect(page.getByText(text.phone)).toBeVisible();
      await field("licenceNumber").fill("ttb/0123/2019");
      await field("phone").fill("09 7812 34567");
      await save.click();
      const agencyCard = page.getByRole("region", { name: language === "en" ? "Your agency" : "သင့်အေဂျင်စီ" });
      await expect(agencyCard.getByRole("status")).toHaveText(text.saved);

      await page.reload();
      await expect(field("licenceNumber")).toHaveValue("TTB/0123/2019");
      await expect(field("phone")).toHaveValue("09781234567");
      const saved = await request.get("/apis/agents/profile", { headers: bearer(agent) });
      expect((await saved.json()).data.agencyName).toBe("ရွှေမြေ Golden Land Travels");
      expect(await seriousViolations(page, "main")).toEqual([]);
    });

    test("records a bank transfer: in sandbox mode the balance grows at once", async ({ page, request }) => {
      const agent = await newAgent(request, language);
      await storeInBrowser(page, { session: agent, language, currency: "USD" });
      await page.goto(`${text.prefix}/wallet`);
      const record = page.getByRole("button", { name: text.record });
      const bank = page.getByRole("combobox", { name: text.bank });
      const reference = page.getByRole("textbox", { name: text.reference });
      const amount = page.getByRole("textbox", { name: text.amount });
      await record.click();
      await expect(page.locator("#deposit-bank-error")).toHaveText(text.chooseBank);
      await expect(bank).toBeFocused();

      await bank.selectOption("KBZ");
      await reference.fill("F1");
      await amount.fill("9,999");
      await record.click();
      await expect(page.getByText(text.badReference)).toBeVisible();
      await expect(page.getByText(text.badAmount)).toBeVisible();

      await reference.fill("ft 2611 001");
      await amount.fill("2,100,000");
      await record.click();
      await expect(page.getByText(text.added)).toBeVisible();
      await expect(page.getByTestId("wallet-balance")).toHaveText(text.balance);
      await expect(page.getByText(text.statement)).toBeVisible();
      const transfers = page.getByRole("region", {
        name: language === "en" ? "Your bank transfers" : "သင့်ဘဏ်ငွေလွှဲများ",
      });
      await expect(transfers.getByText(text.confirmed)).toBeVisible();

      // The same reference at the same bank again is refused at its field, and credits nothing.
      await bank.selectOption("KBZ");
      await reference.fill("FT2611001");
      await amount.fill("50,000");
      await record.click();
      await expect(page.getByText(text.duplicate)).toBeVisible();
      await page.reload();
      await expect(page.getByTestId("wallet-balance")).toHaveText(text.balance);
      await expect(page.getByText(text.statement)).toBeVisible();
      expect(await seriousViolations(page, "main")).toEqual([]);
    });

    test("sets a low-balance alert, and a payment that crosses it mails the agent once", async ({
      page,
      request,
      baseURL,
    }) => {
      const agent = await newAgent(request, language);
      const booking = await newHeldBooking(request, agent);
      const total = Math.round(Number(booking.totalPrice) * 100);
      // $10,000 in the deposit; the alert sits halfway down the booking's price.
      const funded = await request.post("/apis/agents/deposits", {
        headers: bearer(agent),
        data: { bank: "AYA", reference: `AYA-${booking.id}`, amountKyat: 21_000_000 },
      });
      expect(funded.status()).toBe(201);
      const threshold = 1_000_000 - Math.floor(total / 2);
      await storeInBrowser(page, { session: agent, language, currency: "USD" });
      await page.goto(`${text.prefix}/wallet`);
      await page.getByRole("textbox", { name: text.thresholdLabel }).fill((threshold / 100).toFixed(2));
      await page.getByRole("button", { name: text.thresholdSave }).click();
      await expect(page.getByText(text.thresholdSaved)).toBeVisible();
      await page.reload();
      await expect(page.getByTestId("threshold-current")).toContainText(
        language === "en"
          ? `$${(threshold / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })} USD`
          : "USD",
      );

      const paid = await request.post("/apis/customers/check-payment", {
        headers: bearer(agent),
        data: { userId: agent.user.id, flightId: booking.id },
      });
      expect(paid.status()).toBe(200);
      // The agent's mails: the alert once, beside the agency's copy of the e-ticket (ADR 0089).
      await expect(async () => {
        const subjects = (await outbox(baseURL))
          .filter((m) => m.to === agent.user.email)
          .map((m) => m.subject);
        expect(subjects).toHaveLength(2);
        expect(subjects.filter((subject) => subject === text.subject)).toHaveLength(1);
      }).toPass();
      const [mail] = (await outbox(baseURL)).filter(
        (m) => m.to === agent.user.email && m.subject === text.subject,
      );
      expect(mail?.text).toContain(`${text.prefix}/wallet`);
    });
  });
}
