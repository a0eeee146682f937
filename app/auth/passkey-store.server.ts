import type { Kysely, Selectable } from "kysely";
import type { Database, PasskeyTable } from "#db/schema.ts";

/** One of a person's passkeys as the account page and the API show it (never its key). */
export type PasskeySummary = { id: string; name: string; createdAt: string; lastUsedAt: string | null };

/** A passkey with what a signature check needs: its public key, counter and transports. */
export type StoredPasskey = PasskeySummary & {
  userId: number;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[] | undefined;
};

/** How many passkeys one person may hold: plenty for every device, few enough to list on one page. */
export const MAX_PASSKEYS = 20;

function summaryOf(row: Pick<Selectable<PasskeyTable>, "id" | "name" | "created_at" | "last_used_at">) {
  return { id: row.id, name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at };
}

function transportsOf(json: string | null): string[] | undefined {
  if (!json) return undefined;
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === "string")
      : undefined;
  } catch {
    return undefined;
  }
}

/** The person's passkeys, newest first. */
export async function listPasskeys(db: Kysely<Database>, userId: number): Promise<PasskeySummary[]> {
  const rows = await db
    .selectFrom("passkeys")
    .select(["id", "name", "created_at", "last_used_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map(summaryOf);
}

/** The person's credential ids and transports, for the browser to exclude when registering another. */
export async function listCredentialDescriptors(
  db: Kysely<Database>,
  userId: number,
): Promise<{ id: string; transports?: string[] }[]> {
  const rows = await db
    .selectFrom("passkeys")
    .select(["id", "transports"])
    .where("user_id", "=", userId)
    .execute();
  return rows.map((row) => ({ id: row.id, transports: transportsOf(row.transports) }));
}

/** The passkey with this credential id, whoever holds it; undefined when none is registered. */
export async function findPasskey(db: Kysely<Database>, id: string): Promise<StoredPasskey | undefined> {
  const row = await db.selectFrom("passkeys").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  return {
    ...summaryOf(row),
    userId: Number(row.user_id),
    // SQLite and PostgreSQL both hand back a Buffer; the verifier wants a plain byte array.
    publicKey: new Uint8Array(row.public_key),
    counter: Number(row.counter),
    transports: transportsOf(row.transports),
  };
}

/** Stores a new passkey; false when its credential id is already registered (to anyone). */
export async function insertPasskey(
  db: Kysely<Database>,
  passkey: Omit<StoredPasskey, "lastUsedAt">,
): Promise<boolean> {
  const result = await db
    .insertInto("passkeys")
    .values({
      id: passkey.id,
      user_id: passkey.userId,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: passkey.transports ? JSON.stringify(passkey.transports) : null,
      name: passkey.name,
      created_at: passkey.createdAt,
    })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Removes one of the person's passkeys; false when they hold none with that id. */
export async function removePasskey(
  db: Kysely<Database>,
  { id, userId }: { id: string; userId: number },
): Promise<boolean> {
  const result = await db
    .deleteFrom("passkeys")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/**
 * Records a successful sign-in with the passkey: its new signature counter and the time. Only if
 * the counter is still the one the signature was checked against, so of two answers racing with
 * the same counter (a cloned authenticator) only one can win.
 */
export async function recordPasskeyUse(
  db: Kysely<Database>,
  {
    id,
    checkedCounter,
    newCounter,
    now = new Date(),
  }: { id: string; checkedCounter: number; newCounter: number; now?: Date },
): Promise<boolean> {
  const result = await db
    .updateTable("passkeys")
    .set({ counter: newCounter, last_used_at: now.toISOString() })
    .where("id", "=", id)
    .where("counter", "=", checkedCounter)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
