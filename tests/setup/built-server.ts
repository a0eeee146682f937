import { afterAll, beforeAll } from "vitest";
import type { DatabaseDialect } from "#db/database.ts";
import { type ScratchDatabase, createScratchDatabase } from "#tests/setup/databases.ts";
import { type ServerProcess, startServerProcess } from "#tests/setup/server-process.ts";

/** The built server a block of tests shares, and the scratch database it runs on. */
export type BuiltServer = { readonly server: ServerProcess; readonly databaseUrl: string };

/**
 * Starts the production build on a scratch database of `dialect` before the enclosing block's tests
 * and stops both after them (`npm run build` first). Read `.server` inside hooks and tests.
 */
export function builtServerForThisBlock(
  env: Record<string, string> = {},
  dialect: DatabaseDialect = "sqlite",
): BuiltServer {
  let database: ScratchDatabase | undefined;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    // A copy of the run's migrated database: the server starts without migrating (about a second each,
    // more on PostgreSQL); the tests of a server's first start still give it an empty one.
    database = await createScratchDatabase(dialect, { migrated: true });
    server = await startServerProcess({ DATABASE_URL: database.url, ...env });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("The server starts in beforeAll: read it inside a test");
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get databaseUrl() {
      return started(database).url;
    },
  };
}

/** `builtServerForThisBlock` at a file's top level, on SQLite. */
export const builtServerForThisFile = (env: Record<string, string> = {}) => builtServerForThisBlock(env);
