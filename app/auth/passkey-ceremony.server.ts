import { createHmac, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { appSecret } from "#db/app-secrets.ts";
import type { Database, WebAuthnChallengeTable } from "#db/schema.ts";
import { site } from "#app/content/site.ts";
import { MINUTE_MS } from "#app/lib/time-units.ts";
import { type AdminCookie, adminCookie, isHttpsRequest } from "#app/auth/session-cookie.server.ts";
import { sessionIdOf } from "#app/auth/sessions.server.ts";

/**
 * What every WebAuthn ceremony (registering a passkey, signing in with one) shares: who the
 * relying party is, the person's user handle, and the single-use challenge held for the browser.
 */

/** How long a challenge may be answered; the browser is asked to give up at the same moment. */
export const CHALLENGE_MS = 5 * MINUTE_MS;

export type ChallengePurpose = WebAuthnChallengeTable["purpose"];

/** The relying party: its id (a host name) and the origin the browser must report. */
export type RelyingParty = { id: string; origin: string; name: string };

/**
 * The relying party of this request: the host the browser talks to, over the scheme it used.
 * Derived from the request rather than SITE_URL so a passkey works wherever the admin is reached
 * (localhost in tests, the public host behind the proxy); the request's host is what the browser
 * binds the credential to anyway, and cross-site state changes are already refused.
 */
export function relyingPartyOf(request: Request, forceHttps: boolean): RelyingParty {
  const url = new URL(request.url);
  const scheme = isHttpsRequest(request, forceHttps) ? "https" : "http";
  return { id: url.hostname, origin: `${scheme}://${url.host}`, name: site.name };
}

/**
 * The person's WebAuthn user handle: stable (so an authenticator keeps one passkey per person and
 * site) yet opaque (an HMAC of the user id under the app's own secret: no e-mail, no guessable id).
 */
export async function userHandleOf(db: Kysely<Database>, userId: number): Promise<Uint8Array<ArrayBuffer>> {
  const secret = await appSecret(db, "webauthn-user-handle");
  return new Uint8Array(createHmac("sha256", secret).update(String(userId)).digest());
}

// One cookie per purpose, so starting a sign-in in one tab does not spoil a registration in another.
const cookies: Record<ChallengePurpose, AdminCookie> = {
  register: adminCookie("passkey_register"),
  "sign-in": adminCookie("passkey_sign_in"),
};

/** The cookie that carries the token of a pending challenge of `purpose`. */
export function challengeCookie(purpose: ChallengePurpose): AdminCookie {
  return cookies[purpose];
}

/**
 * Keeps `challenge` for one answer, for `userId` (registration) or anyone (sign-in); returns the
 * token for the cookie. The row's id is the token's SHA-256, as for sessions.
 */
export async function storeChallenge(
  db: Kysely<Database>,
  {
    challenge,
    purpose,
    userId = null,
    now = new Date(),
  }: { challenge: string; purpose: ChallengePurpose; userId?: number | null; now?: Date },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  // Unanswered challenges are swept here, as ended sessions are at sign-in, rather than by a timer.
  await db.deleteFrom("webauthn_challenges").where("expires_at", "<=", now.toISOString()).execute();
  await db
    .insertInto("webauthn_challenges")
    .values({
      id: sessionIdOf(token),
      challenge,
      purpose,
      user_id: userId,
      expires_at: new Date(now.getTime() + CHALLENGE_MS).toISOString(),
    })
    .execute();
  return token;
}

/**
 * Takes the challenge a token stands for, once: the row is deleted whatever follows, so an answer
 * can never be replayed. Undefined when the token is unknown, already used, expired, of another
 * purpose or (for registration) another person's.
 */
export async function takeChallenge(
  db: Kysely<Database>,
  {
    token,
    purpose,
    userId = null,
    now = new Date(),
  }: { token: string | undefined; purpose: ChallengePurpose; userId?: number | null; now?: Date },
): Promise<string | undefined> {
  if (!token || !/^[\w-]{43}$/.test(token)) return undefined;
  const row = await db
    .deleteFrom("webauthn_challenges")
    .where("id", "=", sessionIdOf(token))
    .returning(["challenge", "purpose", "user_id", "expires_at"])
    .executeTakeFirst();
  if (!row || row.purpose !== purpose || row.expires_at <= now.toISOString()) return undefined;
  const owner = row.user_id === null ? null : Number(row.user_id);
  return owner === userId ? row.challenge : undefined;
}
