import type { Kysely } from "kysely";
import { Secret, TOTP } from "otpauth";
import type { Database } from "#db/schema.ts";
import type { ServerProcess } from "#tests/setup/server-process.ts";

/** The code an authenticator app shows for `secret` at `ms` (now by default). */
export function codeAt(secret: string, ms = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: ms });
}

/** A 6-digit code no step of the drift window produces now, so it is certainly wrong. */
export function wrongCode(secret: string): string {
  const window = [-30_000, 0, 30_000].map((offset) => codeAt(secret, Date.now() + offset));
  return ["000000", "111111", "222222", "333333"].find((code) => !window.includes(code))!;
}

/** `name=value` of the cookie a response sets (empty value when it clears it), or undefined. */
export function setCookie(response: Response, name: string): string | undefined {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  return header?.split(";")[0];
}

type Options = { cookie?: string; ip?: string };

function headersOf({ cookie, ip }: Options, extra: Record<string, string> = {}): Record<string, string> {
  return { ...extra, ...(cookie ? { cookie } : {}), ...(ip ? { "x-forwarded-for": ip } : {}) };
}

/** A form POST as a browser without JavaScript sends it; redirects are not followed. */
export function postForm(
  server: ServerProcess,
  path: string,
  fields: Record<string, string>,
  options: Options = {},
): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: headersOf(options),
    redirect: "manual",
  });
}

/** A GET of a page or an API path; redirects are not followed. */
export function get(server: ServerProcess, path: string, options: Options = {}): Promise<Response> {
  return fetch(`${server.url}${path}`, { headers: headersOf(options), redirect: "manual" });
}

/** A JSON request to the API. */
export function sendJson(
  server: ServerProcess,
  method: string,
  path: string,
  body: unknown,
  options: Options = {},
): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: headersOf(options, body === undefined ? {} : { "content-type": "application/json" }),
    redirect: "manual",
  });
}

/** The audit rows of one action about a target id, oldest first. */
export function auditRows(db: Kysely<Database>, action: string, targetId: number | string) {
  return db
    .selectFrom("audit_log")
    .select(["actor_user_id", "action", "target_kind", "target_id"])
    .where("action", "=", action)
    .where("target_id", "=", String(targetId))
    .orderBy("id")
    .execute();
}
