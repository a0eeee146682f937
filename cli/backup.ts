// `npm run db:backup [FILE]`: a consistent online backup of the SQLite database, safe while the server runs.
import { ConfigError, loadDotEnv, parseConfig } from "#config/server-config.ts";
import { backupSqlite, defaultBackupPath } from "#db/backup.ts";

loadDotEnv();
try {
  const { DATABASE_URL } = parseConfig();
  if (!DATABASE_URL.startsWith("file:")) {
    console.error(
      'DATABASE_URL is PostgreSQL: back it up with pg_dump, e.g. `pg_dump --format=custom --file=site.dump "$DATABASE_URL"` (see README).',
    );
    process.exit(2);
  }
  const destination = process.argv[2] ?? defaultBackupPath();
  const { pages } = await backupSqlite(DATABASE_URL.slice("file:".length), destination);
  console.log(`Backed up ${pages} pages to ${destination}`);
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
  process.exit(1);
}
