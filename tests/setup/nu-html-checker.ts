import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";

// The W3C Nu HTML Checker (vnu-jar), the checker outside reviewers use. It needs Java.
const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

type NuMessage = {
  type: string;
  url?: string;
  message: string;
  extract?: string;
  /** Where, in `extract`, the markup the message is about starts, and its length. */
  hiliteStart?: number;
  hiliteLength?: number;
};

/**
 * vnu's CSS parser predates container queries and calls any `cqw`-style length a parse error. Only a
 * CSS message about a property whose value, in the element's own start tag, holds such a unit is
 * waived; every other CSS error (on that element too) still counts.
 */
function isContainerQueryUnitMisread({
  message,
  extract = "",
  hiliteStart = 0,
  hiliteLength = 0,
}: NuMessage) {
  const property = /^CSS: “([a-z-]+)”: Parse Error\.$/.exec(message)?.[1];
  const startTag = extract.slice(hiliteStart, hiliteStart + hiliteLength);
  return (
    property !== undefined &&
    new RegExp(`[";\\s]${property}\\s*:[^;"]*\\d(?:cqw|cqh|cqi|cqb|cqmin|cqmax)\\b`).test(startTag)
  );
}

// One short run: the quick compiler alone (C1) halves it (45 s to 22 s for three pages on this machine,
// loaded; the same messages), since the optimising compiler's work never pays back in seconds. C1's
// deeper frames need a larger thread stack than the default, or vnu's schema check overflows it.
const javaOptions = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xss8m"];

/**
 * Checks HTML files in one run (vnu takes seconds to start, well under one per page). Returns its
 * errors as `file: message [markup]` lines, file relative to `relativeTo`; empty when all are valid.
 * Throws one line naming the package to install when Java is missing.
 */
export function nuHtmlErrors({ files, relativeTo }: { files: string[]; relativeTo: string }): string[] {
  const run = spawnSync(
    "java",
    [...javaOptions, "-jar", vnuJar, "--errors-only", "--format", "json", ...files],
    {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if ((run.error as NodeJS.ErrnoException | undefined)?.code === "ENOENT") {
    throw new Error(
      "Java was not found: the W3C HTML checker needs it. Install Debian's: sudo apt-get install -y default-jre-headless",
    );
  }
  if (run.error) throw run.error;
  // vnu writes its JSON report to stderr (and exits 1 when it found errors).
  let messages: NuMessage[];
  try {
    messages = (JSON.parse(run.stderr) as { messages: NuMessage[] }).messages;
  } catch {
    throw new Error(`vnu gave no report (exit ${run.status}): ${run.stderr.slice(0, 500)}`);
  }
  return messages
    .filter((message) => message.type !== "info" && !isContainerQueryUnitMisread(message))
    .map((message) => {
      const file = message.url ? relative(relativeTo, fileURLToPath(message.url)) : "(no file)";
      return `${file}: ${message.message}${message.extract ? ` [${message.extract.trim()}]` : ""}`;
    });
}
