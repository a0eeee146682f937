import { STATUS_CODES } from "node:http";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import { apiErrorBody } from "#app/http/api-error.ts";
import { logSafeUrl } from "#config/log-safe-url.ts";

/**
 * The HTTP status an error thrown by Express or its middleware carries when the client is at fault
 * (a path the static server refuses, a malformed percent-encoding), or undefined for anything else.
 */
function clientErrorStatus(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const carried = typeof status === "number" ? status : statusCode;
  return typeof carried === "number" && Number.isInteger(carried) && carried >= 400 && carried < 500
    ? carried
    : undefined;
}

/**
 * The last handler in the chain, for errors thrown outside React Router. A client error is answered
 * with its own status and logged as a warning without a stack: a bad path is the visitor's (or a
 * scanner's) doing, not a fault to page anyone about. Anything else is a 500 and an error with its
 * stack. The body never carries internals.
 */
export function finalErrorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = clientErrorStatus(error);
    if (status === undefined) {
      logger.error({ err: error, url: logSafeUrl(req.originalUrl) }, "unhandled request error");
    } else {
      // A path the router cannot decode is named in its message, and may hold a secret: say what, not where.
      const reason =
        error instanceof URIError
          ? "malformed percent-encoding in the path"
          : error instanceof Error
            ? error.message
            : String(error);
      logger.warn({ url: logSafeUrl(req.originalUrl), status, reason }, "request refused");
    }
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const answer = status ?? 500;
    const text = STATUS_CODES[answer] ?? "Error";
    res.status(answer);
    // API clients get the API's one error shape; anyone else a short line of text.
    if (req.path.startsWith("/api/")) res.json(apiErrorBody(text));
    else res.type("text/plain").send(text);
  };
}
