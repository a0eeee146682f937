import type { AdminRequest } from "#app/auth/require-admin.server.ts";
import { RECOVERY_CODE_COUNT, countRecoveryCodesLeft } from "#app/auth/recovery-codes.server.ts";

/** What /admin/account shows about the person's authenticator app (TOTP) and recovery codes. */
export type TwoFactorSectionData = {
  /** When the app was confirmed; null while none is on (a set-up started but not confirmed is off). */
  enabledAt: string | null;
  recoveryCodesLeft: number;
  recoveryCodeCount: number;
  /** REQUIRE_2FA is on and the person has no second factor yet (no app, no passkey): they must add one. */
  setupRequired: boolean;
};

/** The account page's two-factor section for the signed-in person. */
export async function loadTwoFactorSection(admin: AdminRequest): Promise<TwoFactorSectionData> {
  const { db } = admin.database;
  const row = await db
    .selectFrom("users")
    .select("totp_enabled_at")
    .where("id", "=", admin.user.id)
    .executeTakeFirstOrThrow();
  return {
    enabledAt: row.totp_enabled_at,
    recoveryCodesLeft: row.totp_enabled_at ? await countRecoveryCodesLeft(db, admin.user.id) : 0,
    recoveryCodeCount: RECOVERY_CODE_COUNT,
    setupRequired: admin.config.REQUIRE_2FA && !admin.user.twoFactor,
  };
}
