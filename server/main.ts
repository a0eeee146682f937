// `node server/main.ts` serves the production build; `--dev` serves the source through Vite with
// hot reload. The server itself is bundled with the app (server/index.ts), so this launcher only
// finds that bundle and starts it: it imports nothing of the project.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

type ServerEntry = { main(options?: { vite?: unknown }): Promise<void> };

if (existsSync(".env")) process.loadEnvFile(".env");
const dev = process.argv.includes("--dev");

if (dev) {
  process.env.NODE_ENV ??= "development";
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  const entry = (await vite.ssrLoadModule("/server/index.ts")) as ServerEntry;
  await entry.main({ vite });
} else {
  const bundle = join(resolve(process.env.BUILD_DIR || "build"), "server", "index.js");
  if (!existsSync(bundle)) {
    console.error(`No build at ${bundle}: run \`npm run build\` first (\`npm start\` builds and serves).`);
    process.exit(1);
  }
  const entry = (await import(pathToFileURL(bundle).href)) as ServerEntry;
  await entry.main();
}
