import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4329);

export default defineConfig({
  testDir: "tests",
  testMatch: ["e2e/**/*.spec.ts", "a11y/**/*.spec.ts"],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
    { name: "phone", use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } }, grep: /@phone/ },
  ],
  webServer: {
    command: "node scripts/e2e-server.ts",
    url: `http://localhost:${port}/apis/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { PORT: String(port) },
    stdout: "ignore",
    stderr: "pipe",
  },
});
