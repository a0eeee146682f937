import { ConfigError, parseConfig } from "#config/server-config.ts";
import { type RoutesSource, startServer } from "#server/start.ts";

/**
 * Validates the environment (a wrong value stops with one line naming it), starts the server and
 * shuts it down gracefully on SIGTERM or SIGINT.
 */
export async function runServer(source: RoutesSource): Promise<void> {
  let config;
  try {
    config = parseConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }

  const running = await startServer(config, source).catch((error: unknown) => {
    // A setting found wrong only when it is used (a weak first ADMIN_PASSWORD) reads like any other.
    if (error instanceof ConfigError) console.error(error.message);
    else console.error(`Server failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });

  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      running.services.logger.info({ signal }, "shutting down");
      void running.stop().then(() => {
        running.services.logger.info("shutdown complete");
        process.exit(0);
      });
    });
  }
}
