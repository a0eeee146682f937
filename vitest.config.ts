import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  define: {
    __SITE_URL__: JSON.stringify("http://localhost:3000"),
    // As in a build: the year on the clock (vite.config.ts).
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  test: {
    include: ["{app,config,db,server,cli,scripts,tests/integration,tests/structure}/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["tests/setup/fail-on-console.ts", "tests/setup/cheap-password-hashes.ts"],
    // Migrates one database per dialect for the run; scratch databases are copies of it.
    globalSetup: ["tests/setup/migrated-templates.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Integration tests start servers and databases; two cores run two files at a time.
    maxWorkers: 2,
    // A worker keeps its modules from one file to the next: 192 files took 225 s instead of 268, and 274
    // CPU-seconds instead of 353, most of the difference importing the app's modules again for each file.
    // Files still get their own setup files, mocks restored and fresh databases (tests/setup).
    isolate: false,
    env: {
      // The servers and CLIs the tests start reuse V8's compiled code: a server listens in about 1.4 s,
      // not 2.0 (Node's module compile cache).
      NODE_COMPILE_CACHE: join(tmpdir(), "agency-node-compile-cache"),
    },
  },
});
