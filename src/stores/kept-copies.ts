/**
 * The copies of a traveller's own bookings kept on the device so that they open with no
 * connection (ADR 0077): a booking's record as the API answered it, and its e-ticket PDF, each
 * under the signed-in user's id, in one Cache Storage cache that signing out deletes whole.
 * Nothing else personal is kept; the service worker (public/booking-shell.js) keeps only the
 * page's code, never these.
 */

/** The one cache of personal copies (Cache Storage, this origin). */
export const KEPT_CACHE = "kept-bookings-v1";

/** What is kept of a booking: its record, and when it was saved (ISO instant). */
export interface KeptBooking<T> {
  record: T;
  savedAt: string;
}

/** Cache Storage where the browser has it (a secure origin), else null: nothing is kept. */
function storage(): CacheStorage | null {
  return typeof caches === "undefined" ? null : caches;
}

/** The key of one user's copy: an address on this origin that no server route answers. */
function keyOf(userId: string, bookingId: string, kind: "record" | "eticket"): string {
  const base = typeof location === "undefined" ? "http://localhost" : location.origin;
  return `${base}/kept/${encodeURIComponent(userId)}/${encodeURIComponent(bookingId)}/${kind}`;
}

async function put(key: string, body: BodyInit, type: string, stillOwner: () => boolean) {
  const store = storage();
  if (!store) return;
  try {
    const cache = await store.open(KEPT_CACHE);
    await cache.put(
      key,
      new Response(body, { headers: { "Content-Type": type, "X-Saved-At": new Date().toISOString() } }),
    );
    // Signed out (or in as someone else) while saving: the copy must not outlive the session.
    if (!stillOwner()) await store.delete(KEPT_CACHE);
  } catch {
    // A full or refused store: the page works as before, only not offline.
  }
}

async function match(key: string): Promise<Response | null> {
  const store = storage();
  if (!store) return null;
  try {
    return (await (await store.open(KEPT_CACHE)).match(key)) ?? null;
  } catch {
    return null;
  }
}

/** Keeps `userId`'s booking record; `stillOwner` says whether that user is still signed in. */
export function keepBooking(userId: string, bookingId: string, record: unknown, stillOwner: () => boolean) {
  return put(keyOf(userId, bookingId, "record"), JSON.stringify(record), "application/json", stillOwner);
}

/** The kept copy of `userId`'s booking, or null (never another user's: the key names the user). */
export async function keptBooking(userId: string, bookingId: string): Promise<KeptBooking<unknown> | null> {
  const response = await match(keyOf(userId, bookingId, "record"));
  if (!response) return null;
  try {
    return { record: await response.json(), savedAt: response.headers.get("X-Saved-At") ?? "" };
  } catch {
    return null;
  }
}

/** Keeps `userId`'s e-ticket PDF of a booking. */
export function keepEticket(userId: string, bookingId: string, pdf: Blob, stillOwner: () => boolean) {
  return put(keyOf(userId, bookingId, "eticket"), pdf, "application/pdf", stillOwner);
}

/** The kept e-ticket PDF of `userId`'s booking, or null. */
export async function keptEticket(userId: string, bookingId: string): Promise<Blob | null> {
  const response = await match(keyOf(userId, bookingId, "eticket"));
  return response ? response.blob() : null;
}

/** Deletes every kept copy, of every user (signing out, an expired or refused session). */
export function forgetKeptCopies(): Promise<boolean> {
  return (
    storage()
      ?.delete(KEPT_CACHE)
      .catch(() => false) ?? Promise.resolve(false)
  );
}
