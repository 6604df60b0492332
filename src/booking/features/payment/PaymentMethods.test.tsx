import { describe, expect, it } from "vitest";
import { USD } from "../../../domain/money.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { renderIn } from "../../common/testing-render.tsx";
import { PaymentMethods } from "./PaymentMethods.tsx";
import { type PaymentVariant, paymentFigures } from "./payment-figures.ts";

function draw(variant: PaymentVariant, locale: Locale = "en", toppedUp = 0, balance: number | null = 0) {
  return renderIn(
    <PaymentMethods
      variant={variant}
      figures={paymentFigures(variant, 12_050, balance, toppedUp)}
      currency={USD}
      expired={false}
      paying={false}
      toppedUp={toppedUp}
      onPayFromWallet={() => undefined}
      onTopUpAndPay={() => undefined}
    />,
    locale,
  );
}

describe("the ways to pay", () => {
  it("are links to each way's page in the page's language, the shown one current", () => {
    const en = draw("card");
    expect(en).toContain('href="/payment"');
    expect(en).toContain('href="/payment/creaditcard" aria-current="page"');
    expect(en).toContain('href="/payment/kpay"');
    const my = draw("kpay", "my");
    expect(my).toContain('href="/my/payment"');
    expect(my).toContain('href="/my/payment/kpay" aria-current="page"');
  });

  it("show the chosen way only: the wallet's Pay Now, the card form or KBZPay with the amount", () => {
    expect(draw("wallet")).toContain("Pay Now");
    expect(draw("wallet")).not.toContain('id="card-number"');
    const card = draw("card");
    expect(card).toContain('id="card-number"');
    expect(card).toContain("$120.50");
    const kpay = draw("kpay");
    expect(kpay).not.toContain('id="card-number"');
    expect(kpay).toContain("09 777 123 456");
    expect(kpay).toContain("$120.50");
  });

  it("say what an earlier attempt left in the wallet", () => {
    expect(draw("wallet", "en", 5_000)).toContain("$50.00");
    expect(draw("wallet")).not.toContain('role="status"');
  });

  it("show the balance, the amount due and what is topped up first, and how, before Pay Now", () => {
    const short = draw("wallet", "en", 0, 5_000);
    expect(short).toMatch(/Wallet balance<\/dt><dd[^>]*>\$50\.00 USD</);
    expect(short).toMatch(/Amount due<\/dt><dd[^>]*>\$120\.50 USD</);
    expect(short).toMatch(/To top up by card \(below\)<\/dt><dd[^>]*>\$70\.50 USD</);
    expect(short.indexOf("Amount due")).toBeLessThan(short.indexOf("Pay Now"));
    expect(draw("wallet", "en", 0, 20_000)).not.toContain("top up");
    expect(draw("card", "en", 0, 20_000)).toMatch(/Topped up by card first<\/dt><dd[^>]*>\$120\.50 USD</);
    expect(draw("kpay", "en", 2_050, 2_050)).toMatch(
      /Topped up with KBZPay first<\/dt><dd[^>]*>\$100\.00 USD</,
    );
    const my = draw("card", "my", 0, 0);
    expect(my).toContain("ပိုက်ဆံအိတ် လက်ကျန်ငွေ");
    expect(my).toContain("ကတ်ဖြင့် ဦးစွာ ဖြည့်မည့်ငွေ");
    expect(draw("wallet", "my", 0, 0)).toContain("ကတ်ဖြင့် ဖြည့်ရန် (အောက်တွင်)");
  });

  it("leave the balance out for a visitor signed out, and wait for it while it is asked for", () => {
    expect(draw("wallet", "en", 0, null)).not.toContain("Wallet balance");
    expect(draw("wallet", "en", 0, null)).toContain("Amount due");
    const asking = renderIn(
      <PaymentMethods
        variant="wallet"
        figures={paymentFigures("wallet", 12_050, undefined, 0)}
        currency={USD}
        expired={false}
        paying={false}
        toppedUp={0}
        onPayFromWallet={() => undefined}
        onTopUpAndPay={() => undefined}
      />,
    );
    expect(asking).toMatch(/Wallet balance<\/dt><dd aria-busy="true"[^>]*>…</);
  });
});
