import pino, { type Logger } from "pino";

/** The process-wide structured logger (JSON lines on stdout). */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "agency-site" },
    redact: { paths: ["password", "*.password", "req.headers.cookie"], censor: "[redacted]" },
  });
}
