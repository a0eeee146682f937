import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";

/** Logs one structured line per request when its response has been sent (or the client left). */
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
          req: { id, method: req.method, url: req.originalUrl, ip: req.ip },
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
