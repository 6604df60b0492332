import { useEffect, useState } from "react";
import type { Translate } from "../../../i18n/translate-core.ts";
import { useLocale } from "../../use-t.ts";
import { HoldTimerView } from "./HoldTimerView.tsx";

/** The seat hold's remaining time, ticking each second; tells the screen once the hold has run out. */
export function HoldTimer({
  expiresAt,
  t,
  onExpire,
}: {
  expiresAt: string;
  t: Translate;
  onExpire: () => void;
}) {
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
  return <HoldTimerView remaining={remaining} t={t} locale={locale} />;
}
