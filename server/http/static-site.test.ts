import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, StaticSite } from "./static-site.ts";

function makeDist() {
  const root = mkdtempSync(path.join(os.tmpdir(), "dist-"));
  mkdirSync(path.join(root, "_assets"));
  mkdirSync(path.join(root, "booking-detail"));
  mkdirSync(path.join(root, "my"));
  writeFileSync(
    path.join(root, "index.html"),
    `<html><body>${"home ".repeat(300)}<script>go()</script></body></html>`,
  );
  writeFileSync(path.join(root, "404.html"), "<html>not found</html>");
  writeFileSync(path.join(root, "my", "404.html"), "<html lang=my>not found my</html>");
  writeFileSync(path.join(root, "booking-detail", "index.html"), "<html>booking app</html>");
  mkdirSync(path.join(root, "my", "booking-detail"));
  writeFileSync(path.join(root, "my", "booking-detail", "index.html"), "<html lang=my>booking app my</html>");
  writeFileSync(path.join(root, "_assets", "app.abc123.js"), "console.log(1)");
  writeFileSync(path.join(root, "booking-shell.js"), "self.addEventListener('fetch', () => {})");
  return new StaticSite(root);
}

describe("StaticSite", () => {
  const site = makeDist();

  it("caches hashed assets for a year and revalidates HTML", () => {
    expect(site.respond("/_assets/app.abc123.js", {}).headers["Cache-Control"]).toContain("immutable");
    expect(site.respond("/", {}).headers["Cache-Control"]).toBe("no-cache");
  });

  it("lets the service worker fetch from its own origin only, and nothing else load", () => {
    expect(site.respond("/booking-shell.js", {}).headers["Content-Security-Policy"]).toBe(
      "default-src 'none'; connect-src 'self'; frame-ancestors 'none'",
    );
    expect(site.respond("/_assets/app.abc123.js", {}).headers["Content-Security-Policy"]).toBeUndefined();
  });

  it("answers 304 when the ETag matches", () => {
    const first = site.respond("/", {});
    const again = site.respond("/", { ifNoneMatch: first.headers.ETag });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
  });

  it("compresses with gzip or brotli as the client accepts", () => {
    const gz = site.respond("/", { acceptEncoding: "gzip" });
    expect(gz.headers["Content-Encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body as Buffer).toString()).toContain("home");
    expect(site.respond("/", { acceptEncoding: "gzip, br" }).headers["Content-Encoding"]).toBe("br");
  });

  it("answers a page compressed at once, then at least as small once precompressed", async () => {
    const cold = makeDist();
    const quick = cold.respond("/", { acceptEncoding: "br" }).body as Buffer;
    expect(brotliDecompressSync(quick).toString()).toContain("home home");
    await cold.precompress();
    const best = cold.respond("/", { acceptEncoding: "br" }).body as Buffer;
    expect(brotliDecompressSync(best).equals(brotliDecompressSync(quick))).toBe(true);
    expect(best.length).toBeLessThanOrEqual(quick.length);
    const gz = cold.respond("/", { acceptEncoding: "gzip" }).body as Buffer;
    expect(gunzipSync(gz).toString()).toContain("home home");
  });

  it("serves the booking app for any /booking-detail/{id}, in each language", () => {
    const res = site.respond("/booking-detail/BK123", {});
    expect(res.status).toBe(200);
    expect(res.body?.toString()).toContain("booking app");
    const my = site.respond("/my/booking-detail/BK123", {});
    expect(my.status).toBe(200);
    expect(my.body?.toString()).toContain("booking app my");
  });

  it("matches a path with broken percent-encoding as sent: its app page, else the 404 page, never home", () => {
    const detail = site.respond("/booking-detail/%E0%A4%A", {});
    expect(detail.status).toBe(200);
    expect(detail.body?.toString()).toContain("booking app");
    const other = site.respond("/abo%E0%A4%A", {});
    expect(other.status).toBe(404);
    expect(other.body?.toString()).toContain("not found");
  });

  it("answers unknown pages with the 404 page in the right language", () => {
    const en = site.respond("/nope", {});
    expect(en.status).toBe(404);
    expect(en.body?.toString()).toContain("not found");
    expect(site.respond("/my/nope", {}).body?.toString()).toContain("not found my");
  });

  it("does not leave the site folder", () => {
    expect(site.respond("/../../etc/passwd", {}).status).toBe(404);
    expect(site.respond("/%2e%2e/%2e%2e/etc/passwd", {}).status).toBe(404);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows inline scripts by hash only and forbids framing", () => {
    const csp = contentSecurityPolicy("<script>alert(1)</script><script src=/a.js></script>");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain("unsafe-inline' 'sha");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
