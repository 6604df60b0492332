/**
 * Where the API client finds the signed-in user's token. The session store registers itself
 * (src/stores/auth.ts), so the client, below the stores, does not import them, and a page that
 * only shows the account menu does not download the client.
 */
let read: () => string | null = () => null;

/** Makes every API call send the token `source` gives (the session store calls it once). */
export function readTokenFrom(source: () => string | null): void {
  read = source;
}

/** The token to send now, if any. */
export function currentToken(): string | null {
  return read();
}
