import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";

// The import graph of app/ between folders, read from the source: a folder is the first path segment
// under app/ (a file straight under app/ is its own node), and under app/components/ the next one.
// `node tests/structure/folder-graph.ts` prints the edges and the circles.

/** One import of a module file: the file, and the `#app/...` path it names. */
export type AppImport = { file: string; target: string };

/** The folder a path of app/ belongs to: "inbox", "components/admin", "root.tsx". */
export function folderOf(path: string): string {
  const parts = path.replace(/^app\//, "").split("/");
  if (parts[0] === "components" && parts.length > 2) return `components/${parts[1]}`;
  return parts[0]!;
}

/** The module files of app/ (tests left out), as git knows them. */
export function appModules(): string[] {
  return execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "app"], {
    encoding: "utf8",
  })
    .split("\n")
    .filter((path) => /\.(ts|tsx)$/.test(path) && !/\.test\.tsx?$/.test(path));
}

/** Every `#app/...` import of a file: static, re-exported, side-effect only or dynamic. */
export function appImportsOf(file: string, source = readFileSync(file, "utf8")): AppImport[] {
  return [...source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*"#app\/([^"?]+)/g)].map(([, target]) => ({
    file,
    target: `app/${target}`,
  }));
}

/** Folder to the folders it imports, each edge with the imports that make it. */
export function folderGraph(imports: AppImport[]): Map<string, Map<string, AppImport[]>> {
  const graph = new Map<string, Map<string, AppImport[]>>();
  for (const entry of imports) {
    const from = folderOf(entry.file);
    const to = folderOf(entry.target);
    if (from === to) continue;
    const edges = graph.get(from) ?? new Map<string, AppImport[]>();
    graph.set(from, edges);
    edges.set(to, [...(edges.get(to) ?? []), entry]);
  }
  return graph;
}

/** The groups of folders that reach each other (Tarjan's strongly connected components of two or more). */
export function circles(graph: Map<string, Map<string, unknown>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = stack.splice(stack.indexOf(node));
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

if (import.meta.main) {
  const graph = folderGraph(appModules().flatMap((file) => appImportsOf(file)));
  for (const [from, edges] of [...graph].sort(([a], [b]) => a.localeCompare(b)))
    console.log(`${from} -> ${[...edges.keys()].sort().join(" ")}`);
  const found = circles(graph);
  console.log(found.length ? found.map((group) => `circle: ${group.join(" ")}`).join("\n") : "no circles");
}
