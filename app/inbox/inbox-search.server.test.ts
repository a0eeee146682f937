import { beforeAll, describe, expect, test } from "vitest";
import { TEST_SITE_URL, callAdminApi } from "#tests/setup/admin-api.ts";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { testServices } from "#tests/setup/router-context.ts";
import { addTestUser, sessionCookieFor } from "#tests/setup/team.ts";
import { listInboxApi } from "#app/inbox/inbox-api.server.ts";
import type { InboxFilter } from "#app/inbox/inbox-query.ts";
import { SEARCH_RESULTS_LIMIT } from "#app/inbox/inbox-search.server.ts";
import { listInboxWithCounts } from "#app/inbox/inbox-store.server.ts";
import type { MessageStatus } from "#db/schema.ts";

const statuses: MessageStatus[] = ["new", "contacted", "qualified", "won", "lost"];

type Row = {
  id: number;
  user_name: string;
  user_email: string;
  read: number;
  status: MessageStatus;
  service: string | null;
  created_at: string;
};

// 1,863 messages at shuffled times (id order and time order differ): 1,040 Kapoors (more than a
// search lists), 300 with a Devanagari name (a search in other letters), three Rizvis (a rare one).
function fixtures(): Omit<Row, "id">[] {
  const base = Date.parse("2026-03-01T00:00:00.000Z");
  const size = 1_863;
  return Array.from({ length: size }, (_, index) => ({
    user_name:
      index < 1_560
        ? index % 3 === 0
          ? `Meera Singh ${index}`
          : `Arjun Kapoor ${index}`
        : index < 1_860
          ? `अनुराग श्रीवास्तव ${index}`
          : `Zoya Rizvi ${index}`,
    user_email: `person${index}@example.in`,
    read: index % 4 === 0 ? 0 : 1,
    status: statuses[index % statuses.length]!,
    service: index % 2 === 0 ? "seo" : null,
    created_at: new Date(base + ((index * 7919) % size) * 60_000).toISOString(),
  }));
}

/** The reference answer: every match of the filter, newest first (the id breaks ties). */
function matching(rows: Row[], filter: InboxFilter): Row[] {
  const needle = filter.q.toLowerCase();
  return rows
    .filter((row) => !filter.unread || row.read === 0)
    .filter((row) => !filter.status || row.status === filter.status)
    .filter((row) => !filter.service || row.service === filter.service)
    .filter(
      (row) => row.user_name.toLowerCase().includes(needle) || row.user_email.toLowerCase().includes(needle),
    )
    .sort((a, b) => (a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1));
}

describe.each(testDialects)("inbox search on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  let rows: Row[];
  beforeAll(async () => {
    const values = fixtures().map((row) => ({ ...row, user_phone: "+91 98390 00000", message: "Hello" }));
    rows = [];
    for (let start = 0; start < values.length; start += 500) {
      const batch = values.slice(start, start + 500);
      const inserted = await database.db
        .insertInto("contact_messages")
        .values(batch)
        .returning("id")
        .execute();
      rows.push(...batch.map((row, index) => ({ ...row, id: inserted[index]!.id })));
    }
  });

  // Each way a search is answered: many matches (the index walked), few (looked up by id), a search
  // in other letters, one shorter than a trigram, and searches with other filters.
  test.each<[string, Partial<InboxFilter>]>([
    ["kapoor", {}],
    ["KAPOOR", { unread: true }],
    ["kapoor", { status: "won" }],
    ["kapoor", { service: "seo" }],
    ["kapoor 1", {}],
    ["rizvi", {}],
    ["श्रीवा", {}],
    ["ka", {}],
    ["singh", { status: "lost", unread: true }],
    // PostgreSQL matches a name and address joined by a line break: a search must not span the two.
    ["Kapoor 1\nperson1@", {}],
  ])("search %j with %j lists its newest matches, numbered from the end of that list", async (q, rest) => {
    const filter: InboxFilter = { q, unread: false, ...rest };
    const want = matching(rows, filter);
    const listed = want.slice(0, SEARCH_RESULTS_LIMIT);
    const got: { id: number; orderId: number }[] = [];
    for (let page = 1; ; page++) {
      const result = await listInboxWithCounts(database, "messages", filter, { page, limit: 100 });
      expect(result.total).toBe(listed.length);
      expect(result.truncated).toBe(want.length > SEARCH_RESULTS_LIMIT);
      if (result.rows.length === 0) break;
      got.push(...result.rows.map(({ id, orderId }) => ({ id, orderId })));
    }
    expect(got.map((row) => row.id)).toEqual(listed.map((row) => row.id));
    expect(got.map((row) => row.orderId)).toEqual(listed.map((_, index) => listed.length - index));

    // The counts per status leave the status filter out, and exist only when every match is listed.
    const everyStatus = matching(rows, { ...filter, status: undefined });
    const { counts } = await listInboxWithCounts(database, "messages", filter, { page: 1, limit: 10 });
    if (everyStatus.length > SEARCH_RESULTS_LIMIT) expect(counts).toBeUndefined();
    else {
      expect(counts).toEqual(
        Object.fromEntries(
          statuses.map((status) => [status, everyStatus.filter((row) => row.status === status).length]),
        ),
      );
    }
  });

  test("the cases above reach both sides of the limit, and a row that a search spanning name and address would match", () => {
    expect(rows.some((row) => `${row.user_name}\n${row.user_email}`.includes("Kapoor 1\nperson1@"))).toBe(
      true,
    );
    expect(matching(rows, { q: "kapoor", unread: false }).length).toBeGreaterThan(SEARCH_RESULTS_LIMIT);
    expect(matching(rows, { q: "kapoor", unread: false, status: "won" }).length).toBeLessThan(
      SEARCH_RESULTS_LIMIT,
    );
  });

  test("the API says when a search lists only its newest matches", async () => {
    const services = testServices(database, { SITE_URL: TEST_SITE_URL });
    const { id } = await addTestUser(database.db, { role: "member" });
    const cookie = await sessionCookieFor(database.db, id);
    const get = (query: string) =>
      callAdminApi(services, (args) => listInboxApi("messages", args), {
        cookie,
        path: `/api/contact?${query}`,
      });

    const many = await get("q=kapoor&page=10&limit=100");
    expect(many.status).toBe(200);
    expect(many.headers.get("x-total-count")).toBe(String(SEARCH_RESULTS_LIMIT));
    expect(many.headers.get("x-search-truncated")).toBe("true");
    expect(many.headers.get("x-status-counts")).toBeNull();
    expect(((await many.json()) as unknown[]).length).toBe(100);
    expect(((await (await get("q=kapoor&page=11&limit=100")).json()) as unknown[]).length).toBe(0);

    const few = await get("q=rizvi");
    expect(few.headers.get("x-total-count")).toBe("3");
    expect(few.headers.get("x-search-truncated")).toBeNull();
    expect(JSON.parse(few.headers.get("x-status-counts")!)).toEqual({
      new: 1,
      contacted: 1,
      qualified: 1,
      won: 0,
      lost: 0,
    });
  });
});
