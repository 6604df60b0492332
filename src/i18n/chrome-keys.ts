import type { UIKey } from "./en.ts";

/**
 * The texts of the header, menus and footer. The booking app's pages have one URL for both
 * languages, so their HTML is built in English and these texts are switched in the browser
 * (elements marked `data-t` / `data-t-label` / `data-t-alt`, see Base.astro) when Myanmar is
 * chosen.
 */
export const CHROME_KEYS = [
  "site.skipToContent",
  // The notice of a page whose code could not be downloaded (LoadFailedNotice.astro).
  "app.loadFailed",
  "app.tryAgain",
  "nav.label",
  "nav.home",
  "nav.flights",
  "nav.about",
  "nav.contact",
  "header.app",
  "header.appLabel",
  "settings.title",
  "settings.language",
  "settings.currency",
  "settings.country",
  "language.current",
  "language.en",
  "language.my",
  "country.myanmar",
  "country.foreigner",
  "account.menu",
  "account.signIn",
  "account.signUp",
  "account.profile",
  "account.logout",
  "account.agent",
  "menu.open",
  "menu.close",
  "menu.openSettings",
  "menu.closeSettings",
  "footer.hotline",
  "footer.support",
  "footer.about",
  "footer.aboutUs",
  "footer.contactUs",
  "footer.faqs",
  "footer.payment",
  "footer.getApp",
  // The store badges' names (StoreBadges.astro, in the footer: data-t-alt).
  "store.android",
  "store.ios",
  "footer.copyright",
  "footer.privacy",
  "footer.terms",
] as const satisfies readonly UIKey[];
