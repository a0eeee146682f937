import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Fetches pages from a running server into files (`/` as `index.html`, `/about` as
 * `about/index.html`) for checkers that read files; answers the folder and the files.
 */
export async function savePages(
  baseUrl: string,
  paths: readonly string[],
): Promise<{ dir: string; files: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), "public-pages-"));
  const files: string[] = [];
  for (const path of paths) {
    const response = await fetch(`${baseUrl}${path}`);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    const folder = join(dir, ...path.split("/").filter(Boolean));
    mkdirSync(folder, { recursive: true });
    const file = join(folder, "index.html");
    writeFileSync(file, await response.text());
    files.push(file);
  }
  return { dir, files };
}
