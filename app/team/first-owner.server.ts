import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "#db/schema.ts";
import { generatePassword, hashPassword } from "#app/auth/password-hash.server.ts";
import { passwordProblem } from "#app/auth/password-policy.server.ts";
import { PLACEHOLDER_NAME, createUser } from "#app/auth/users.server.ts";
import { ConfigError } from "#config/server-config.ts";

/**
 * Run at start-up: when the team has no one yet, the first owner is created from ADMIN_EMAIL with,
 * in this order, the single admin password of an install that predates team accounts (so upgrading
 * loses no access and needs no step), ADMIN_PASSWORD, or a strong generated password handed back to
 * be shown once; named ADMIN_NAME, or a placeholder that has the owner asked for their name at their
 * first sign-in. Sessions from before team accounts become that owner's. When two instances start
 * at once, only the one whose row lands creates the owner. An ADMIN_PASSWORD the password policy
 * refuses throws a ConfigError naming it.
 */
export async function ensureFirstOwner(
  db: Kysely<Database>,
  {
    email,
    name = PLACEHOLDER_NAME,
    configured,
    logger,
  }: { email: string; name?: string; configured: string | undefined; logger: Logger },
): Promise<{ email: string; generated?: string }> {
  const existing = await db.selectFrom("users").select("id").limit(1).executeTakeFirst();
  if (existing) {
    if (configured) logger.info("ADMIN_PASSWORD is ignored: the team already has its first owner");
    return { email };
  }
  const legacy = await db
    .selectFrom("admin_credentials")
    .select("password_hash")
    .where("id", "=", 1)
    .executeTakeFirst();
  if (!legacy && configured !== undefined) {
    // The same rules as every other password: a weak one stops the first start, before anyone can use it.
    const problem = passwordProblem(configured);
    if (problem) {
      throw new ConfigError(
        `Invalid environment variable ADMIN_PASSWORD: ${problem} Or leave it unset, and a strong one is generated and shown once.`,
      );
    }
  }
  const generated = legacy || configured ? undefined : generatePassword();
  const passwordHash = legacy?.password_hash ?? (await hashPassword(configured ?? generated!));

  const created = await db
    .transaction()
    .execute(async (trx) => {
      const id = await createUser(trx, { email, name, role: "owner", passwordHash });
      await trx.updateTable("sessions").set({ user_id: id }).where("user_id", "is", null).execute();
      return id;
    })
    // Another instance created the first owner a moment earlier (the e-mail is unique).
    .catch(async (error: unknown) => {
      if (await db.selectFrom("users").select("id").limit(1).executeTakeFirst()) return undefined;
      throw error;
    });
  if (created === undefined) return { email };

  const source = legacy ? "the earlier admin password" : configured ? "ADMIN_PASSWORD" : "generated";
  logger.info({ event: "team.first_owner", email, source }, "first owner of the team created");
  if (generated) {
    // The password itself never enters the log (logs are kept and shipped); the caller shows it once.
    logger.warn(
      { event: "admin.password_generated" },
      "No ADMIN_PASSWORD was set, so the first owner's password was generated (shown once on stderr)",
    );
  }
  return { email, generated };
}
