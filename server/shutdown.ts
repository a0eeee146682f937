import type { Server } from "node:http";
import type { Logger } from "pino";

// How often the shutdown closes connections that have just finished their request.
const IDLE_SWEEP_MS = 100;

type ShutdownOptions = {
  server: Server;
  logger: Logger;
  timeoutMs: number;
  onStart?: () => void;
  /** Runs once every connection has closed (or the deadline passed): close the database here. */
  onDrained: () => Promise<void>;
};

/**
 * Returns a stop function: stop accepting connections, let in-flight requests finish (idle
 * keep-alive sockets are closed at once), then run `onDrained`. After `timeoutMs` the remaining
 * connections are cut so a stuck client cannot hold the process.
 */
export function gracefulShutdown({ server, logger, timeoutMs, onStart, onDrained }: ShutdownOptions) {
  let stopping: Promise<void> | undefined;
  return function stop(): Promise<void> {
    stopping ??= new Promise<void>((resolve) => {
      onStart?.();
      const deadline = setTimeout(() => {
        logger.warn({ timeoutMs }, "shutdown deadline reached; closing remaining connections");
        server.closeAllConnections();
      }, timeoutMs);
      deadline.unref();
      server.close(() => {
        clearTimeout(deadline);
        onDrained()
          .catch((error: unknown) => logger.error({ err: error }, "error while closing resources"))
          .finally(resolve);
      });
      // Keep-alive sockets with no request in flight would otherwise hold close() open.
      server.closeIdleConnections();
      const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
      sweep.unref();
      server.once("close", () => clearInterval(sweep));
    });
    return stopping;
  };
}
