import { createContext } from "react-router";
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
  /** The CSP nonce of this response; empty for a page rendered once for everybody (it uses hashes). */
  nonce: string;
  clientIp: string;
};

// The server is bundled with the routes (server/index.ts), so these keys exist once in the process.
export const servicesContext = createContext<AppServices>();
export const requestContext = createContext<RequestInfo>({ nonce: "", clientIp: "" });
