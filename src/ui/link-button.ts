/**
 * A link drawn as a large button (Buy Now, Back to results, Continue to payment): its shape; the
 * caller adds the colours.
 */
export const linkButton =
  "inline-flex min-h-12 items-center justify-center rounded-lg px-6 py-2 font-semibold";
