import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { checkFormToken } from "#app/submissions/form-token.server.ts";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "#app/submissions/spam-fields.ts";

/**
 * What the anti-spam fields of a submission say: `clean` (store it), `trip` (answer as if stored,
 * keep nothing) or `resend` (a person's form had no usable time stamp: ask them to send it again).
 */
export type SpamVerdict =
  | { kind: "clean" }
  | { kind: "trip"; reason: string }
  | { kind: "resend"; reason: "token-expired" | "token-missing" | "token-too-fast" };

/**
 * Only the site's own forms send these fields, so an API body without them is clean, and so is
 * one with an empty token (an API client can leave the fields out anyway). A form page's own post
 * (`tokenRequired`) always carries the token its page was served with, so there a missing or empty
 * one is no way around the fill time: the sender is asked to send again, with a token. Such a post
 * sent too fast is asked again too (a person using autofill can be that fast), where the API's is
 * a trip: the site's script waits out the fill time before it sends. A token that is present but
 * wrong counts as a trip.
 */
export async function checkSpamFields(
  db: Kysely<Database>,
  fields: Record<string, unknown>,
  now = Date.now(),
  { tokenRequired = false, minFillMs }: { tokenRequired?: boolean; minFillMs?: number } = {},
): Promise<SpamVerdict> {
  const honeypot = fields[HONEYPOT_FIELD];
  if (honeypot !== undefined && !(typeof honeypot === "string" && honeypot.trim() === "")) {
    return { kind: "trip", reason: "honeypot" };
  }
  const token = fields[FORM_TOKEN_FIELD];
  if (token === undefined || token === "") {
    return tokenRequired ? { kind: "resend", reason: "token-missing" } : { kind: "clean" };
  }
  if (typeof token !== "string") return { kind: "trip", reason: "token-invalid" };
  const check = await checkFormToken(db, token, now, minFillMs);
  if (check === "valid") return { kind: "clean" };
  if (check === "expired") return { kind: "resend", reason: "token-expired" };
  if (check === "too-fast" && tokenRequired) return { kind: "resend", reason: "token-too-fast" };
  return { kind: "trip", reason: `token-${check}` };
}
