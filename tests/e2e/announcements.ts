import type { Page } from "@playwright/test";

/**
 * How many live regions would read `text` out (role alert or status, or `aria-live`, and not
 * `aria-live="off"`, and not hidden by `display: none` or `visibility: hidden`), counting a region
 * inside another once: a message shown as a toast and at its field should be announced once.
 */
export function announcements(page: Page, text: string): Promise<number> {
  return page.evaluate((wanted) => {
    const live = (element: Element) => {
      const politeness = element.getAttribute("aria-live");
      if (politeness === "off") return false;
      return politeness !== null || ["alert", "status", "log"].includes(element.getAttribute("role") ?? "");
    };
    const regions = [...document.querySelectorAll("*")].filter(
      (element) =>
        live(element) &&
        element.checkVisibility({ visibilityProperty: true }) &&
        (element.textContent ?? "").includes(wanted),
    );
    return regions.filter((region) => !regions.some((other) => other !== region && other.contains(region)))
      .length;
  }, text);
}
