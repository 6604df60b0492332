/**
 * The phone side menu and Settings panel: native modal <dialog>s, so the browser traps focus,
 * closes on Escape, makes the page inert and returns focus to the button that opened them.
 */
export function mountDialogs(): void {
  for (const opener of document.querySelectorAll<HTMLElement>("[data-open-dialog]")) {
    const dialog = document.getElementById(opener.dataset.openDialog ?? "");
    if (!(dialog instanceof HTMLDialogElement)) continue;
    opener.addEventListener("click", () => dialog.showModal());
    dialog.addEventListener("click", (event) => {
      const target = event.target as Element;
      // A click on the backdrop lands on the dialog itself; links inside close it as they navigate.
      if (target === dialog || target.closest("[data-close-dialog], a[href]")) dialog.close();
    });
  }
}
