/**
 * The copies of a traveller's own bookings kept on the device so that they open with no
 * connection (ADR 0077): a booking's record as the API answered it, and its e-ticket PDF, each
 * under its user's id, in one Cache Storage cache. They outlive an expired session (the
 * traveller opens the e-ticket at the airport the next morning); signing out, a revoked session
 * or someone else signing in deletes them. Nothing else personal is kept; the service worker
 * (public/booking-shell.js) keeps only the page's code, never these.
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

const PREFIX = "/kept/";

/** The key of one user's copy: an address on this origin that no server route answers. */
function keyOf(userId: string, bookingId: string, kind: "record" | "eticket"): string {
  const base = typeof location === "undefined" ? "http://localhost" : location.origin;
  return `${base}${PREFIX}${encodeURIComponent(userId)}/${encodeURIComponent(bookingId)}/${kind}`;
}

/** The user a kept copy's address names, or null. */
function userOfKey(url: string): string | null {
  const path = new URL(url, "http://localhost").pathname;
  if (!path.startsWith(PREFIX)) return null;
  const [user] = path.slice(PREFIX.length).split("/");
  return user ? decodeURIComponent(user) : null;
}

/**
 * The deletions asked for in this page: how many, which user's copies each one spared (null:
 * none), and the last one still under way, which every read waits for.
 */
let forgets = { count: 0, spared: null as string | null, done: Promise.resolve() as Promise<unknown> };

async function forget(spared: string | null, remove: (store: CacheStorage) => Promise<unknown>) {
  const store = storage();
  const done = forgets.done.then(() => (store ? remove(store) : undefined)).catch(() => undefined);
  forgets = { count: forgets.count + 1, spared, done };
  await done;
}

async function put(key: string, userId: string, body: BodyInit, type: string, stillOwner: () => boolean) {
  const store = storage();
  if (!store) return;
  const before = forgets.count;
  try {
    const cache = await store.open(KEPT_CACHE);
    await cache.put(
      key,
      new Response(body, { headers: { "Content-Type": type, "X-Saved-At": new Date().toISOString() } }),
    );
    // Signed out, or in as someone else, while saving: the copy must not outlive that.
    const forgotten = forgets.count !== before && forgets.spared !== userId;
    if (forgotten || !stillOwner()) await cache.delete(key);
  } catch {
    // A full or refused store: the page works as before, only not offline.
  }
}

async function openKept(): Promise<Cache | null> {
  await forgets.done;
  const store = storage();
  if (!store) return null;
  try {
    return (await store.keys()).includes(KEPT_CACHE) ? await store.open(KEPT_CACHE) : null;
  } catch {
    return null;
  }
}

async function match(key: string): Promise<Response | null> {
  try {
    return (await (await openKept())?.match(key)) ?? null;
  } catch {
    return null;
  }
}

/**
 * Keeps `userId`'s booking record; `stillOwner` says whether no one else has signed in here
 * since (another tab included).
 */
export function keepBooking(userId: string, bookingId: string, record: unknown, stillOwner: () => boolean) {
  return put(
    keyOf(userId, bookingId, "record"),
    userId,
    JSON.stringify(record),
    "application/json",
    stillOwner,
  );
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

/** A kept booking record with the booking's id: what the history page lists offline. */
export interface KeptEntry<T> extends KeptBooking<T> {
  bookingId: string;
}

/**
 * Every booking record kept for `userId` (never another user's: the keys name the user), newest
 * saved first; none where nothing is kept or the store cannot be read.
 */
export async function keptBookingsOf(userId: string): Promise<KeptEntry<unknown>[]> {
  const cache = await openKept();
  if (!cache) return [];
  const found: KeptEntry<unknown>[] = [];
  try {
    for (const request of await cache.keys()) {
      const parts = new URL(request.url).pathname.slice(PREFIX.length).split("/");
      if (parts.length !== 3 || parts[2] !== "record" || decodeURIComponent(parts[0] ?? "") !== userId)
        continue;
      const response = await cache.match(request);
      if (!response) continue;
      try {
        found.push({
          bookingId: decodeURIComponent(parts[1] ?? ""),
          record: await response.json(),
          savedAt: response.headers.get("X-Saved-At") ?? "",
        });
      } catch {
        // An unreadable copy is not listed.
      }
    }
  } catch {
    return [];
  }
  return found.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/** Keeps `userId`'s e-ticket PDF of a booking. */
export function keepEticket(userId: string, bookingId: string, pdf: Blob, stillOwner: () => boolean) {
  return put(keyOf(userId, bookingId, "eticket"), userId, pdf, "application/pdf", stillOwner);
}

/** The kept e-ticket PDF of `userId`'s booking, or null. */
export async function keptEticket(userId: string, bookingId: string): Promise<Blob | null> {
  const response = await match(keyOf(userId, bookingId, "eticket"));
  return response ? response.blob() : null;
}

/**
 * Whose copies this device keeps: the user of the copy saved last (the device's last traveller;
 * signing in as someone else deletes the others'), or null when none is kept. With no session
 * (it expired), the copies shown offline are this user's.
 */
export async function keptCopiesOwner(): Promise<string | null> {
  const cache = await openKept();
  if (!cache) return null;
  try {
    let owner: { user: string; at: string } | null = null;
    for (const request of await cache.keys()) {
      const user = userOfKey(request.url);
      const at = (await cache.match(request))?.headers.get("X-Saved-At") ?? "";
      if (user && (!owner || at > owner.at)) owner = { user, at };
    }
    return owner?.user ?? null;
  } catch {
    return null;
  }
}

/** Deletes every kept copy, of every user (signing out, a revoked session). */
export function forgetKeptCopies(): Promise<void> {
  return forget(null, (store) => store.delete(KEPT_CACHE));
}

/** Deletes every kept copy that is not `userId`'s (`userId` has signed in on this device). */
export function forgetOthersKeptCopies(userId: string): Promise<void> {
  return forget(userId, async (store) => {
    if (!(await store.keys()).includes(KEPT_CACHE)) return;
    const cache = await store.open(KEPT_CACHE);
    for (const request of await cache.keys()) {
      if (userOfKey(request.url) !== userId) await cache.delete(request);
    }
  });
}
