import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";

/**
 * Copies a live SQLite database to `destination` with SQLite's online backup API: consistent even
 * while the server keeps writing (pages changed mid-copy are copied again), no downtime.
 */
export async function backupSqlite(sourcePath: string, destination: string): Promise<{ pages: number }> {
  const target = resolve(destination);
  mkdirSync(dirname(target), { recursive: true });
  const source = new SQLite(resolve(sourcePath), { readonly: true, fileMustExist: true, timeout: 5_000 });
  try {
    const { totalPages } = await source.backup(target);
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
