/**
 * After the app moves to another screen (a link, Back, a redirect, a step done), the focus goes
 * to the new screen's heading (its h1, else <main>), where a page load would leave a screen
 * reader: the pressed control is gone with the old screen, so the focus would fall to <body>
 * and nothing would say that the page changed. The heading may come after the route (the
 * screen's code, its data): it is waited for, up to a few seconds. The focus is not taken from
 * where the visitor has put it meanwhile.
 * @returns the function that stops waiting.
 */
export function focusScreenHeading(): () => void {
  const main = document.getElementById("main");
  if (!main) return () => {};
  const before = document.activeElement;
  // Still where the navigation left it: on <body>, on nothing, or on the control pressed (a
  // header link stays in the page).
  const untouched = () => {
    const active = document.activeElement;
    return active === null || active === document.body || active === before || !active.isConnected;
  };
  const focusHeading = (): boolean => {
    const heading = main.querySelector<HTMLElement>("h1");
    if (!heading) return false;
    if (!untouched()) return true;
    if (!heading.hasAttribute("tabindex")) {
      heading.tabIndex = -1;
      // Not a control: no focus ring around a heading the visitor did not tab to.
      heading.style.outline = "none";
    }
    heading.focus({ preventScroll: true });
    return true;
  };
  if (focusHeading()) return () => {};
  const observer = new MutationObserver(() => {
    if (focusHeading()) stop();
  });
  const timer = setTimeout(() => {
    stop();
    if (untouched()) main.focus({ preventScroll: true });
  }, 5000);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}
