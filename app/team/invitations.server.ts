import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { HOUR_MS } from "#app/lib/time-units.ts";

/** How long an invitation link works after it is sent. */
export const INVITATION_TTL_MS = 72 * HOUR_MS;

// 32 random bytes, base64url: what `newInvitation` hands out, so anything else is unknown at a glance.
const TOKEN_PATTERN = /^[\w-]{43}$/;

/** The stored form of a link's token: its SHA-256, so a leaked table opens no invitation. */
export function invitationTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The link a person opens to accept their invitation. */
export function invitationUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/invite/${token}`;
}

/**
 * Creates a person's invitation and returns the link's token (never stored). Any earlier unused
 * invitation of theirs is deleted, so only the newest link works. Call it in the transaction that
 * queues the mail carrying the link.
 */
export async function newInvitation(
  trx: Kysely<Database>,
  { userId, invitedBy, now = new Date() }: { userId: number; invitedBy: number; now?: Date },
): Promise<{ token: string; expiresAt: string }> {
  await revokeInvitations(trx, userId);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS).toISOString();
  await trx
    .insertInto("invitations")
    .values({
      token_hash: invitationTokenHash(token),
      user_id: userId,
      invited_by: invitedBy,
      created_at: now.toISOString(),
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

/** Deletes a person's unused invitations (a newer one replaces them, or they were disabled). */
export async function revokeInvitations(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom("invitations").where("user_id", "=", userId).where("used_at", "is", null).execute();
}

/** What an invitation link leads to: a form for the person named, or why it no longer works. */
export type InvitationLookup =
  | {
      state: "valid";
      userId: number;
      email: string;
      name: string;
      invitedBy: string | null;
      expiresAt: string;
    }
  | { state: "expired" | "used" | "unknown" };

/** The invitation behind a link's token, as of `now`. */
export async function findInvitation(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<InvitationLookup> {
  if (!TOKEN_PATTERN.test(token)) return { state: "unknown" };
  const row = await db
    .selectFrom("invitations")
    .innerJoin("users", "users.id", "invitations.user_id")
    .leftJoin("users as inviter", "inviter.id", "invitations.invited_by")
    .select([
      "invitations.user_id",
      "invitations.expires_at",
      "invitations.used_at",
      "users.email",
      "users.name",
      "users.disabled_at",
      "inviter.name as inviter_name",
    ])
    .where("invitations.token_hash", "=", invitationTokenHash(token))
    .executeTakeFirst();
  // A disabled person's invitations are revoked; this guards a row written in between.
  if (!row || row.disabled_at !== null) return { state: "unknown" };
  if (row.used_at !== null) return { state: "used" };
  if (row.expires_at <= now.toISOString()) return { state: "expired" };
  return {
    state: "valid",
    userId: Number(row.user_id),
    email: row.email,
    name: row.name,
    invitedBy: row.inviter_name,
    expiresAt: row.expires_at,
  };
}

/**
 * Uses an invitation: in one transaction the link is marked used (only if it is still unused and
 * unexpired, so two posts of one link cannot both succeed) and the person's password is set.
 * Returns the person's id, or null when the link no longer works.
 */
export async function acceptInvitation(
  db: Kysely<Database>,
  { token, passwordHash, now = new Date() }: { token: string; passwordHash: string; now?: Date },
): Promise<number | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const at = now.toISOString();
  return db
    .transaction()
    .execute(async (trx) => {
      const used = await trx
        .updateTable("invitations")
        .set({ used_at: at })
        .where("token_hash", "=", invitationTokenHash(token))
        .where("used_at", "is", null)
        .where("expires_at", ">", at)
        .returning("user_id")
        .executeTakeFirst();
      if (!used) return null;
      const userId = Number(used.user_id);
      const person = await trx
        .updateTable("users")
        .set({ password_hash: passwordHash })
        .where("id", "=", userId)
        .where("disabled_at", "is", null)
        .where("password_hash", "is", null)
        .executeTakeFirst();
      if (Number(person.numUpdatedRows) !== 1) {
        // Disabled, or already holding a password: the link must not set one. Nothing is kept.
        throw new InvitationRefused();
      }
      await revokeInvitations(trx, userId);
      return userId;
    })
    .catch((error: unknown) => {
      if (error instanceof InvitationRefused) return null;
      throw error;
    });
}

class InvitationRefused extends Error {}
