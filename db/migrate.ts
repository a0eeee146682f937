import type { Kysely } from "kysely";
import { type Migration, Migrator } from "kysely/migration";
import * as contactMessages from "./migrations/0001-contact-messages.ts";

// Listed here rather than read from the folder, so the migrations travel inside any bundle.
const migrations: Record<string, Migration> = {
  "0001-contact-messages": contactMessages,
};

/** Applies every pending migration; returns the names applied. Throws with the failing migration's error. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === "Error");
    throw new Error(`Migration ${failed?.migrationName ?? "(unknown)"} failed: ${String(error)}`, {
      cause: error,
    });
  }
  return results.filter((result) => result.status === "Success").map((result) => result.migrationName);
}
