import { readdirSync } from "node:fs";
import path from "node:path";
import { addDays } from "../../src/domain/dates.ts";
import { type BenchServer, storedSearch } from "./vitals.ts";

/** Every file of a built site as the URL path that serves it (`about/index.html` → `/about/`). */
function sitePaths(dist: string, dir = ""): string[] {
  return readdirSync(path.join(dist, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sitePaths(dist, relative);
    return [entry.name === "index.html" ? `/${dir}${dir ? "/" : ""}` : `/${relative}`];
  });
}

/**
 * Asks the bench server once for every file of the site (compressed as Chromium asks: the server
 * compresses a file on its first request and keeps the result) and for one search on another
 * day than the stored search's, so the measured loads meet a process that has been serving a
 * while, as in production, not one paying its first-request costs.
 */
export async function warmUp(server: BenchServer): Promise<void> {
  const headers = { "accept-encoding": "gzip, deflate, br, zstd" };
  for (const urlPath of sitePaths(server.dist)) {
    await (await fetch(server.origin + urlPath, { headers })).arrayBuffer();
  }
  const search = storedSearch();
  const query = new URLSearchParams({
    ...Object.fromEntries(Object.entries(search).map(([key, value]) => [key, String(value)])),
    departureDate: addDays(search.departureDate, 1),
  });
  query.delete("returnDate");
  const answer = await fetch(`${server.origin}/apis/flights/search/one-ways?${query}`, { headers });
  if (!answer.ok) throw new Error(`warm-up search answered ${answer.status}`);
  await answer.arrayBuffer();
}
