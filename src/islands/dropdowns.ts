/**
 * The header's <details> dropdowns work without JavaScript; this adds what a menu is expected
 * to do: close on a click outside and on Escape (focus back on its summary). The language links
 * are remembered by the inline script in Base.astro.
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
}
