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
