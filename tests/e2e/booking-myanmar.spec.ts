import { detailDate, timeOf } from "../../src/domain/dates.ts";
import { parseDuration } from "../../src/domain/duration.ts";
import { formatPrice, USD } from "../../src/domain/money.ts";
import { toMyanmarDigits } from "../../src/domain/myanmar-digits.ts";
import { DEMO, storeInBrowser } from "./account-helpers.ts";
import { daysAhead, fillPassenger, openTicket } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";

/** An English month as 'D MMM YYYY' writes it: none may be left on a Myanmar page. */
const ENGLISH_MONTH = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/;

test.describe("booking in Myanmar", () => {
  // The demo customer's wallet pays without a top-up.
  test.use({ customerLogin: DEMO });

  test("every step speaks Myanmar and the NRC is written in Myanmar script", async ({
    signedIn: page,
    request,
  }) => {
    await storeInBrowser(page, { language: "my" });
    const { offer } = await openTicket(page, request, {
      from: "RGN",
      to: "MDL",
      departureDate: daysAhead(61),
    });
    await expect(page.getByRole("heading", { name: "ခရီးသည် အချက်အလက်" })).toBeVisible();
    await expect(page.getByText("ရန်ကုန် မှ မန္တလေး သို့")).toBeVisible();
    // The step numbers of the progress indicator in Myanmar digits.
    await expect(page.locator("nav ol li > span > span[aria-hidden=true]")).toHaveText(["၁", "၂", "၃"]);
    // The flight's duration in Myanmar units and digits, e.g. "၁ နာရီ ၃၀ မိနစ်".
    const minutes = parseDuration(offer.itineraries[0]?.duration ?? "") ?? 0;
    const hours = toMyanmarDigits(String(Math.floor(minutes / 60)));
    const rest = toMyanmarDigits(String(minutes % 60));
    await expect(page.getByText(`${hours} နာရီ ${rest} မိနစ်`, { exact: true })).toBeVisible();
    // Dates as Burmese writes them ("၂၀၂၆ ဒီဇင်ဘာ ၁") and times and counts in Myanmar digits.
    const departAt = offer.itineraries[0]?.segments[0]?.departure.at ?? "";
    const when = `${detailDate(departAt, "my")} ${timeOf(departAt, "my")}`;
    const main = page.locator("main");
    await expect(main.getByText(detailDate(departAt, "my"), { exact: true }).first()).toBeVisible();
    await expect(main.getByText(timeOf(departAt, "my"), { exact: true }).first()).toBeVisible();
    await expect(main).not.toContainText(ENGLISH_MONTH);
    await expect(page.locator("#passenger-button-1")).toContainText("ခရီးသည် ၁ ကို ထည့်ပါ");
    // Prices in Myanmar digits, as the dates: "$၁၂၃.၄၅ USD".
    const total = formatPrice(offer.price.grandTotal, USD, "my");
    expect(total).toMatch(/^\$[၀-၉,]+\.[၀-၉]{2} USD$/);
    await expect(page.getByRole("region", { name: "စျေးနှုန်း" })).toContainText(total);
    await expect(page.getByTestId("continue-bar")).toContainText(total);
    await page.getByRole("button", { name: "ဆက်လုပ်မည်" }).click();
    await expect(page.getByText("ဆက်သွယ်ရန် အချက်အလက် ဖြည့်ပါ- လိပ်စာ, မြို့, နိုင်ငံ").first()).toBeVisible();
    await page.locator("#contact-address").fill("အမှတ် ၁ ပြည်လမ်း");
    await page.locator("#contact-city").fill("ရန်ကုန်");
    await page.locator("#contact-country").fill("မြန်မာ");

    await page.locator("#passenger-button-1").click();
    const modal = page.getByRole("dialog", { name: "လူကြီး ခရီးသည် ၁ အချက်အလက်" });
    // A name in Myanmar script is refused, in Myanmar: airlines take names in Latin letters.
    await fillPassenger(modal, 1, { first: "အောင်", last: "ကျော်", phone: "09420000111" });
    await modal.getByRole("button", { name: "သိမ်းမည်" }).click();
    await expect(
      modal.getByText(
        "လူကြီး ခရီးသည် ၁ ၏ အမည်ကို ပတ်စပို့ သို့မဟုတ် ခရီးသွားစာရွက်စာတမ်းပါအတိုင်း လက်တင်အက္ခရာ (A-Z) ဖြင့် ရေးပါ။ လေကြောင်းလိုင်းများသည် မြန်မာအက္ခရာဖြင့် ရေးထားသော အမည်ကို လက်မခံနိုင်ပါ။",
      ),
    ).toBeVisible();
    await expect(modal.locator("#p1-firstName")).toBeFocused();
    await modal.locator("#p1-firstName").fill("Aung");
    await modal.locator("#p1-lastName").fill("Kyaw");
    await modal.locator("#p1-nrcNumber").selectOption("12");
    await modal.getByLabel("မြို့နယ် ကုဒ်").selectOption("OUKAMA");
    await modal.getByLabel("နိုင်ငံသား အမျိုးအစား").selectOption("N");
    await modal.getByLabel("ဂဏန်း ခြောက်လုံး").fill("၁၂၃၄၅၆");
    await modal.getByRole("button", { name: "သိမ်းမည်" }).click();
    await expect(page.locator("#passenger-button-1")).toContainText("Aung Kyaw");

    await page.getByRole("button", { name: "ဆက်လုပ်မည်" }).click();
    const confirm = page.getByRole("dialog", { name: "ဘွတ်ကင် အတည်ပြုပါ" });
    await expect(confirm).toContainText(when);
    await expect(confirm).toContainText("၁. Aung Kyaw");
    await expect(confirm).toContainText(total);
    await confirm.getByRole("button", { name: "ဘွတ်ကင် အတည်ပြုမည်" }).click();
    await expect(page.getByText("လေယာဉ်လက်မှတ် ဘွတ်ကင် အောင်မြင်ပါသည်!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "ငွေပေးချေမှု ရွေးပါ" })).toBeVisible();
    await expect(main).toContainText(when);
    await expect(main).toContainText("ခရီးသည် ၁ ဦး");
    await expect(page.getByRole("region", { name: "စျေးနှုန်း" })).toContainText(total);
    await expect(main).not.toContainText(ENGLISH_MONTH);
    await page.getByRole("button", { name: "ယခု ပေးချေမည်" }).click();
    await expect(page.getByRole("heading", { name: "သင့်လေယာဉ်လက်မှတ် အတည်ပြုပြီးပါပြီ" })).toBeVisible();
    await expect(page.getByText("ဦး Aung Kyaw")).toBeVisible();
    await expect(main).toContainText(total);
    await expect(main).toContainText(when);
    await expect(main).toContainText("ခရီးသည် ၁ ဦး");
    await expect(main).not.toContainText(ENGLISH_MONTH);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("bookingData") ?? "{}"));
    expect(stored.passengers[0].nrcNumber).toBe("၁၂/ဥကမ(နိုင်)၁၂၃၄၅၆");
  });
});
