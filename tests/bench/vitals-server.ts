import { runMain } from "../../server/main.ts";

// The production process serving a copy of dist/ that holds the benchmark's control page.
await runMain({ distDir: process.env.BENCH_DIST_DIR ?? "dist" });
