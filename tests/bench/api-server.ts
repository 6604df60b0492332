import { main } from "../../server/main.ts";

// The API as `npm start` runs it (embedded database, inventory jobs), without the site.
await main({ distDir: "/nonexistent" });
process.send?.("ready");
