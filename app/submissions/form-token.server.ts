import { createHmac, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { appSecret } from "#db/app-secrets.ts";
import { MIN_FILL_MS } from "#app/lib/min-fill-time.ts";
import { DAY_MS, MINUTE_MS } from "#app/lib/time-units.ts";

/** After this a token is stale: the visitor is asked to reload rather than silently dropped. */
export const MAX_TOKEN_AGE_MS = DAY_MS;
// Clocks of several instances may differ a little.
const CLOCK_SKEW_MS = MINUTE_MS;

const SECRET_NAME = "form-token-key";

export type FormTokenCheck = "valid" | "invalid" | "too-fast" | "expired";

/** A token `<issued-at, base 36>.<HMAC>` proving when this server handed out a form. */
export async function issueFormToken(db: Kysely<Database>, now = Date.now()): Promise<string> {
  const issued = now.toString(36);
  return `${issued}.${sign(await appSecret(db, SECRET_NAME), issued)}`;
}

/** Checks a token's signature and age (`minFillMs`: the server's MIN_FILL_TIME_MS). */
export async function checkFormToken(
  db: Kysely<Database>,
  token: string,
  now = Date.now(),
  minFillMs = MIN_FILL_MS,
): Promise<FormTokenCheck> {
  const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return "invalid";
  const [, issued = "", signature = ""] = match;
  const expected = Buffer.from(sign(await appSecret(db, SECRET_NAME), issued));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return "invalid";
  const age = now - parseInt(issued, 36);
  if (age < -CLOCK_SKEW_MS) return "invalid";
  if (age < minFillMs) return "too-fast";
  if (age > MAX_TOKEN_AGE_MS) return "expired";
  return "valid";
}

function sign(secret: string, issued: string): string {
  return createHmac("sha256", secret).update(`form-token:v1:${issued}`).digest("base64url");
}
