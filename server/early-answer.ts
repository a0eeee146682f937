import type { IncomingMessage } from "node:http";
import type { NextFunction, Request, Response } from "express";

/** True while a request's body is still arriving (it has one, and its last byte has not come). */
export function bodyStillArriving(req: IncomingMessage): boolean {
  if (req.complete) return false;
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"]) > 0;
}

/**
 * An answer sent before the request's body has all arrived (a refused upload, a 401 to a post that
 * was never read) carries `Connection: close`: the client gets the answer, then the connection closes
 * instead of the server taking in the rest of a body nobody will read.
 */
export function closeAfterEarlyAnswer(req: Request, res: Response, next: NextFunction) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    if (!res.headersSent && bodyStillArriving(req)) res.setHeader("Connection", "close");
    return (writeHead as (...args: unknown[]) => Response).apply(this, args);
  } as Response["writeHead"];
  next();
}
