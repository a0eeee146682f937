import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";

const cache = new WeakMap<Kysely<Database>, Map<string, Promise<string>>>();

/**
 * A random secret the app keeps in its own database under `name`, created on first use. Every
 * instance sharing the database reads the same value and it survives restarts, so nothing has to
 * be configured. Cached per database for the life of the process.
 */
export function appSecret(db: Kysely<Database>, name: string): Promise<string> {
  let secrets = cache.get(db);
  if (!secrets) cache.set(db, (secrets = new Map()));
  let secret = secrets.get(name);
  if (!secret) {
    secret = loadOrCreate(db, name);
    // A failed read (database briefly down) must not be remembered.
    secret.catch(() => secrets.delete(name));
    secrets.set(name, secret);
  }
  return secret;
}

async function loadOrCreate(db: Kysely<Database>, name: string): Promise<string> {
  // When two instances start together, both insert and the first one wins; both then read its value.
  await db
    .insertInto("app_secrets")
    .values({ name, value: randomBytes(32).toString("base64url"), created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const row = await db
    .selectFrom("app_secrets")
    .select("value")
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
  return row.value;
}
