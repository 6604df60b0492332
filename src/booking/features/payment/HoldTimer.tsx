import { useEffect, useState } from "react";
import { toMyanmarDigits } from "../../../domain/myanmar-digits.ts";
import { useLocale, useT } from "../../use-t.ts";

/** Minutes and seconds left, e.g. "29:05". */
function left(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * The seat hold's remaining time, ticking each second; nothing once the hold has run out, which
 * it tells the screen. Drawn only once the stored booking is known (in the browser), so it may
 * read the clock as it renders.
 */
export function HoldTimer({ expiresAt, onExpire }: { expiresAt: string; onExpire: () => void }) {
  const t = useT();
  const locale = useLocale();
  const end = Date.parse(expiresAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const remaining = end - now;
  useEffect(() => {
    if (remaining <= 0) onExpire();
  }, [remaining, onExpire]);
  if (remaining <= 0) return null;
  // A clock reading like the times beside dates: Myanmar digits on Myanmar pages.
  const time = locale === "my" ? toMyanmarDigits(left(remaining)) : left(remaining);
  return (
    <p className="font-semibold" role="timer" aria-live="off">
      {t("payment.holdLeft", { time })}
    </p>
  );
}
