import { describe, expect, it } from "vitest";
import { USD } from "../../../domain/money.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { renderIn } from "../../common/testing-render.tsx";
import { PaymentMethods, type PaymentVariant } from "./PaymentMethods.tsx";

function draw(variant: PaymentVariant, locale: Locale = "en", toppedUp = 0) {
  return renderIn(
    <PaymentMethods
      variant={variant}
      due={12_050}
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
});
