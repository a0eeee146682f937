import pino from "pino";
import { RouterContextProvider } from "react-router";
import { type AppServices, requestContext, servicesContext } from "#app/context.ts";
import type { DatabaseHandle } from "#db/database.ts";
import { parseConfig } from "#config/server-config.ts";

/** Services as the server builds them, over a test database, with a silent logger. */
export function testServices(database: DatabaseHandle, env: Record<string, string> = {}): AppServices {
  return { database, config: parseConfig({ NODE_ENV: "test", ...env }), logger: pino({ level: "silent" }) };
}

/** The context a loader or action receives, for calling one directly in a test. */
export function routerContext(services: AppServices, clientIp = "203.0.113.7"): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(requestContext, { nonce: "", clientIp });
  return context;
}
