import { runMain } from "../server/main.ts";
import { buildSiteIfStale } from "./site-build.ts";

// `npm start`: build the site when needed, then serve it and the API from one process.
buildSiteIfStale();
await runMain({ distDir: "dist" });
