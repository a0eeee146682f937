import { existsSync } from "node:fs";

/**
 * Debian's Chromium (or CHROMIUM_PATH): the one browser the tests, audits and screenshots drive; no
 * browser is ever downloaded. When it is missing, the run stops with one line saying how to get it.
 */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (existsSync(path)) return path;
  console.error(
    `Chromium was not found at ${path}. Install Debian's: sudo apt-get install -y chromium ` +
      "(or set CHROMIUM_PATH to a Chromium or Chrome binary).",
  );
  process.exit(1);
}
