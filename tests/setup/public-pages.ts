import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Fetches pages from a running server into files (`/` as `index.html`, `/about` as
 * `about/index.html`) for checkers that read files; answers the folder and the files. `headers`
 * go with every request (a session cookie, for the admin's pages).
 */
export async function savePages(
  baseUrl: string,
  paths: readonly string[],
  headers: Record<string, string> = {},
): Promise<{ dir: string; files: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), "public-pages-"));
  const files: string[] = [];
  for (const path of paths) {
    const response = await fetch(`${baseUrl}${path}`, { headers, redirect: "manual" });
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    const { pathname, search } = new URL(path, baseUrl);
    // A query gets a folder of its own, so /admin and /admin?tab=meetings are two files.
    const folder = join(
      dir,
      ...pathname.split("/").filter(Boolean),
      ...(search ? [encodeURIComponent(search)] : []),
    );
    mkdirSync(folder, { recursive: true });
    const file = join(folder, "index.html");
    writeFileSync(file, await response.text());
    files.push(file);
  }
  return { dir, files };
}
