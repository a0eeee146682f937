import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import {
  type OpenScratchDatabase,
  scratchDatabaseForThisBlock,
  scratchDatabaseForEachTest,
  testDialects,
} from "#tests/setup/databases.ts";
import {
  countInbox,
  deleteInboxItem,
  iterateInbox,
  listInbox,
  setInboxRead,
} from "#app/inbox/inbox-store.server.ts";

type Fixture = { user_name: string; user_email: string; read: number; created_at: string };

const named: [string, string][] = [
  ["Priya Kapoor", "priya.k@gmail.com"],
  ["Rohit Verma", "rohit@kapoorinteriors.in"],
  ["Neha Sharma", "NEHA.SHARMA@Example.in"],
  ["100% Pure Sweets", "sales@pure_sweets.in"],
  ["अनुराग श्रीवास्तव", "anurag@example.in"],
  ["Zoya Rizvi", "zoya@awadh-homestay.in"],
];

// Named people first, then 120 more, one minute apart; every third one unread. Two share a timestamp
// so the id has to break the tie.
function fixtures(): Fixture[] {
  const base = Date.parse("2026-01-01T00:00:00.000Z");
  const people = [
    ...named,
    ...Array.from({ length: 120 }, (_, index): [string, string] => [
      `Bulk Person ${index}`,
      `bulk.${index}@example.com`,
    ]),
  ];
  return people.map(([user_name, user_email], index) => ({
    user_name,
    user_email,
    read: index % 3 === 0 ? 0 : 1,
    created_at: new Date(base + (index === 10 ? 9 : index) * 60_000).toISOString(),
  }));
}

/** The reference answer: case-insensitive substring of name or e-mail, newest first (id breaks ties). */
function expected(rows: (Fixture & { id: number })[], q: string, unread = false) {
  const needle = q.toLowerCase();
  return rows
    .filter((row) => !unread || row.read === 0)
    .filter(
      (row) => row.user_name.toLowerCase().includes(needle) || row.user_email.toLowerCase().includes(needle),
    )
    .sort((a, b) => (a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1))
    .map((row) => row.id);
}

/** Inserts the fixtures in one statement (ids follow the list's order) and returns them with their ids. */
async function seedMessages(database: OpenScratchDatabase): Promise<(Fixture & { id: number })[]> {
  const values = fixtures().map((fixture) => ({
    ...fixture,
    user_phone: "+91 98390 00000",
    message: "Hello",
    service: null,
  }));
  const inserted = await database.db.insertInto("contact_messages").values(values).returning("id").execute();
  return fixtures().map((fixture, index) => ({ ...fixture, id: inserted[index]!.id }));
}

// The searches only read, so they share one database per dialect; tests that change rows get their own.
describe.each(testDialects)("inbox store searches on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  let rows: (Fixture & { id: number })[];
  beforeAll(async () => {
    rows = await seedMessages(database);
  });

  const all = async (q: string, unread = false) => {
    const list = await listInbox(database, "messages", { q, unread }, { page: 1, limit: 100 });
    return list.rows.map((row) => row.id);
  };

  test.each([
    "kapoor",
    "KAPOOR",
    "Kap",
    "neha.sharma@example",
    "example.in",
    "श्रीवा",
    "bulk.11",
    "ka",
    "a",
    "%",
    "_",
  ])("search %j matches name or e-mail as a case-insensitive substring", async (q) => {
    const want = expected(rows, q);
    expect(await countInbox(database, "messages", { q, unread: false })).toBe(want.length);
    expect(await all(q)).toEqual(want.slice(0, 100));
  });

  test("LIKE wildcards in the search are literal characters", async () => {
    expect(await all("100%")).toEqual([rows[3]!.id]);
    expect(await all("pure_")).toEqual([rows[3]!.id]);
    expect(await all("zz%")).toEqual([]);
  });

  test("the unread filter combines with the search", async () => {
    expect(await all("bulk", true)).toEqual(expected(rows, "bulk", true).slice(0, 100));
  });

  test("Order IDs count from the end of the filtered list and agree across pages", async () => {
    const total = rows.length;
    const seen: { id: number; orderId: number }[] = [];
    for (let page = 1; page <= 3; page++) {
      const list = await listInbox(database, "messages", { q: "", unread: false }, { page, limit: 50 });
      expect(list.total).toBe(total);
      seen.push(...list.rows.map(({ id, orderId }) => ({ id, orderId })));
    }
    expect(seen.map((row) => row.id)).toEqual(expected(rows, ""));
    expect(seen.map((row) => row.orderId)).toEqual(
      Array.from({ length: total }, (_, index) => total - index),
    );
    const filtered = await listInbox(
      database,
      "messages",
      { q: "bulk", unread: true },
      { page: 2, limit: 10 },
    );
    const filteredTotal = expected(rows, "bulk", true).length;
    expect(filtered.rows.map((row) => row.orderId)).toEqual(
      Array.from({ length: 10 }, (_, index) => filteredTotal - 10 - index),
    );
  });

  test("a page past the end is empty but still reports the total", async () => {
    const list = await listInbox(database, "messages", { q: "", unread: false }, { page: 99, limit: 50 });
    expect(list).toEqual({ rows: [], total: rows.length });
  });

  test("the export iterator yields every match in list order with the same numbers", async () => {
    const listed = await listInbox(
      database,
      "messages",
      { q: "bulk", unread: false },
      { page: 1, limit: 100 },
    );
    const iterated = [];
    for await (const row of iterateInbox(database, "messages", { q: "bulk", unread: false }, 7))
      iterated.push(row);
    expect(iterated.length).toBe(expected(rows, "bulk").length);
    expect(iterated.slice(0, 100).map(({ id, orderId }) => [id, orderId])).toEqual(
      listed.rows.map(({ id, orderId }) => [id, orderId]),
    );
  });
});

