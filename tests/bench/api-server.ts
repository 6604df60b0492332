import cluster from "node:cluster";
import { runMain } from "../../server/main.ts";

// The API as `npm start` runs it (inventory jobs, WEB_CONCURRENCY), without the site. The
// primary says "ready" once every worker listens.
await runMain({ distDir: "/nonexistent" });
if (cluster.isPrimary) process.send?.("ready");
