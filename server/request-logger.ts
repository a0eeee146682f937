import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import { logSafeUrl } from "#config/log-safe-url.ts";

/**
 * Logs one structured line per request when its response has been sent (or the client left); the URL
 * without its secrets (invitation, calendar feed and meeting links) or a person's data.
 */
export function requestLogger(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const id = (req.headers["x-request-id"] as string | undefined)?.slice(0, 64) || randomUUID();
    res.setHeader("X-Request-Id", id);
    let logged = false;
    const log = () => {
      if (logged) return;
      logged = true;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const level = res.statusCode >= 500 ? "error" : "info";
      logger[level](
        {
          req: { id, method: req.method, url: logSafeUrl(req.originalUrl), ip: req.ip },
          res: { status: res.statusCode },
          ms: Math.round(ms * 10) / 10,
          aborted: !res.writableFinished,
        },
        "request",
      );
    };
    res.on("finish", log);
    res.on("close", log);
    next();
  };
}
