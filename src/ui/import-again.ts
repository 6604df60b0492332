/**
 * Asking again for code that could not be downloaded (a dropped connection). A browser that
 * follows HTML's newer rule (whatwg/html#10327: Chromium 156 here) fetches a failed module again
 * on the next `import()`; one that does not (Chromium 150, Debian's build today; Safari and
 * Firefox, whose bugs for it are open) keeps the failure for the page's life, so there only a
 * reload brings the code.
 */

/** True when the site answers now: the page's own address, asked past every cache. */
export async function siteAnswers(): Promise<boolean> {
  try {
    const response = await fetch(location.href, { method: "HEAD", cache: "no-store" });
    return response.ok;
  } catch {
    return false;
  }
}

interface Options {
  /** Runs just before the reload, to keep what the visitor was doing. */
  beforeReload?: () => void;
  reachable?: () => Promise<boolean>;
  reload?: () => void;
}

/**
 * `load`, asked again after a failure: when it fails again while the site answers, the browser
 * has kept the failure (or the page's code has changed on the server since it loaded), and the
 * page is reloaded instead (the promise then never settles). While the site does not answer
 * either, the failure is the connection's and is passed on, so the visitor is not sent to the
 * browser's offline page. A first failure is always passed on: reloading is only done when
 * asked again, never by itself.
 * @example const loadCalendar = againOrReload(() => import("./Calendar.tsx"));
 */
export function againOrReload<T>(
  load: () => Promise<T>,
  { beforeReload, reachable = siteAnswers, reload = () => location.reload() }: Options = {},
): () => Promise<T> {
  let failedBefore = false;
  return async () => {
    try {
      const value = await load();
      failedBefore = false;
      return value;
    } catch (error) {
      if (failedBefore && (await reachable())) {
        beforeReload?.();
        reload();
        return new Promise<T>(() => undefined);
      }
      failedBefore = true;
      throw error;
    }
  };
}
