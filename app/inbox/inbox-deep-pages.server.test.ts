import { sql } from "kysely";
import { beforeAll, describe, expect, test } from "vitest";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { monthOfPosition } from "#app/inbox/inbox-counts.server.ts";
import { searchInbox } from "#app/inbox/inbox-search.server.ts";
import { deleteInboxItem, listInbox } from "#app/inbox/inbox-store.server.ts";

// Enough rows that a middle page skips more than the store's 10,000 before it starts from a month:
// about 5,200 a month, two sharing each timestamp so the id has to break the tie.
const ROWS = 20_600;
const base = Date.parse("2026-01-01T00:00:00.000Z");
const createdAt = (index: number) => new Date(base - Math.floor(index / 2) * 1_000_000).toISOString();

// Words as dense as a search meets them (row 0 is the newest): in half the rows, in a quarter, in one
// in a hundred, and in one in seven of the older rows only. The first two are found by walking the
// newest-first index, the others looked up (inbox-search.server.ts: on SQLite by the FTS5 count, on
// PostgreSQL by their share of the newest 1,000 rows).
const wordsOf = (index: number) =>
  [
    index % 2 === 0 && "website",
    index % 4 === 1 && "brochure",
    index % 100 === 3 && "zari work",
    index > 12_000 && index % 7 === 0 && "ghazal",
  ]
    .filter(Boolean)
    .join(" ") || "Hello";

describe.each(testDialects)("deep pages of the whole inbox on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);

  beforeAll(async () => {
    for (let start = 0; start < ROWS; start += 2_000) {
      const rows = Array.from({ length: Math.min(2_000, ROWS - start) }, (_, offset) => ({
        user_name: `Person ${start + offset}`,
        user_email: `person.${start + offset}@example.in`,
        user_phone: "+91 98390 12345",
        message: wordsOf(start + offset),
        created_at: createdAt(start + offset),
      }));
      await database.db.insertInto("contact_messages").values(rows).execute();
    }
  }, 120_000);

  /** The truth: a page read with a plain OFFSET over the newest-first order. */
  async function offsetPage(page: number, limit: number) {
    const { rows } = await sql<{ id: number }>`select id from contact_messages
      order by created_at desc, id desc limit ${limit} offset ${(page - 1) * limit}`.execute(database.db);
    return rows.map((row) => Number(row.id));
  }

  test("the counts per month agree with the rows after inserts and deletes", async () => {
    const first = await listInbox(database, "messages", { q: "", unread: false }, { page: 1, limit: 1 });
    await deleteInboxItem(database, "messages", first.rows[0]!.id);
    const { rows: truth } = await sql<{
      month: string;
      count: number;
    }>`select substr(created_at, 1, 7) as month,
      count(*) as count from contact_messages group by substr(created_at, 1, 7) order by month`.execute(
      database.db,
    );
    const kept = await database.db
      .selectFrom("lead_month_counts")
      .select(["month", "count"])
      .where("list", "=", "messages")
      .where("count", "<>", 0)
      .orderBy("month")
      .execute();
    expect(kept.map((row) => [row.month, Number(row.count)])).toEqual(
      truth.map((row) => [row.month, Number(row.count)]),
    );
    // The oldest row is in the oldest month, the next month starts after it; past the end there is none.
    expect(await monthOfPosition(database, "messages", 0)).toEqual({ month: truth[0]!.month, before: 0 });
    const firstMonth = Number(truth[0]!.count);
    expect(await monthOfPosition(database, "messages", firstMonth)).toEqual({
      month: truth[1]!.month,
      before: firstMonth,
    });
    expect(await monthOfPosition(database, "messages", ROWS)).toBeUndefined();
  });

  test("a deep page holds the same rows, order and Order IDs as an OFFSET would give", async () => {
    const total = ROWS - 1;
    for (const page of [205, 206, 207]) {
      const list = await listInbox(database, "messages", { q: "", unread: false }, { page, limit: 50 });
      expect(list.total).toBe(total);
      expect(list.rows.map((row) => row.id)).toEqual(await offsetPage(page, 50));
      expect(list.rows.map((row) => row.orderId)).toEqual(
        Array.from({ length: 50 }, (_, index) => total - (page - 1) * 50 - index),
      );
    }
    const odd = await listInbox(database, "messages", { q: "", unread: false }, { page: 113, limit: 91 });
    expect(odd.rows.map((row) => row.id)).toEqual(await offsetPage(113, 91));
  });

  test.each(["website", "brochure", "zari", "ghazal"])(
    "a search for %s lists its newest 1,000 matches, however dense they are",
    async (q) => {
      const { rows: truth } = await sql<{ id: number }>`select id from contact_messages
        where message like ${`%${q}%`} order by created_at desc, id desc limit 1001`.execute(database.db);
      const ids = truth.map((row) => Number(row.id));
      const listed = Math.min(ids.length, 1_000);
      for (const page of [1, Math.ceil(listed / 50)]) {
        const result = await searchInbox(database, "messages", { q, unread: false }, { page, limit: 50 });
        expect(result.total).toBe(listed);
        expect(result.truncated).toBe(ids.length > 1_000);
        expect(result.rows.map((row) => row.id)).toEqual(
          ids.slice((page - 1) * 50, Math.min(page * 50, listed)),
        );
      }
    },
  );
});
