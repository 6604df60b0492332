import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

// The server Playwright starts: the real production process on a fresh embedded database.
process.env.DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "fb-e2e-"));
process.env.PORT ??= "4329";
process.env.LOG_LEVEL ??= "error";
// The browser tests move flights (schedule changes, closed flights) through a test-only route.
process.env.E2E_HOOKS = "1";
// Tests that create travellers through the API give each their own client address
// (X-Forwarded-For, newTravellerHeaders); the browser's own requests carry none and count as
// the socket's address, as before.
process.env.TRUST_PROXY ??= "1";
// Tests read the mail this server writes (DATA_DIR/outbox): they find the folder by the port.
writeFileSync(path.join(os.tmpdir(), `fb-e2e-${process.env.PORT}.datadir`), process.env.DATA_DIR);
await import("./start.ts");
