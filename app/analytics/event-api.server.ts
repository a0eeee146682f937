import { isbot } from "isbot";
import { z } from "zod";
import type { AppServices } from "#app/context.ts";
import {
  apiErrorBody,
  RETRY_AFTER_SECONDS,
  SERVICE_UNAVAILABLE_MESSAGE,
  type ApiErrorBody,
} from "#app/http/api-error.ts";
import { isDatabaseUnavailable } from "#db/database-errors.ts";
import { dayOf } from "#app/lib/office-clock.ts";
import { CLICK_GOALS } from "#app/analytics/event-names.ts";
import { queueEvent } from "#app/analytics/event-queue.server.ts";
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

/** The largest body taken; a longer one is answered 400 unread. */
export const EVENT_BODY_LIMIT = 4 * 1024;

/** What the transport read from one `POST /api/event`. */
export type EventPost = {
  /** The body as text, or undefined when it was longer than EVENT_BODY_LIMIT. */
  body: string | undefined;
  userAgent: string;
  /** The browser sent Global Privacy Control (`Sec-GPC: 1`). */
  globalPrivacyControl: boolean;
  clientIp: string;
};

export type EventAnswer =
  { status: 202 } | { status: 400 | 404 | 503; body: ApiErrorBody; headers?: Record<string, string> };

const ACCEPTED = { status: 202 } as const;

/**
 * `POST /api/event`: one pageview or click goal, `{"name","url","referrer"}`, answered 202. Crawlers
 * and browsers sending Global Privacy Control get the same 202 and are not counted; an event for
 * another host than SITE_URL's is refused (400 naming `url`). With ANALYTICS=false the path is a 404.
 * A 202 means queued: the event is written with the others of the next second (decision 33). The
 * transport (server/event-endpoint.ts) reads the request and sends the answer.
 */
export async function acceptEvent(
  { config, database, logger }: AppServices,
  post: EventPost,
): Promise<EventAnswer> {
  if (!config.ANALYTICS) return { status: 404, body: apiErrorBody("Not found.") };
  const body = parseBody(post.body);
  if (!body.ok) return { status: 400, body: apiErrorBody(body.message) };
  const parsed = eventSchema.safeParse(body.value);
  if (!parsed.success) {
    const errors = Object.fromEntries(
      parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
    );
    return { status: 400, body: apiErrorBody(`Invalid event: ${Object.keys(errors).join(", ")}`, errors) };
  }
  const event = parsed.data;
  const page = new URL(event.url);
  const siteHost = new URL(config.SITE_URL).hostname;
  if (!sameSite(page.hostname, siteHost)) {
    return {
      status: 400,
      body: apiErrorBody("Invalid event: url", { url: `must be a page of ${siteHost}` }),
    };
  }

  const { userAgent } = post;
  if (!userAgent || isbot(userAgent) || post.globalPrivacyControl) return ACCEPTED;

  const at = new Date();
  const day = dayOf(at);
  let queued = false;
  try {
    const salt = await saltOf(database.db, day);
    queued = queueEvent(
      database.db,
      {
        visitor: visitorHash(salt, post.clientIp, userAgent),
        day,
        at,
        name: event.name,
        path: pathOf(page),
        source: visitSourceOf(page, event.referrer ?? "", siteHost),
      },
      logger,
    );
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
  }
  if (!queued) {
    return {
      status: 503,
      body: apiErrorBody(SERVICE_UNAVAILABLE_MESSAGE),
      headers: { "Retry-After": String(RETRY_AFTER_SECONDS) },
    };
  }
  return ACCEPTED;
}

// navigator.sendBeacon sends a string as text/plain (no preflight): the body is read as JSON whatever its type.
function parseBody(text: string | undefined): { ok: true; value: unknown } | { ok: false; message: string } {
  if (text === undefined) {
    return { ok: false, message: `The body must not exceed ${EVENT_BODY_LIMIT / 1024} KB.` };
  }
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === "object" && value !== null && !Array.isArray(value)) return { ok: true, value };
  } catch {
    // Answered below.
  }
  return { ok: false, message: 'The body must be a JSON object: {"name", "url", "referrer"}.' };
}
