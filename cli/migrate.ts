// `npm run db:migrate`: applies pending migrations to the database named by DATABASE_URL.
import { loadDotEnv, parseConfig } from "#config/server-config.ts";
import { openDatabase } from "#db/database.ts";
import { migrateToLatest } from "#db/migrate.ts";

loadDotEnv();
const config = parseConfig();
const handle = openDatabase(config.DATABASE_URL);
try {
  const applied = await migrateToLatest(handle.db);
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
