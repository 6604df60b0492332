import type { UIKey } from "../i18n/en.ts";
import { useT } from "./use-t.ts";

/** A screen's title while the screen itself is being built. */
export function Placeholder({ titleKey }: { titleKey: UIKey }) {
  const t = useT();
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-2xl font-semibold">{t(titleKey)}</h1>
    </section>
  );
}
