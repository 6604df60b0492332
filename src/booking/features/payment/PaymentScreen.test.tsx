import { describe, expect, it } from "vitest";
import { translator } from "../../../i18n/translate.ts";
import { renderIn } from "../../common/testing-render.tsx";
import PaymentScreen from "./PaymentScreen.tsx";

const t = translator("en");

describe("the payment step as built (the stored booking not known yet)", () => {
  it.each(["wallet", "card", "kpay"])("%s: the step's progress and heading over a spinner", (variant) => {
    const html = renderIn(<PaymentScreen params={{}} search={{}} variant={variant} />);
    expect(html).toContain(`aria-label="${t("progress.label")}"`);
    expect(html).toMatch(/<h1[^>]*>Choose Payment<\/h1>/);
    expect(html).toContain(t("app.loading"));
    // Neither a way to pay nor "nothing stored" before the browser has said which.
    expect(html).not.toContain(t("payment.payNow"));
    expect(html).not.toContain(t("payment.noBookingStored"));
  });
});
