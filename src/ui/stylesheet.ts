const linked = new Map<string, Promise<void>>();

/**
 * Links a stylesheet once and resolves when it has loaded. A failed load rejects, and is linked
 * anew the next time it is asked for: a calendar whose styles could not come counts as not
 * loaded (its form offers the browser's date field and Try again), instead of showing unstyled
 * for the page's life.
 */
export function linkStylesheet(href: string): Promise<void> {
  let done = linked.get(href);
  if (!done) {
    done = new Promise((resolve, reject) => {
      const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href });
      link.addEventListener("load", () => resolve());
      link.addEventListener("error", () => {
        link.remove();
        linked.delete(href);
        reject(new Error(`The stylesheet ${href} could not be loaded`));
      });
      document.head.append(link);
    });
    linked.set(href, done);
  }
  return done;
}

/**
 * The calendar's stylesheet (react-datepicker's and our changes to it, src/styles/calendar.css),
 * linked when a calendar first opens. It is imported as a URL: imported as CSS, Astro would inline
 * it into every page that could open a calendar.
 */
export async function loadCalendarStyles(): Promise<void> {
  const { default: href } = await import("../styles/calendar.css?url");
  await linkStylesheet(href);
}
