import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { prerender } from "react-dom/static";
import type { Locale } from "../../i18n/locales.ts";
import { translator } from "../../i18n/translate.ts";
import { TextsContext } from "../use-t.ts";

/**
 * The markup of `node` as a page in `locale` draws it (the build, and the first render in the
 * browser): with that page's texts, and nothing stored known yet. For tests.
 * @example renderIn(<BookingList cards={[]} currency={USD} />, "my")
 */
export function renderIn(node: ReactNode, locale: Locale = "en"): string {
  return renderToStaticMarkup(<TextsContext value={{ locale, t: translator(locale) }}>{node}</TextsContext>);
}

/**
 * The markup of `node` in `locale` once every part loaded on demand has come (an agent's parts,
 * ADR 0086, with their texts), as the browser shows it a moment later. For tests.
 * @example await renderLoadedIn(<BookingDetail detail={agentsBooking} ... />, "my")
 */
export async function renderLoadedIn(node: ReactNode, locale: Locale = "en"): Promise<string> {
  const { prelude } = await prerender(
    <TextsContext value={{ locale, t: translator(locale) }}>{node}</TextsContext>,
  );
  return new Response(prelude).text();
}
