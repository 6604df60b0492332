import { spawn } from "node:child_process";
import path from "node:path";

// `npm run dev`: the API on DEV_API_PORT (4322) and Astro's dev server on 4321, which proxies /apis to it.
const apiPort = process.env.DEV_API_PORT ?? "4322";
const bin = (name: string) => path.join(process.cwd(), "node_modules", ".bin", name);
const children = [
  spawn(process.execPath, ["--watch", "server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, NODE_ENV: "development" },
  }),
  spawn(bin("astro"), ["dev", "--port", "4321"], {
    stdio: "inherit",
    env: { ...process.env, DEV_API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
