import { isbot } from "isbot";
import type { ActionFunctionArgs } from "react-router";
import { z } from "zod";
import { requestContext, servicesContext } from "#app/context.ts";
import { apiError, methodNotAllowed } from "#app/http/api-error.ts";
import { dayOf } from "#app/lib/office-clock.ts";
import { CLICK_GOALS } from "#app/analytics/event-names.ts";
import { recordEvent } from "#app/analytics/event-store.server.ts";
import { saltOf, visitorHash } from "#app/analytics/visitor-hash.server.ts";
import { pathOf, sameSite, visitSourceOf } from "#app/analytics/visit-source.ts";

/** An event as the page script sends it; goals the server counts itself are not taken from browsers. */
const eventSchema = z.object({
  name: z.enum(["pageview", ...CLICK_GOALS], { error: "must be pageview or a click goal" }),
  url: z
    .string()
    .max(2000, "must be at most 2000 characters")
    .refine(URL.canParse, "must be an absolute URL"),
  referrer: z.string().max(2000, "must be at most 2000 characters").nullish(),
});

const EVENT_BODY_LIMIT = 4 * 1024;

/**
 * `POST /api/event`: one pageview or click goal, `{"name","url","referrer"}`, answered 202. Crawlers
 * and browsers sending Global Privacy Control get the same 202 and are not counted; an event for
 * another host than SITE_URL's is refused (400 naming `url`). With ANALYTICS=false the path is a 404.
 */
export async function eventApi({ request, context }: ActionFunctionArgs): Promise<Response> {
  const { config, database } = context.get(servicesContext);
  if (!config.ANALYTICS) return apiError(404, "Not found.");
  if (request.method !== "POST") return methodNotAllowed("POST");

  const body = await readEventBody(request);
  if (!body.ok) return apiError(400, body.message);
  const parsed = eventSchema.safeParse(body.value);
  if (!parsed.success) {
    const errors = Object.fromEntries(
      parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
    );
    return apiError(400, `Invalid event: ${Object.keys(errors).join(", ")}`, errors);
  }
  const event = parsed.data;
  const page = new URL(event.url);
  const siteHost = new URL(config.SITE_URL).hostname;
  if (!sameSite(page.hostname, siteHost)) {
    return apiError(400, "Invalid event: url", { url: `must be a page of ${siteHost}` });
  }

  const userAgent = request.headers.get("user-agent") ?? "";
  if (!userAgent || isbot(userAgent) || request.headers.get("sec-gpc") === "1") return accepted();

  const { clientIp } = context.get(requestContext);
  const at = new Date();
  const day = dayOf(at);
  const salt = await saltOf(database.db, day);
  await database.db.transaction().execute((trx) =>
    recordEvent(trx, {
      visitor: visitorHash(salt, clientIp, userAgent),
      day,
      at,
      name: event.name,
      path: pathOf(page),
      source: visitSourceOf(page, event.referrer ?? "", siteHost),
    }),
  );
  return accepted();
}

function accepted(): Response {
  return new Response(null, { status: 202 });
}

// navigator.sendBeacon sends a string as text/plain (no preflight): the body is read as JSON whatever its type.
async function readEventBody(
  request: Request,
): Promise<{ ok: true; value: unknown } | { ok: false; message: string }> {
  if (Number(request.headers.get("content-length")) > EVENT_BODY_LIMIT) {
    return { ok: false, message: `The body must not exceed ${EVENT_BODY_LIMIT / 1024} KB.` };
  }
  const text = await request.text();
  if (text.length > EVENT_BODY_LIMIT)
    return { ok: false, message: `The body must not exceed ${EVENT_BODY_LIMIT / 1024} KB.` };
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === "object" && value !== null && !Array.isArray(value)) return { ok: true, value };
  } catch {
    // Answered below.
  }
  return { ok: false, message: 'The body must be a JSON object: {"name", "url", "referrer"}.' };
}
