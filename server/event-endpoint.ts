import type { Request, Response } from "express";
import type { AppServices } from "#app/context.ts";
import { apiErrorBody } from "#app/http/api-error.ts";
import { acceptEvent, EVENT_BODY_LIMIT } from "#app/analytics/event-api.server.ts";

/**
 * `/api/event`, answered here ahead of React Router: the page script's beacons are the one request
 * that comes a thousand times a second, and routing it through React Router cost more CPU than
 * storing it (decision 33). Every other path, the API included, is React Router's.
 */
export function eventEndpoint(services: AppServices) {
  return async (req: Request, res: Response) => {
    if (req.method !== "POST") {
      res.setHeader("Allow", "POST");
      res.status(405).json(apiErrorBody("Method not allowed: use POST."));
      return;
    }
    const answer = await acceptEvent(services, {
      body: await readBody(req),
      userAgent: req.get("user-agent") ?? "",
      globalPrivacyControl: req.get("sec-gpc") === "1",
      clientIp: req.ip ?? "",
    });
    if (answer.status === 202) {
      res.status(202).end();
      return;
    }
    res
      .set(answer.headers ?? {})
      .status(answer.status)
      .json(answer.body);
  };
}

/** The body as text, or undefined once it is longer than EVENT_BODY_LIMIT. */
async function readBody(req: Request): Promise<string | undefined> {
  if (Number(req.get("content-length")) > EVENT_BODY_LIMIT) return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > EVENT_BODY_LIMIT) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}
