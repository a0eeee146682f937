import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { precompressAssets } from "#server/precompress.ts";
import { pruneBuild } from "#server/prune-build.ts";

export default {
  ssr: true,
  // Tests build into a folder of their own so parallel runs do not overwrite each other.
  buildDirectory: process.env.BUILD_DIR || "build",
  // No prerendering: the public pages depend on content the agency edits, so the server renders each
  // once per content version and serves it from memory (server/page-cache.ts, docs/decisions/0012).
  buildEnd({ reactRouterConfig }) {
    pruneBuild(reactRouterConfig.buildDirectory);
    precompressAssets(join(reactRouterConfig.buildDirectory, "client", "assets"));
  },
} satisfies Config;
