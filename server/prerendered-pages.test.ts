import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { inlineScriptHashes } from "./prerendered-pages.ts";

const sha = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;

test("hashes executable inline scripts and skips external scripts and data blocks", () => {
  const html = [
    `<script>console.log(1)</script>`,
    `<script type="module">import("/a.js")</script>`,
    `<script src="/assets/x.js"></script>`,
    `<script type="application/ld+json">{"@type":"Organization"}</script>`,
  ].join("");
  expect(inlineScriptHashes(html)).toEqual([sha("console.log(1)"), sha(`import("/a.js")`)]);
});
