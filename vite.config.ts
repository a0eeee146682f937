import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { type Plugin, defineConfig } from "vite";

// The public origin the pages' canonical URLs, sitemap and feed name (app/lib/seo.ts): fixed when
// the app is built, as the README says.
const siteUrl = (process.env.SITE_URL || "http://localhost:3000").replace(/\/+$/, "");

// The footer's copyright year: the year the app is built. One constant for the server and client
// bundles (both built from this one config), so a server-rendered page and its hydration agree.
const buildYear = new Date().getFullYear();

// Two jobs run on threads of their own, each from a script bundled beside the server's: the analytics
// roll-up's reads (app/analytics/rollup-schedule.server.ts) and SQLite's checkpoints (db/wal-checkpoints.ts).
const threadScripts = {
  "rollup-reads-worker.js": "./app/analytics/rollup-reads.worker.ts",
  "wal-checkpoints-worker.js": "./db/wal-checkpoints.worker.ts",
};

function threadScriptsPlugin(): Plugin {
  return {
    name: "thread-scripts",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    buildStart() {
      for (const [fileName, id] of Object.entries(threadScripts)) {
        this.emitFile({ type: "chunk", id, fileName });
      }
    },
  };
}

export default defineConfig({
  define: { __SITE_URL__: JSON.stringify(siteUrl), __BUILD_YEAR__: JSON.stringify(buildYear) },
  plugins: [tailwindcss(), reactRouter(), threadScriptsPlugin()],
  // The scripts built on their own (`?worker&url`: the enhancement script, the islands) are ES modules,
  // so the islands' script can leave the booking calendar's code to chunks it loads when needed.
  worker: { format: "es" },
  // The server is bundled with the app (server/index.ts re-exports React Router's server build), so
  // each module exists once in the process: see docs/decisions/0006.
  environments: { ssr: { build: { rolldownOptions: { input: "./server/index.ts" } } } },
  build: {
    // A rebuild in place keeps the previous build's files, so a server still running the previous
    // version finds its scripts; server/prune-build.ts removes what is a week old (see README).
    emptyOutDir: false,
    rolldownOptions: {
      output: {
        // Route-by-route splitting left each page with two dozen tiny scripts, and on HTTP/1.1 each
        // costs a round trip: keep the framework in one file and the small shared UI in another.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            {
              name: "shared",
              test: /[\\/]app[\\/](components[\\/](ui|layout|art|forms|services)|lib|content)[\\/]/,
              priority: 10,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
