// The production entry point: `node server/main.ts` (or `--dev` for Vite with hot reload).
import { ConfigError, loadDotEnv, parseConfig } from "#config/server-config.ts";
import { startServer } from "#server/start.ts";

const dev = process.argv.includes("--dev");
loadDotEnv();
if (dev) process.env.NODE_ENV ??= "development";

let config;
try {
  config = parseConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const running = await startServer(config, { dev }).catch((error: unknown) => {
  console.error(`Server failed to start: ${error instanceof Error ? error.message : String(error)}`);
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
