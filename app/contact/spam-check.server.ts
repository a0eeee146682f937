import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { checkFormToken } from "./form-token.server.ts";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "./spam-fields.ts";

/**
 * What the anti-spam fields of a submission say: `clean` (store it), `trip` (answer as if stored,
 * keep nothing) or `expired` (a person left the page open too long: ask them to reload).
 */
export type SpamVerdict = { kind: "clean" } | { kind: "trip"; reason: string } | { kind: "expired" };

/**
 * Only the site's own forms send these fields, so a body without them (an API client) is clean.
 * An empty token is the form without JavaScript, which cannot fetch one; it is let through and
 * left to the honeypot and the rate limit. A token that is present but wrong counts as a trip.
 */
export async function checkSpamFields(
  db: Kysely<Database>,
  fields: Record<string, unknown>,
  now = Date.now(),
): Promise<SpamVerdict> {
  const honeypot = fields[HONEYPOT_FIELD];
  if (honeypot !== undefined && !(typeof honeypot === "string" && honeypot.trim() === "")) {
    return { kind: "trip", reason: "honeypot" };
  }
  const token = fields[FORM_TOKEN_FIELD];
  if (token === undefined || token === "") return { kind: "clean" };
  if (typeof token !== "string") return { kind: "trip", reason: "token-invalid" };
  const check = await checkFormToken(db, token, now);
  if (check === "valid") return { kind: "clean" };
  if (check === "expired") return { kind: "expired" };
  return { kind: "trip", reason: `token-${check}` };
}
