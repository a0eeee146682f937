import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Response } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { requestContext, servicesContext, type AppServices } from "#app/context.ts";
import { issueFormToken } from "#app/submissions/form-token.server.ts";
import { crossSiteGuard } from "#server/cross-site-guard.ts";
import { finalErrorHandler } from "#server/error-handler.ts";
import { eventEndpoint } from "#server/event-endpoint.ts";
import { healthCheck } from "#server/health.ts";
import { requestLogger } from "#server/request-logger.ts";
import { securityHeaders } from "#server/security-headers.ts";
import { staticFiles } from "#server/static-files.ts";
import { serveCachedPages } from "#server/serve-cached-pages.ts";
import type { PageCache } from "#server/page-cache.ts";
import { redirectToCanonicalPath } from "#server/canonical-path.ts";

export type AppOptions = {
  services: AppServices;
  /** The React Router server build, or a loader of it (Vite's dev server reloads it per request). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The client build folder to serve; absent in development, where Vite serves the files. */
  clientDir?: string;
  /** The public pages rendered once per content version; absent in development, where every page renders per request. */
  pages?: PageCache;
  /** Middleware that must run before routing (Vite's in development). */
  devMiddleware?: express.RequestHandler;
  isShuttingDown?: () => boolean;
};

/** Builds the Express application: the middleware chain in front of React Router. */
export function createApp({
  services,
  build,
  clientDir,
  pages,
  devMiddleware,
  isShuttingDown = () => false,
}: AppOptions) {
  const { config, logger, database } = services;
  const development = config.NODE_ENV === "development";
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);

  if (config.FORCE_HTTPS) {
    // TLS ends at a proxy that does not say so: treat every request as HTTPS, so the URL React Router
    // builds (and checks form submissions' Origin against) matches what the browser sent.
    app.use((req, _res, next) => {
      Object.defineProperty(req, "protocol", { value: "https" });
      Object.defineProperty(req, "secure", { value: true });
      next();
    });
  }
  app.use(requestLogger(logger));
  app.use(securityHeaders({ forceHttps: config.FORCE_HTTPS, development }));
  app.use(compression());
  app.use(redirectToCanonicalPath);
  app.get("/healthz", healthCheck(database, isShuttingDown));
  app.all("/api/event", eventEndpoint(services));

  if (devMiddleware) app.use(devMiddleware);
  if (clientDir) app.use(staticFiles({ clientDir }));
  if (pages) {
    const issueToken = () => issueFormToken(database.db);
    app.use(serveCachedPages({ cache: pages, forceHttps: config.FORCE_HTTPS, issueFormToken: issueToken }));
  }

  app.use(crossSiteGuard({ siteUrl: config.SITE_URL }));
  app.use((_req, res, next) => {
    // Server-rendered HTML may differ per visitor (sessions), so it is never cached.
    res.setHeader("Cache-Control", "private, no-store");
    letRoutesReplaceDefaults(res);
    next();
  });
  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: development ? "development" : "production",
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(servicesContext, services);
        context.set(requestContext, { nonce: String(res.locals.nonce ?? ""), clientIp: req.ip ?? "" });
        return context;
      },
    }),
  );

  // Last resort: anything thrown outside React Router. Never leaks internals to the client.
  app.use(finalErrorHandler(logger));

  return app;
}

// Headers set above are defaults. React Router's adapter *appends* a route's own headers, which would
// send e.g. `Cache-Control` twice; a route's first value for one of these replaces the default instead.
const replaceableDefaults = [
  "cache-control",
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
];
function letRoutesReplaceDefaults(res: Response) {
  const pending = new Set(replaceableDefaults);
  const append = res.append.bind(res);
  res.append = (field: string, value?: string | string[]) => {
    const name = field.toLowerCase();
    if (!pending.delete(name)) return append(field, value);
    if (value !== undefined) res.setHeader(field, value);
    return res;
  };
}
