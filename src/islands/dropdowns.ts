import { toLocale } from "../i18n/locales.ts";
import { setLanguage } from "../stores/language.ts";

/**
 * The header's <details> dropdowns work without JavaScript; this adds what a menu is expected
 * to do: close on a click outside and on Escape (focus back on its summary). It also updates the
 * language store in place for `button[data-language]`, the switch on pages that have one URL
 * for both languages (the booking app); links to the other language are remembered by the
 * inline script in Base.astro.
 */
export function mountDropdowns(): void {
  const open = () => [...document.querySelectorAll<HTMLDetailsElement>("details[data-dropdown][open]")];
  document.addEventListener("pointerdown", (event) => {
    for (const details of open()) if (!details.contains(event.target as Node)) details.open = false;
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const details of open()) {
      details.open = false;
      details.querySelector("summary")?.focus();
    }
  });
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element && event.target.closest("button[data-language]");
    if (!(button instanceof HTMLButtonElement)) return;
    setLanguage(toLocale(button.dataset.language));
    for (const details of open()) details.open = false;
  });
}
