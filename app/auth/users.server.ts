import type { Kysely, Selectable } from "kysely";
import type { Database, UserRole, UserTable } from "#db/schema.ts";

/** A team member as the rest of the app sees them (never their password hash or TOTP secret). */
/**
 * The name the first owner is created with when ADMIN_NAME is not set: a placeholder, never shown to
 * the public. A person whose name is this (or empty) is asked for theirs before anything else.
 */
export const PLACEHOLDER_NAME = "Owner";

/** True while a person has no name of their own yet: empty, or the first owner's placeholder. */
export function needsName(user: { name: string }): boolean {
  const name = user.name.trim();
  return name === "" || name === PLACEHOLDER_NAME;
}

export type TeamMember = {
  id: number;
  email: string;
  name: string;
  role: UserRole;
  createdAt: string;
  lastSignInAt: string | null;
  disabled: boolean;
  /** True once a second factor is set up: a confirmed authenticator app or a passkey. */
  twoFactor: boolean;
  /** False while an invited person has not yet set a password. */
  active: boolean;
};

export const USER_ROLES: readonly UserRole[] = ["owner", "member"];

/** E-mail addresses are compared and stored lower-cased (the unique index is on the stored form). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The row with its password hash, for the sign-in check; null for an unknown address. */
export async function findUserRowByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<Selectable<UserTable> | undefined> {
  return db.selectFrom("users").selectAll().where("email", "=", normalizeEmail(email)).executeTakeFirst();
}

export async function findUserRow(
  db: Kysely<Database>,
  id: number,
): Promise<Selectable<UserTable> | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

/** A row as a `TeamMember`; `passkeys` says how many passkeys the person has registered. */
function teamMember(row: Selectable<UserTable>, passkeys = 0): TeamMember {
  return {
    id: Number(row.id),
    email: row.email,
    name: row.name,
    role: row.role,
    createdAt: row.created_at,
    lastSignInAt: row.last_sign_in_at,
    disabled: row.disabled_at !== null,
    twoFactor: row.totp_enabled_at !== null || passkeys > 0,
    active: row.password_hash !== null,
  };
}

/** One person, with whether a second factor is set up; undefined for an unknown id. */
export async function findTeamMember(db: Kysely<Database>, id: number): Promise<TeamMember | undefined> {
  const row = await findUserRow(db, id);
  if (!row) return undefined;
  return teamMember(row, await countPasskeys(db, id));
}

/** Why a person cannot be given a lead or a meeting (not on the team, or disabled); undefined when they can. */
export async function whyNotAssignable(db: Kysely<Database>, userId: number): Promise<string | undefined> {
  const person = await db
    .selectFrom("users")
    .select("disabled_at")
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!person) return "is not on the team";
  if (person.disabled_at !== null) return "is disabled; choose someone active";
  return undefined;
}

/** Everyone on the team, owners first, then by name. */
export async function listTeam(db: Kysely<Database>): Promise<TeamMember[]> {
  const rows = await db.selectFrom("users").selectAll().orderBy("role", "desc").orderBy("name").execute();
  const passkeys = await db
    .selectFrom("passkeys")
    .select(["user_id", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("user_id")
    .execute();
  const counts = new Map(passkeys.map((row) => [Number(row.user_id), Number(row.count)]));
  return rows.map((row) => teamMember(row, counts.get(Number(row.id)) ?? 0));
}

export async function countPasskeys(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom("passkeys")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Adds a person; their password (hash) may follow later, when they accept an invitation. */
export async function createUser(
  db: Kysely<Database>,
  {
    email,
    name,
    role,
    passwordHash = null,
    now = new Date(),
  }: { email: string; name: string; role: UserRole; passwordHash?: string | null; now?: Date },
): Promise<number> {
  const { id } = await db
    .insertInto("users")
    .values({
      email: normalizeEmail(email),
      name: name.trim(),
      role,
      password_hash: passwordHash,
      created_at: now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(id);
}

/** Owners who can sign in (not disabled, password set). */
export async function countActiveOwners(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("role", "=", "owner")
    .where("disabled_at", "is", null)
    .where("password_hash", "is not", null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Sets a person's password hash and ends every session they hold (all of them, or all but
 * `keepSessionId`, the one changing it), in one transaction.
 */
export async function setPasswordHash(
  db: Kysely<Database>,
  userId: number,
  passwordHash: string,
  { keepSessionId }: { keepSessionId?: string } = {},
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", userId).execute();
    let sessions = trx.deleteFrom("sessions").where("user_id", "=", userId);
    if (keepSessionId) sessions = sessions.where("id", "!=", keepSessionId);
    await sessions.execute();
    await trx.deleteFrom("pending_sign_ins").where("user_id", "=", userId).execute();
  });
}

/** Remembers a successful sign-in. */
export async function recordSignIn(db: Kysely<Database>, userId: number, now = new Date()): Promise<void> {
  await db
    .updateTable("users")
    .set({ last_sign_in_at: now.toISOString() })
    .where("id", "=", userId)
    .execute();
}
