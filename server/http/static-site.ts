import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, gzip, gzipSync, constants as zlib } from "node:zlib";
import { clientRouteFallbacks } from "../../src/routes.ts";

/**
 * One file of the built site, kept in memory with its compressed forms: made quickly on first use,
 * then replaced by the smallest forms once `precompress` has run.
 */
interface SiteFile {
  body: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  /** Content-Security-Policy for HTML pages: their inline scripts are allowed by hash only. */
  csp?: string;
  gzip?: Buffer;
  br?: Buffer;
}

export interface SiteResponse {
  status: 200 | 304 | 404;
  headers: Record<string, string>;
  body: Buffer | null;
}

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".webmanifest": "application/manifest+json",
};
const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;
/** Brotli's quality on a request: milliseconds for a page (quality 11 takes a second or more on a slow core). */
const QUICK_BROTLI = 5;
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A script at the site's root is a service worker (public/booking-shell.js, ADR 0077): its own
 * policy lets it fetch from this origin only (the page's shell it keeps), and load nothing else.
 */
const WORKER_SCRIPT = /^\/[^/]+\.js$/;
const WORKER_CSP = "default-src 'none'; connect-src 'self'; frame-ancestors 'none'";

/** Paths the booking app routes on the client (from its route map): /booking-detail/{id} gets its page. */
const clientRoutes = clientRouteFallbacks();

/**
 * The pre-built static site (Astro's `dist/`) served from memory: hashed assets cached for a
 * year, HTML revalidated by ETag, brotli or gzip by Accept-Encoding, and real 404 pages.
 */
export class StaticSite {
  readonly files = new Map<string, SiteFile>();
  private readonly apiOrigin: string | undefined;

  constructor(root: string, apiOrigin?: string) {
    this.apiOrigin = apiOrigin;
    this.load(root, "");
  }

  private load(dir: string, prefix: string) {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const urlPath = `${prefix}/${entry.name}`;
      if (entry.isDirectory()) this.load(full, urlPath);
      else if (statSync(full).isFile()) this.files.set(urlPath, this.describe(urlPath, readFileSync(full)));
    }
  }

  private describe(urlPath: string, body: Buffer): SiteFile {
    const ext = path.extname(urlPath).toLowerCase();
    const type = types[ext] ?? "application/octet-stream";
    const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    const cacheControl = urlPath.startsWith("/_assets/")
      ? "public, max-age=31536000, immutable"
      : ext === ".html"
        ? "no-cache"
        : "public, max-age=3600";
    const file: SiteFile = { body, type, etag, cacheControl };
    if (ext === ".html") file.csp = contentSecurityPolicy(body.toString("utf8"), this.apiOrigin);
    else if (WORKER_SCRIPT.test(urlPath)) file.csp = WORKER_CSP;
    return file;
  }

  /**
   * Compresses every file at the strongest settings, one at a time on Node's thread pool, so
   * the first visitors after a start are not kept waiting while a page is compressed (the server
   * calls this once it listens; until it is done, files are compressed quickly on first use).
   */
  async precompress(): Promise<void> {
    for (const file of this.files.values()) {
      if (!isCompressible(file)) continue;
      file.br = await brotliAsync(file.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
      file.gzip = await gzipAsync(file.body, { level: 9 });
    }
  }

  /** Finds the file for a request path, or the right 404 page. */
  resolve(requestPath: string): { file: SiteFile; status: 200 | 404 } | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(requestPath);
    } catch {
      // Broken percent-encoding (a link cut short): matched as sent, so an app route such as
      // /booking-detail/{id} still gets its page, which says what it can, and anything else the
      // 404 page, never the home page under a wrong address.
      decoded = requestPath;
    }
    const clean = path.posix.normalize(`/${decoded}`).replace(/\/+$/, "") || "";
    for (const candidate of [clean, `${clean}/index.html`, `${clean}.html`]) {
      const file = this.files.get(candidate);
      if (file) return { file, status: 200 };
    }
    for (const [pattern, target] of clientRoutes) {
      const file = pattern.test(clean) ? this.files.get(target) : undefined;
      if (file) return { file, status: 200 };
    }
    const notFound =
      (clean.startsWith("/my/") || clean === "/my"
        ? (this.files.get("/my/404.html") ?? this.files.get("/my/404/index.html"))
        : undefined) ?? this.files.get("/404.html");
    return notFound ? { file: notFound, status: 404 } : null;
  }

  /** Answers a GET or HEAD for `requestPath` with the encoding the client accepts. */
  respond(requestPath: string, headers: { ifNoneMatch?: string; acceptEncoding?: string }): SiteResponse {
    const found = this.resolve(requestPath);
    if (!found)
      return {
        status: 404,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
        body: Buffer.from("Not found"),
      };
    const { file, status } = found;
    const out: Record<string, string> = {
      "Content-Type": file.type,
      "Cache-Control": status === 404 ? "no-cache" : file.cacheControl,
      ETag: file.etag,
      Vary: "Accept-Encoding",
    };
    if (file.csp) out["Content-Security-Policy"] = file.csp;
    if (status === 200 && headers.ifNoneMatch && headers.ifNoneMatch.split(/\s*,\s*/).includes(file.etag)) {
      return { status: 304, headers: out, body: null };
    }
    let body = file.body;
    const accepts = headers.acceptEncoding ?? "";
    if (isCompressible(file)) {
      if (/\bbr\b/.test(accepts)) {
        file.br ??= brotliCompressSync(file.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: QUICK_BROTLI } });
        body = file.br;
        out["Content-Encoding"] = "br";
      } else if (/\bgzip\b/.test(accepts)) {
        file.gzip ??= gzipSync(file.body, { level: 6 });
        body = file.gzip;
        out["Content-Encoding"] = "gzip";
      }
    }
    out["Content-Length"] = String(body.length);
    return { status, headers: out, body };
  }
}

function isCompressible(file: SiteFile): boolean {
  return compressible.test(file.type) && file.body.length > 512;
}

/**
 * The page's policy: only our own origin (and the API's, when it lives elsewhere), inline
 * scripts allowed by their SHA-256 only, never framed.
 */
export function contentSecurityPolicy(html: string, apiOrigin?: string): string {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const code = match[1] ?? "";
    if (code.trim() !== "") hashes.add(`'sha256-${createHash("sha256").update(code).digest("base64")}'`);
  }
  const connect = ["'self'", ...(apiOrigin ? [apiOrigin] : [])].join(" ");
  return [
    "default-src 'self'",
    `script-src 'self' ${[...hashes].join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${connect}`,
    "frame-ancestors 'none'",
  ].join("; ");
}
