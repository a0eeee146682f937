// `npm run db:migrate`: applies pending migrations to the database named by DATABASE_URL.
import { loadDotEnv, parseConfig } from "#config/server-config.ts";
import { migrateDatabase } from "#db/migrate.ts";

loadDotEnv();
const config = parseConfig();
try {
  const applied = await migrateDatabase(config.DATABASE_URL);
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
