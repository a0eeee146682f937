import { timingSafeEqual } from "node:crypto";
import type { ActionFunctionArgs } from "react-router";
import { servicesContext } from "#app/context.ts";
import { apiError, methodNotAllowed } from "#app/http/api-error.ts";
import { wakeOutboxWorker } from "#app/mail/outbox-signal.ts";
import { INBOUND_RAW_MAX_BYTES } from "#app/inbound/inbound-limits.ts";
import { receiveInboundMail } from "#app/inbound/inbound-mail.server.ts";

const tooLarge = () =>
  apiError(413, `The mail must not exceed ${INBOUND_RAW_MAX_BYTES / 1024 / 1024} MB.`, { body: "too large" });

/** True when the request carries `Authorization: Bearer <token>`, compared in constant time. */
function authorized(request: Request, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "")?.[1] ?? "";
  const expected = Buffer.from(token);
  const actual = Buffer.from(given);
  // timingSafeEqual needs equal lengths; comparing the token with itself keeps the time the same.
  return (
    timingSafeEqual(actual.length === expected.length ? actual : expected, expected) &&
    actual.length === expected.length
  );
}

// The body, read up to the limit (a declared length over it is refused before reading).
async function readRaw(request: Request): Promise<Uint8Array | "too-large"> {
  if (Number(request.headers.get("content-length") ?? 0) > INBOUND_RAW_MAX_BYTES) return "too-large";
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > INBOUND_RAW_MAX_BYTES) {
      await reader.cancel();
      return "too-large";
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * `POST /api/inbound-mail` with a raw mail (`Content-Type: message/rfc822`) and `Authorization:
 * Bearer INBOUND_MAIL_TOKEN`, for relays and mail providers that forward: 202 once it is stored (and
 * for one already stored, or one not taken such as the product's own mail, so the relay does not
 * retry it); 401 without the token or with another; 413 over 40 MB; 415 for another type; 404 while
 * INBOUND_MAIL_TOKEN is unset, as if the endpoint did not exist.
 */
export async function inboundMailApi({ request, context }: ActionFunctionArgs): Promise<Response> {
  const services = context.get(servicesContext);
  const token = services.config.INBOUND_MAIL_TOKEN;
  if (!token) return apiError(404, "Not found");
  if (request.method.toUpperCase() !== "POST") return methodNotAllowed("POST");
  if (!authorized(request, token)) {
    return apiError(401, "A valid bearer token is required.", undefined, { "WWW-Authenticate": "Bearer" });
  }
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "message/rfc822") {
    return apiError(415, "Send the raw mail as message/rfc822.", { body: "must be message/rfc822" });
  }
  const raw = await readRaw(request);
  if (raw === "too-large") return tooLarge();
  if (raw.byteLength === 0)
    return apiError(400, "The mail is empty.", { body: "must be a raw e-mail message" });
  const result = await receiveInboundMail(services.database.db, raw, services.config);
  if (result.outcome === "stored") {
    wakeOutboxWorker();
    services.logger.info(
      {
        inboundId: result.inboundId,
        ...("lead" in result ? { lead: result.lead } : { meetingId: result.meetingId }),
        autoReply: result.autoReply,
      },
      "inbound mail stored",
    );
  } else {
    services.logger.info(
      { outcome: result.outcome, ...("reason" in result ? { reason: result.reason } : {}) },
      "inbound mail not stored",
    );
  }
  return Response.json(
    result.outcome !== "stored"
      ? { outcome: result.outcome }
      : "lead" in result
        ? { outcome: "stored", lead: result.lead }
        : { outcome: "stored", meetingId: result.meetingId },
    { status: 202 },
  );
}
