// Inlined at the end of each booking-app page (scripts/screen-preloads.ts writes `data-preload`):
// once the page has loaded and painted, starts downloading its screen's code, the chunks the app
// would otherwise ask for only after React and the shell have arrived and run. A few links per
// task, so no task of the page grows long; Vite's preload helper skips the links already there.
import { storedSignedInUser } from "../../stores/auth-record.ts";

((script) => {
  const urls = (script?.dataset.preload ?? "").split(" ").filter(Boolean);
  if (!urls.length) return;
  // A protected screen (`data-signed-in-only`) for a signed-out visitor: the app sends them to
  // sign in, so its code would come for nothing.
  if (script?.dataset.signedInOnly !== undefined && !signedIn()) return;
  let next = 0;
  const batch = () => {
    const present = new Set([...document.querySelectorAll("link")].map((link) => link.href));
    for (const end = Math.min(next + 4, urls.length); next < end; next += 1) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      // As Vite's helper writes its links, so a module fetched here is the one the app imports.
      link.crossOrigin = "";
      link.href = urls[next] ?? "";
      if (!present.has(link.href)) document.head.append(link);
    }
    if (next < urls.length) setTimeout(batch, 0);
  };
  // After the frame that follows the load event, as the page's module scripts
  // (src/ui/deferred-modules.ts): the first paint's bytes and work come first.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(batch, 0));
  if (document.readyState === "complete") afterPaint();
  else addEventListener("load", afterPaint, { once: true });
})(document.currentScript as HTMLScriptElement | null);

function signedIn(): boolean {
  try {
    return storedSignedInUser(localStorage) !== null;
  } catch {
    // Storage that cannot be read holds no session either.
    return false;
  }
}
