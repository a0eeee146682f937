import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { expect, test } from "vitest";

// The floors of the code, from the ground up. A module may import from its own floor and the floors
// below it, never from one above: configuration never reaches into the database, the database
// never into a domain, a domain never into a screen, and nothing but the start-up wiring (and the
// tools and tests around it) into the server.
const floors: Array<{ floor: string; folders: string[] }> = [
  { floor: "pure helpers and content", folders: ["app/lib/", "app/content/"] },
  { floor: "configuration and logging", folders: ["config/"] },
  { floor: "database", folders: ["db/"] },
  {
    floor: "domains",
    folders: [
      "app/context.ts",
      "app/http/",
      "app/rate-limit/",
      "app/audit/",
      "app/auth/",
      "app/team/",
      "app/mail/",
      "app/submissions/",
      "app/inbox/",
      "app/leads/",
      "app/meetings/",
      "app/personal-data/",
      "app/publishing/",
      "app/site-facts/",
      "app/images/",
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
    for (const [, target] of readFileSync(path, "utf8").matchAll(/from "#([a-z-]+\/[^"?]+)/g)) {
      const to = floorOf(target!);
      if (to > from) upward.push(`${path} (${floors[from]!.floor}) imports ${target} (${floors[to]!.floor})`);
    }
  }
  expect(upward).toEqual([]);
});
