// The server bundle's entry (vite.config.ts builds it as build/server/index.js): the start-up and the
// Express app, bundled with React Router's routes, so every module of the app exists once in the
// process. It also re-exports React Router's server build, which React Router's own tools import
// from this same file.
import * as routes from "virtual:react-router/server-build";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { runServer } from "#server/run-server.ts";

export * from "virtual:react-router/server-build";

/**
 * Starts the server: with the routes bundled beside it, or in development with Vite's, loaded afresh
 * per request so edits reload.
 */
export function main({ vite }: { vite?: ViteDevServer } = {}): Promise<void> {
  return runServer(
    vite
      ? {
          dev: {
            middleware: vite.middlewares,
            routes: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
          },
        }
      : { routes },
  );
}
