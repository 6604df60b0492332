declare global {
  namespace App {
    /** Set once per page by src/middleware.ts. */
    interface Locals {
      /** The page's language, from its address. */
      locale: import("./i18n/locales.ts").Locale;
      /** The translator for that language. */
      t: import("./i18n/translate-core.ts").Translate;
    }
  }
}

declare module "astro" {
  interface AstroClientDirectives {
    /**
     * Hydrate at once (`"load"`) or when idle or on the first touch, focus or key (`"idle"`),
     * holding presses until the island is live (src/ui/hold-presses.ts).
     */
    "client:hold"?: "load" | "idle";
  }
}

export {};
