import { toMyanmarDigits } from "../../../domain/myanmar-digits.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { Translate } from "../../../i18n/translate-core.ts";

/** Minutes and seconds left, e.g. "29:05". */
function left(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * The seat hold's remaining time (nothing once it has run out). Without hooks, so the page
 * draws it before React arrives (early-payment.ts); HoldTimer ticks it.
 */
export function HoldTimerView({ remaining, t, locale }: { remaining: number; t: Translate; locale: Locale }) {
  if (remaining <= 0) return null;
  // A clock reading like the times beside dates: Myanmar digits on Myanmar pages.
  const time = locale === "my" ? toMyanmarDigits(left(remaining)) : left(remaining);
  return (
    <p className="rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-700" role="timer" aria-live="off">
      {t("payment.holdLeft", { time })}
    </p>
  );
}
