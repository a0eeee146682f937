import { type RouterContext, createContext } from "react-router";
import type { Logger } from "pino";
import type { DatabaseHandle } from "#db/database.ts";
import type { ServerConfig } from "#config/server-config.ts";

/** Long-lived services the server hands to every loader and action. */
export type AppServices = {
  database: DatabaseHandle;
  config: ServerConfig;
  logger: Logger;
};

/** Facts about the one request being answered. */
export type RequestInfo = {
  /** The CSP nonce of this response; empty when prerendering (those pages use hashes). */
  nonce: string;
  clientIp: string;
};

// The server runs natively while the routes come from Vite's bundle, so each side has its own
// copy of this module. Keeping the keys on globalThis makes both copies use the same key objects.
const registry = globalThis as typeof globalThis & {
  __agencyContexts?: { services: RouterContext<AppServices>; request: RouterContext<RequestInfo> };
};
registry.__agencyContexts ??= {
  services: createContext<AppServices>(),
  request: createContext<RequestInfo>({ nonce: "", clientIp: "" }),
};

export const servicesContext = registry.__agencyContexts.services;
export const requestContext = registry.__agencyContexts.request;
