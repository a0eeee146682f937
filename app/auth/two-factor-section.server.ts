import type { AdminRequest } from "#app/auth/require-admin.server.ts";

/** What /admin/account shows about the person's authenticator app (TOTP) and recovery codes. */
export type TwoFactorSectionData = { enabled: boolean; recoveryCodesLeft: number };

/** The account page's two-factor section for the signed-in person. */
export async function loadTwoFactorSection(admin: AdminRequest): Promise<TwoFactorSectionData> {
  const row = await admin.database.db
    .selectFrom("users")
    .select("totp_enabled_at")
    .where("id", "=", admin.user.id)
    .executeTakeFirstOrThrow();
  const codes = await admin.database.db
    .selectFrom("recovery_codes")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", admin.user.id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return { enabled: row.totp_enabled_at !== null, recoveryCodesLeft: Number(codes?.count ?? 0) };
}
