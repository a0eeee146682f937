import { randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from "vitest";
import { type DatabaseDialect, type DatabaseHandle, openDatabase } from "#db/database.ts";
import { migrateToLatest, migrations } from "#db/migrate.ts";
import { loadOpenJobs } from "#app/publishing/open-jobs.server.ts";
import { loadSiteFacts } from "#app/site-facts/site-facts-memory.server.ts";
import { type MigratedTemplates, withAdminClient } from "#tests/setup/migrated-templates.ts";

/** The dialects data tests run against: SQLite always, PostgreSQL when TEST_POSTGRES_URL is set. */
export const testDialects: DatabaseDialect[] = process.env.TEST_POSTGRES_URL
  ? ["sqlite", "postgres"]
  : ["sqlite"];

export type ScratchDatabase = {
  url: string;
  /** True when it is a copy of the run's migrated template, false when it is empty. */
  migrated: boolean;
  /** Removes the database (the file, or the PostgreSQL database) and everything in it. */
  drop(): Promise<void>;
};

/** The databases Vitest's global set-up migrated once for the run (tests/setup/migrated-templates.ts). */
function migratedTemplates(): MigratedTemplates | undefined {
  return process.env.VITEST ? inject("migratedTemplates") : undefined;
}

/**
 * Creates a database of its own for one test file, so runs never collide: empty, or, with `migrated`,
 * a copy of the run's migrated template when there is one (`.migrated` says; else migrate it yourself).
 */
export async function createScratchDatabase(
  dialect: DatabaseDialect,
  { migrated = false } = {},
): Promise<ScratchDatabase> {
  const template = migrated ? migratedTemplates() : undefined;
  if (dialect === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "agency-test-"));
    const file = join(dir, "site.db");
    if (template) copyFileSync(template.sqliteFile, file);
    return {
      url: `file:${file}`,
      migrated: template !== undefined,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.TEST_POSTGRES_URL;
  if (!adminUrl) throw new Error("TEST_POSTGRES_URL is not set");
  const name = `agency_test_${randomBytes(6).toString("hex")}`;
  const copy = template?.postgresName;
  await withAdminClient(adminUrl, (client) =>
    client.query(copy ? `create database ${name} template ${copy}` : `create database ${name}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    migrated: copy !== undefined,
    drop: async () => {
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

/** A scratch database, opened and migrated, for tests that use the data layer directly. */
export async function openScratchDatabase(
  dialect: DatabaseDialect,
): Promise<DatabaseHandle & { drop(): Promise<void>; url: string }> {
  const scratch = await createScratchDatabase(dialect, { migrated: true });
  const handle = openDatabase(scratch.url);
  // A copy of the run's template is migrated already; this then checks that nothing is pending.
  const applied = await migrateToLatest(handle.db);
  if (scratch.migrated && applied.length > 0)
    throw new Error(`The migrated template missed ${applied.join(", ")}`);
  // As the server does at start: the application pipeline checks jobs against the open ones in memory,
  // and pages and mails print the site facts held there.
  await Promise.all([loadOpenJobs(handle.db), loadSiteFacts(handle.db)]);
  return droppable(scratch, handle);
}

function droppable(scratch: ScratchDatabase, handle: DatabaseHandle) {
  return {
    ...handle,
    url: scratch.url,
    async drop() {
      await handle.close();
      await scratch.drop();
    },
  };
}

export type OpenScratchDatabase = Awaited<ReturnType<typeof openScratchDatabase>>;

/**
 * A scratch database opened and migrated before the enclosing block's tests and dropped after them.
 * Call it first in the block, so the block's own hooks find it open. Read it inside hooks and tests.
 */
export function scratchDatabaseForThisBlock(dialect: DatabaseDialect): OpenScratchDatabase {
  return scratchDatabaseBetween(() => openScratchDatabase(dialect), beforeAll, afterAll);
}

/**
 * A new scratch database for each test of the enclosing block, for tests that would otherwise lean on
 * the rows earlier tests left (the block's `beforeEach` hooks seed it; call this before them).
 */
export function scratchDatabaseForEachTest(dialect: DatabaseDialect): OpenScratchDatabase {
  return scratchDatabaseBetweenEachTest(() => openScratchDatabase(dialect));
}

/**
 * For a migration's test: before each test of the enclosing block, an empty scratch database migrated up
 * to `name` (the migration before the one tested), where the test writes rows as the app did then.
 */
export function scratchDatabaseMigratedTo(dialect: DatabaseDialect, name: string): OpenScratchDatabase {
  return scratchDatabaseBetweenEachTest(async () => {
    const scratch = await createScratchDatabase(dialect);
    const handle = openDatabase(scratch.url);
    await migrateTo(handle.db, name);
    return droppable(scratch, handle);
  });
}

/** Migrates up or down to the migration `name`, and fails the test when a step fails. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function migrateTo(db: Kysely<any>, name: string): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo(name)).error).toBeUndefined();
}

function scratchDatabaseBetweenEachTest(opener: () => Promise<OpenScratchDatabase>): OpenScratchDatabase {
  // Dropping a PostgreSQL database waits until every connection to the cluster has let go of its files
  // (0.3 to 5 s on a busy machine): the next test does not wait for it, the end of the block does.
  const dropping: Promise<void>[] = [];
  afterAll(async () => {
    await Promise.all(dropping);
  });
  return scratchDatabaseBetween(opener, beforeEach, afterEach, (drop) => {
    dropping.push(drop());
    dropping.at(-1)!.catch(() => {}); // reported by the afterAll above, not as an unhandled rejection
  });
}

function scratchDatabaseBetween(
  opener: () => Promise<OpenScratchDatabase>,
  before: (hook: () => Promise<void>) => void,
  after: (hook: () => Promise<void>) => void,
  dropWith: (drop: () => Promise<void>) => Promise<void> | void = (drop) => drop(),
): OpenScratchDatabase {
  let opened: OpenScratchDatabase | undefined;
  before(async () => {
    opened = await opener();
  });
  after(async () => {
    const closing = opened;
    opened = undefined;
    if (closing) await dropWith(() => closing.drop());
  });
  const open = (): OpenScratchDatabase => {
    if (!opened) throw new Error("The scratch database opens in a hook: read it inside a hook or test");
    return opened;
  };
  return {
    get db() {
      return open().db;
    },
    get dialect() {
      return open().dialect;
    },
    get url() {
      return open().url;
    },
    submissionTransaction: (work) => open().submissionTransaction(work),
    ping: (timeoutMs) => open().ping(timeoutMs),
    close: () => open().close(),
    drop: () => open().drop(),
  };
}
