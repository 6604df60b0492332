import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    globalSetup: ["tests/setup/global-db.ts"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