describe.each(testDialects)("inbox store changes on %s", (dialect) => {
  const database = scratchDatabaseForEachTest(dialect);
  let rows: (Fixture & { id: number })[];
  beforeEach(async () => {
    rows = await seedMessages(database);
  });

  const all = async (q: string, unread = false) => {
    const list = await listInbox(database, "messages", { q, unread }, { page: 1, limit: 100 });
    return list.rows.map((row) => row.id);
  };

  test("read flags persist; an unknown id is reported as missing", async () => {
    const target = rows[5]!;
    expect(await setInboxRead(database, "messages", target.id, false)).toMatchObject({
      id: target.id,
      read: 0,
    });
    expect(await all("zoya", true)).toEqual([target.id]);
    expect(await setInboxRead(database, "messages", target.id, true)).toMatchObject({ read: 1 });
    expect(await all("zoya", true)).toEqual([]);
    expect(await setInboxRead(database, "messages", 987_654, true)).toBeUndefined();
  });

  test("the search index follows updates and deletes", async () => {
    const target = rows[4]!;
    await database.db
      .updateTable("contact_messages")
      .set({ user_name: "Anurag Srivastava" })
      .where("id", "=", target.id)
      .execute();
    expect(await all("srivastava")).toEqual([target.id]);
    expect(await all("श्रीवा")).toEqual([]);
    expect(await deleteInboxItem(database, "messages", target.id)).toBe(true);
    expect(await deleteInboxItem(database, "messages", target.id)).toBe(false);
    expect(await all("srivastava")).toEqual([]);
  });

  test("applications are searched by applicant name or e-mail", async () => {
    const now = Date.now();
    for (const [index, [name, email]] of named.entries()) {
      await database.db
        .insertInto("job_applications")
        .values({
          job_id: 2,
          job_title: "React Developer",
          name,
          email,
          phone: "+91 98390 00000",
          message: "I would like to join.",
          created_at: new Date(now + index).toISOString(),
        })
        .execute();
    }
    const list = await listInbox(
      database,
      "applications",
      { q: "KAPOOR", unread: false },
      { page: 1, limit: 50 },
    );
    expect(list.rows.map((row) => row.name)).toEqual(["Rohit Verma", "Priya Kapoor"]);
    expect(list.rows.map((row) => row.orderId)).toEqual([2, 1]);
  });
});

describe.each(testDialects)("inbox store with many matches on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  let rows: (Fixture & { id: number })[];
  beforeAll(async () => {
    const base = Date.parse("2026-02-01T00:00:00.000Z");
    // 900 rows, two thirds of them matching "kapoor": enough to take the index-walking plan.
    const fixtures = Array.from({ length: 900 }, (_, index) => ({
      user_name: index % 3 === 0 ? `Meera Singh ${index}` : `Arjun Kapoor ${index}`,
      user_email: `person${index}@example.in`,
      user_phone: "+91 98390 00000",
      message: "Hello",
      service: null,
      read: index % 4 === 0 ? 0 : 1,
      // Shuffled times, so id order and time order differ.
      created_at: new Date(base + ((index * 7919) % 900) * 60_000).toISOString(),
    }));
    const inserted = await database.db
      .insertInto("contact_messages")
      .values(fixtures)
      .returning("id")
      .execute();
    rows = fixtures.map((fixture, index) => ({ ...fixture, id: inserted[index]!.id }));
  });

  test.each([
    ["KAPOOR", false],
    ["kapoor", true],
    ["singh", false],
  ] as const)("search %j (unread only: %s) pages through every match in order", async (q, unread) => {
    const want = expected(rows, q, unread);
    const got: { id: number; orderId: number }[] = [];
    for (let page = 1; got.length < want.length; page++) {
      const list = await listInbox(database, "messages", { q, unread }, { page, limit: 100 });
      expect(list.total).toBe(want.length);
      expect(list.rows.length).toBeGreaterThan(0);
      got.push(...list.rows.map(({ id, orderId }) => ({ id, orderId })));
    }
    expect(got.map((row) => row.id)).toEqual(want);
    expect(got.map((row) => row.orderId)).toEqual(want.map((_, index) => want.length - index));
  });
});
