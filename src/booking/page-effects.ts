import type { Locale } from "../i18n/locales.ts";
import { setLanguage } from "../stores/language.ts";

/**
 * Keeps the document in the visitor's language: `<html lang>` (screen readers, the API's mail
 * language) and Myanmar's taller line height. The Myanmar font itself comes by unicode-range
 * (Base.astro) only when Myanmar text is shown.
 */
export function applyLocale(locale: Locale): void {
  // Only when it differs: a new `lang`, even the same one, has the browser restyle the page.
  if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
  // The header's and footer's texts, switched by the page's own script (Base.astro).
  (window as { translateChrome?: (locale: Locale) => void }).translateChrome?.(locale);
  document.body.classList.toggle("leading-relaxed", locale === "my");
}

/**
 * The header's language switch on app pages is a pair of buttons (one URL for both languages):
 * a click changes `$language`, so the app re-renders in place, and closes the menu.
 * @returns the function that stops listening.
 */
export function bindLanguageButtons(): () => void {
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest("button[data-language]") : null;
    if (!button) return;
    setLanguage(button.getAttribute("data-language") === "my" ? "my" : "en");
    const menu = button.closest("details");
    menu?.removeAttribute("open");
    // The pressed button is hidden with the menu: the focus goes back to the menu's own button
    // (else it would fall to the page's start).
    menu?.querySelector("summary")?.focus();
  };
  document.addEventListener("click", onClick);
  return () => document.removeEventListener("click", onClick);
}
