import { createHmac, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { appSecret } from "#db/app-secrets.ts";

/**
 * The private link in the visitor's mails (`/meetings/{id}?t=...`) that lets them cancel or move that
 * one meeting from any device. The token is an HMAC of the meeting's id under a key the app keeps in
 * its database: nothing to store per meeting, valid for exactly as long as the meeting exists, and
 * useless for any other meeting.
 */
const SECRET_NAME = "meeting-manage-key";
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The signing key; load it before a transaction (SQLite has one connection, which the transaction holds). */
export function manageLinkKey(db: Kysely<Database>): Promise<string> {
  return appSecret(db, SECRET_NAME);
}

/** The token for one meeting. */
export function manageToken(key: string, meetingId: string): string {
  return createHmac("sha256", key).update(`meeting-manage:v1:${meetingId}`).digest("base64url");
}

/** True when `token` is this meeting's (and not another's, or a tampered one). */
export function isManageToken(key: string, meetingId: string, token: string): boolean {
  if (!TOKEN_PATTERN.test(token)) return false;
  return timingSafeEqual(Buffer.from(manageToken(key, meetingId)), Buffer.from(token));
}

/** The link itself, absolute, for the mails. */
export function manageUrl(siteUrl: string, key: string, meetingId: string): string {
  return `${siteUrl}/meetings/${meetingId}?t=${manageToken(key, meetingId)}`;
}
