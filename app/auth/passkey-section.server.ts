import type { AdminRequest } from "#app/auth/require-admin.server.ts";

/** One of the person's passkeys, as /admin/account lists it. */
export type PasskeySummary = { id: string; name: string; createdAt: string; lastUsedAt: string | null };

/** What /admin/account shows about the person's passkeys. */
export type PasskeySectionData = { passkeys: PasskeySummary[] };

/** The account page's passkey section for the signed-in person, newest first. */
export async function loadPasskeySection(admin: AdminRequest): Promise<PasskeySectionData> {
  const rows = await admin.database.db
    .selectFrom("passkeys")
    .select(["id", "name", "created_at", "last_used_at"])
    .where("user_id", "=", admin.user.id)
    .orderBy("created_at", "desc")
    .execute();
  return {
    passkeys: rows.map((row) => ({
      id: row.id,
      name: row.name,
      createdAt: row.created_at,
      lastUsedAt: row.last_used_at,
    })),
  };
}
