import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { precompressAssets } from "#server/precompress.ts";
import { prerenderedPaths } from "#app/content/public-paths.ts";

export default {
  ssr: true,
  // Tests build into a folder of their own so parallel runs do not overwrite each other.
  buildDirectory: process.env.BUILD_DIR || "build",
  // Public marketing pages are static: render them once at build time.
  prerender: prerenderedPaths,
  buildEnd({ reactRouterConfig }) {
    precompressAssets(join(reactRouterConfig.buildDirectory, "client", "assets"));
  },
} satisfies Config;
