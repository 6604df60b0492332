import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants as zlib } from "node:zlib";
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
 * Asks the bench server once for every file of the site (compressed as Chromium asks) and for one
 * search on another day than the stored search's, then waits until the server has recompressed
 * its files at the strongest settings (it does so on its thread pool after a start), so the
 * measured loads meet a process that has been serving a while, as in production, and no
 * compression competes with the browser for the CPU.
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
  const best = brotliCompressSync(readFileSync(path.join(server.dist, "index.html")), {
    params: { [zlib.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
  for (let i = 0; i < 240; i += 1) {
    const home = await fetch(`${server.origin}/`, { headers: { "accept-encoding": "br" } });
    await home.arrayBuffer();
    // fetch decodes the body: the header carries the size as sent.
    if (Number(home.headers.get("content-length")) === best) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the bench server never finished precompressing its files");
}
