import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { headlessChromiumPath } from "#tests/setup/chromium-path.ts";
import { TEST_MIN_FILL_MS } from "#tests/setup/server-process.ts";
import { E2E_INBOUND_MAIL_TOKEN } from "#tests/e2e/inbound-token.ts";

// The suite runs the production build (`npm run build` first) against a scratch SQLite database.
const port = Number(process.env.E2E_PORT || 4173);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(join(tmpdir(), "agency-e2e-"));
process.env.E2E_DATA_DIR = dataDir; // worker processes re-read this file and must agree

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Two workers, one a core. In Debian's headless shell (headlessChromiumPath) one worker kept the machine
  // 59 % busy and took 6.5 min for the 230 journeys; two take 4.6-4.8 min, 91 % busy (quiet, 2026-11-27).
  // Journeys share the server's data: each finds its own rows by a tag or a name no other journey uses.
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  // A journey (invitation, sign-ins, axe) takes 10-25 s alone, and about 1.4 times that beside a second
  // worker, the server and the other tests' work.
  timeout: 90_000,
  use: {
    baseURL,
    // A failed journey keeps its trace (actions, DOM snapshots, network); the screencast of every
    // journey, passed or not, cost about a tenth of the run.
    trace: { mode: "retain-on-failure", screenshots: false },
    launchOptions: {
      executablePath: headlessChromiumPath(),
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
      // The mail relay's token for POST /api/inbound-mail (tests/e2e/inbound-mail.spec.ts).
      INBOUND_MAIL_TOKEN: E2E_INBOUND_MAIL_TOKEN,
      // Journeys on two workers read the analytics report seconds apart: each sees its own visit.
      ANALYTICS_ROLLUP_SECONDS: "0",
    },
  },
});
