import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { SECOND_MS } from "#app/lib/time-units.ts";

// sqlite3_backup_step's page count, as large as better-sqlite3 accepts: the whole database.
const ALL_PAGES = 0x7fffffff;

/**
 * Copies a live SQLite database to `destination` with SQLite's online backup API: consistent even
 * while the server keeps writing (the copy is one read snapshot), no downtime.
 */
export async function backupSqlite(sourcePath: string, destination: string): Promise<{ pages: number }> {
  const target = resolve(destination);
  mkdirSync(dirname(target), { recursive: true });
  const source = new SQLite(resolve(sourcePath), {
    readonly: true,
    fileMustExist: true,
    timeout: 5 * SECOND_MS,
  });
  try {
    // All pages in one step. Copied in slices, the backup starts again from the first page whenever
    // another connection writes between two slices, so under a steady stream of submissions it never
    // ends. One step holds a read snapshot, which in WAL mode never blocks the server's writes.
    const { totalPages } = await source.backup(target, { progress: () => ALL_PAGES });
    return { pages: totalPages };
  } finally {
    source.close();
  }
}

/** A file name for a backup taken now, e.g. `data/backups/site-2026-11-23T02-19-42Z.db`. */
export function defaultBackupPath(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-");
  return `data/backups/site-${stamp}.db`;
}
