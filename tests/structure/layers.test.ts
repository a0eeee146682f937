import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { expect, test } from "vitest";
import { appImportsOf, appModules, circles, folderGraph } from "#tests/structure/folder-graph.ts";

// The floors of the code, from the ground up. A module may import from its own floor and the floors
// below it, never from one above: configuration never reaches into the database, the database
// never into a domain, plumbing never into the platform, the platform never into a feature, a
// feature never into a screen, and nothing but the start-up wiring (and the tools and tests around
// it) into the server. Along one floor, the folders of app/ never import each other in a circle.
const floors: Array<{ floor: string; folders: string[] }> = [
  { floor: "pure helpers and content", folders: ["app/lib/", "app/content/"] },
  { floor: "configuration and logging", folders: ["config/"] },
  { floor: "database", folders: ["db/"] },
  // Shared plumbing: the services each loader receives, request bodies and JSON answers, the rules
  // of typed-in fields. Knows nothing of any domain.
  { floor: "plumbing", folders: ["app/context.ts", "app/http/", "app/forms/"] },
  // What every feature stands on: who is signed in, the audit log, mail, rate limits, background loops.
  {
    floor: "platform",
    folders: ["app/background/", "app/rate-limit/", "app/mail/", "app/audit/", "app/auth/"],
  },
  // What the agency does with the site; they may import each other, but never in a circle.
  {
    floor: "features",
    folders: [
      "app/images/",
      "app/attachments/",
      "app/publishing/",
      "app/site-facts/",
      "app/analytics/",
      "app/submissions/",
      "app/inbox/",
      "app/meetings/",
      "app/inbound/",
      "app/leads/",
      "app/team/",
      "app/personal-data/",
    ],
  },
  {
    floor: "screens",
    folders: [
      "app/routes/",
      "app/components/",
      "app/enhance/",
      "app/islands/",
      "app/route-handle.ts",
      "app/root.tsx",
      "app/entry.server.tsx",
      "app/routes.ts",
    ],
  },
  { floor: "start-up wiring and command-line tools", folders: ["server/", "cli/"] },
  { floor: "tests and scripts", folders: ["tests/", "scripts/"] },
];

function floorOf(path: string): number {
  const index = floors.findIndex(({ folders }) => folders.some((folder) => path.startsWith(folder)));
  return index;
}

const sources = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  encoding: "utf8",
})
  .split("\n")
  .filter((path) => /\.(ts|tsx)$/.test(path) && !/\.test\.tsx?$/.test(path) && floorOf(path) >= 0);

test("every module file belongs to a floor", () => {
  const app = sources.filter((path) => path.startsWith("app/"));
  expect(app.length).toBeGreaterThan(100);
  const unplaced = execFileSync("git", ["ls-files", "app", "config", "db", "server", "cli"], {
    encoding: "utf8",
  })
    .split("\n")
    .filter((path) => /\.(ts|tsx)$/.test(path) && floorOf(path) < 0);
  expect(unplaced).toEqual([]);
});

test("imports point only down the floors (or along one)", () => {
  const upward: string[] = [];
  for (const path of sources) {
    const from = floorOf(path);
    for (const [, target] of readFileSync(path, "utf8").matchAll(
      /(?:\bfrom|\bimport)\s*\(?\s*"#([a-z-]+\/[^"?]+)/g,
    )) {
      const to = floorOf(target!);
      if (to > from) upward.push(`${path} (${floors[from]!.floor}) imports ${target} (${floors[to]!.floor})`);
    }
  }
  expect(upward).toEqual([]);
});

test("no folder of app/ reaches itself through others", () => {
  const graph = folderGraph(appModules().flatMap((file) => appImportsOf(file)));
  expect(graph.size).toBeGreaterThan(20);
  // Each circle with the imports that close it, so the failure names the lines to change.
  const found = circles(graph).map((group) =>
    group.flatMap((from) =>
      [...graph.get(from)!]
        .filter(([to]) => group.includes(to))
        .flatMap(([, imports]) => imports.map(({ file, target }) => `${file} -> ${target}`)),
    ),
  );
  expect(found).toEqual([]);
});
