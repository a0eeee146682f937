import pino, { type Logger } from "pino";

/**
 * The process-wide structured logger (JSON lines on stdout). Lines are written asynchronously: a
 * line logged while a write is under way joins the next write, so a busy server makes one write
 * per batch of lines instead of a blocking one per line. Pino flushes what is left when the process
 * exits.
 */
export function createLogger(level: string): Logger {
  return pino(
    {
      level,
      base: { service: "agency-site" },
      redact: { paths: ["password", "*.password", "req.headers.cookie"], censor: "[redacted]" },
    },
    pino.destination({ dest: 1, sync: false }),
  );
}
