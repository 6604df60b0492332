declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate when idle or on the first touch, focus or key press (src/ui/idle-or-interaction.ts). */
    "client:idle-or-interaction"?: boolean;
  }
}

export {};
