import type { AdminRequest } from "#app/auth/require-admin.server.ts";
import { MAX_PASSKEYS, type PasskeySummary, listPasskeys } from "#app/auth/passkey-store.server.ts";

export type { PasskeySummary };

/** What /admin/account shows about the person's passkeys, and whether they may add another. */
export type PasskeySectionData = { passkeys: PasskeySummary[]; maxPasskeys: number };

/** The account page's passkey section for the signed-in person, newest first. */
export async function loadPasskeySection(admin: AdminRequest): Promise<PasskeySectionData> {
  return { passkeys: await listPasskeys(admin.database.db, admin.user.id), maxPasskeys: MAX_PASSKEYS };
}
