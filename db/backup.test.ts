import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, expect, test } from "vitest";
import { backupSqlite, defaultBackupPath } from "#db/backup.ts";
import { openDatabase } from "#db/database.ts";
import { migrateToLatest } from "#db/migrate.ts";

const dir = mkdtempSync(join(tmpdir(), "agency-backup-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const message = (index: number) => ({
  user_name: `Visitor ${index}`,
  user_email: `visitor${index}@example.in`,
  user_phone: "+91 522 400 0000",
  message: `Enquiry number ${index}`,
  created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString(),
});

test("a backup taken while another connection keeps writing restores to a consistent database", async () => {
  const livePath = join(dir, "live.db");
  const live = openDatabase(`file:${livePath}`);
  await migrateToLatest(live.db);
  for (let index = 0; index < 200; index++)
    await live.db.insertInto("contact_messages").values(message(index)).execute();

  // Keep writing while the backup runs, as a serving instance would.
  let writing = true;
  let written = 200;
  const writer = (async () => {
    while (writing) {
      await live.db.insertInto("contact_messages").values(message(written++)).execute();
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  const backupPath = join(dir, "backups", "copy.db");
  const { pages } = await backupSqlite(livePath, backupPath);
  writing = false;
  await writer;
  await live.close();
  expect(pages).toBeGreaterThan(0);

  // Restore: put the backup file where the database lives, then read it back.
  const restoredPath = join(dir, "restored.db");
  copyFileSync(backupPath, restoredPath);
  const restored = openDatabase(`file:${restoredPath}`);
  try {
    const rows = await restored.db
      .selectFrom("contact_messages")
      .select(["id", "message"])
      .orderBy("id")
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(200);
    expect(rows.length).toBeLessThanOrEqual(written);
    // Consistent: ids are contiguous from 1 and each row holds its own text.
    rows.forEach((row, index) => {
      expect(row.id).toBe(index + 1);
      expect(row.message).toBe(`Enquiry number ${index}`);
    });
    const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(restored.db);
    expect(integrity.rows).toEqual([{ integrity_check: "ok" }]);
  } finally {
    await restored.close();
  }
});

test("default backup names sort by time and are safe as file names", () => {
  expect(defaultBackupPath(new Date("2026-11-23T02:19:42.123Z"))).toBe(
    "data/backups/site-2026-11-23T02-19-42Z.db",
  );
});
