import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "#tests/setup/chromium-path.ts";
import { TEST_MIN_FILL_MS } from "#tests/setup/server-process.ts";

// The suite runs the production build (`npm run build` first) against a scratch SQLite database.
const port = Number(process.env.E2E_PORT || 4173);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(join(tmpdir(), "agency-e2e-"));
process.env.E2E_DATA_DIR = dataDir; // worker processes re-read this file and must agree

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Half the cores, Playwright's own default, in CI too: on a two-core machine that is one worker. Two
  // workers there ran no faster (Playwright 19.6 min against 17.4 min in one run each on 2026-11-26) and made
  // each journey 2.5 times slower (the content screens' axe test took 50 s of its 60 s timeout, 20 s alone).
  workers: "50%",
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  // A journey (invitation, sign-ins, axe) takes 10-25 s alone, beside the server and the other tests' work.
  timeout: 60_000,
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      // The machine has no network beyond localhost: keep Chromium from trying to phone home.
      args: [
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node server/main.ts",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: `file:${join(dataDir, "site.db")}`,
      LOG_LEVEL: "warn",
      // The admin journeys log in with this password (stored on the server's first start).
      ADMIN_PASSWORD: "e2e-Admin-Password-2025",
      // Named, so the journeys go straight in; the welcome journey asks a member without a name.
      ADMIN_NAME: "Devika Owner",
      // One proxy hop is trusted so a test can pose as another client IP (X-Forwarded-For) and be
      // throttled without locking every other test out of /login.
      TRUST_PROXY: "1",
      MIN_FILL_TIME_MS: String(TEST_MIN_FILL_MS),
    },
  },
});
