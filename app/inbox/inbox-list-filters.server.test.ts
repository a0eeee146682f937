import { beforeAll, describe, expect, test } from "vitest";
import { TEST_SITE_URL, callAdminApi } from "#tests/setup/admin-api.ts";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { testServices } from "#tests/setup/router-context.ts";
import { addTestUser, sessionCookieFor } from "#tests/setup/team.ts";
import { listInboxApi } from "#app/inbox/inbox-api.server.ts";
import { exportInboxCsvApi } from "#app/inbox/inbox-export.server.ts";
import type { MessageStatus } from "#db/schema.ts";

type Seed = {
  name: string;
  status: MessageStatus;
  assignee: "owner" | "member" | null;
  service: string | null;
  createdAt: string;
  read: number;
};

// Around the agency's 24 November (IST, UTC+05:30): 18:30 UTC on the 23rd is its first moment.
const seeds: Record<string, Seed> = {
  m1: {
    name: "Aarav Gupta",
    status: "new",
    assignee: null,
    service: "seo",
    createdAt: "2026-11-23T18:29:59.999Z",
    read: 0,
  },
  m2: {
    name: "Kapoor Foods",
    status: "contacted",
    assignee: "member",
    service: "seo",
    createdAt: "2026-11-23T18:30:00.000Z",
    read: 1,
  },
  m3: {
    name: "Kapoor Interiors",
    status: "won",
    assignee: "owner",
    service: null,
    createdAt: "2026-11-24T18:29:59.999Z",
    read: 1,
  },
  m4: {
    name: "Zoya Rizvi",
    status: "won",
    assignee: "member",
    service: "web-design",
    createdAt: "2026-11-24T18:30:00.000Z",
    read: 1,
  },
  m5: {
    name: "Kapoor Sweets",
    status: "lost",
    assignee: null,
    service: "seo",
    createdAt: "2026-11-20T10:00:00.000Z",
    read: 0,
  },
};

describe.each(testDialects)("inbox list filters on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  const services = testServices(database, { SITE_URL: TEST_SITE_URL });
  const people = {} as Record<"owner" | "member", { id: number; cookie: string }>;
  const ids = {} as Record<keyof typeof seeds, number>;

  beforeAll(async () => {
    for (const role of ["owner", "member"] as const) {
      const { id } = await addTestUser(database.db, { role });
      await database.db
        .updateTable("users")
        .set({ name: `The ${role}` })
        .where("id", "=", id)
        .execute();
      people[role] = { id, cookie: await sessionCookieFor(database.db, id) };
    }
    for (const [key, seed] of Object.entries(seeds)) {
      const { id } = await database.db
        .insertInto("contact_messages")
        .values({
          user_name: seed.name,
          user_email: `${key}@example.in`,
          user_phone: "+91 98390 12345",
          message: "Hello",
          service: seed.service,
          status: seed.status,
          assignee_id: seed.assignee && people[seed.assignee].id,
          read: seed.read,
          created_at: seed.createdAt,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids[key] = id;
    }
    for (const job of [1, 2, 2]) {
      await database.db
        .insertInto("job_applications")
        .values({
          job_id: job,
          job_title: `Job ${job}`,
          name: "Kabir Singh",
          email: "kabir@example.in",
          phone: "+91 98390 55555",
          message: "Hire me.",
          created_at: new Date().toISOString(),
        })
        .execute();
    }
  });

  const list = (
    query: string,
    who: "owner" | "member" = "member",
    kind: "messages" | "applications" = "messages",
  ) =>
    callAdminApi(services, (args) => listInboxApi(kind, args), {
      cookie: people[who].cookie,
      path: `/api/${kind === "messages" ? "contact" : "applications"}?${query}`,
    });
  const listed = async (query: string, who: "owner" | "member" = "member") => {
    const response = await list(query, who);
    expect(response.status, query).toBe(200);
    const rows = (await response.json()) as { _id: string }[];
    return rows.map((row) => Object.entries(ids).find(([, id]) => String(id) === row._id)![0]);
  };

  test("the channel filter lists the leads whose visit came through it; a wrong one is a 400 naming channel", async () => {
    await database.db
      .updateTable("contact_messages")
      .set({ source_channel: "Paid search" })
      .where("id", "in", [ids.m2!, ids.m4!])
      .execute();
    try {
      expect(await listed("channel=Paid%20search")).toEqual(["m4", "m2"]);
      expect(await listed("channel=paid%20search&status=won")).toEqual(["m4"]);
      expect((await listed("channel=none")).sort()).toEqual(["m1", "m3", "m5"]);
      const wrong = await list("channel=tv");
      expect(wrong.status).toBe(400);
      expect(Object.keys(((await wrong.json()) as { errors: object }).errors)).toEqual(["channel"]);
    } finally {
      await database.db.updateTable("contact_messages").set({ source_channel: null }).execute();
    }
  });

  test("each item carries its status and assignee; the counts per status come in a header", async () => {
    const response = await list("");
    expect(response.headers.get("x-total-count")).toBe("5");
    expect(JSON.parse(response.headers.get("x-status-counts")!)).toEqual({
      new: 1,
      contacted: 1,
      qualified: 0,
      won: 2,
      lost: 1,
    });
    const rows = (await response.json()) as Record<string, unknown>[];
    expect(rows.find((row) => row._id === String(ids.m3))).toMatchObject({
      status: "won",
      assignee: { id: people.owner.id, name: "The owner", email: expect.any(String) },
    });
  });

  test("status filters the list; the counts leave the status out, so every status keeps its count", async () => {
    const response = await list("status=won");
    expect(response.headers.get("x-total-count")).toBe("2");
    expect(JSON.parse(response.headers.get("x-status-counts")!)).toMatchObject({ new: 1, won: 2, lost: 1 });
    expect(await listed("status=won")).toEqual(["m4", "m3"]);
    expect(await listed("status=won&limit=1&page=2")).toEqual(["m3"]);
  });

  test("assignee: me is whoever asks, none the unassigned, an id that person", async () => {
    expect(await listed("assignee=me")).toEqual(["m4", "m2"]);
    expect(await listed("assignee=me", "owner")).toEqual(["m3"]);
    expect(await listed("assignee=none")).toEqual(["m1", "m5"]);
    expect(await listed(`assignee=${people.owner.id}`)).toEqual(["m3"]);
    const unknown = await list("assignee=987654");
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ errors: { assignee: expect.any(String) } });
  });

  test("service, and none for messages that named none", async () => {
    expect(await listed("service=seo")).toEqual(["m2", "m1", "m5"]);
    expect(await listed("service=none")).toEqual(["m3"]);
  });

  test("from and to are whole days on the agency's clock, both inclusive", async () => {
    expect(await listed("from=2026-11-24&to=2026-11-24")).toEqual(["m3", "m2"]);
    expect(await listed("from=2026-11-25")).toEqual(["m4"]);
    expect(await listed("to=2026-11-23")).toEqual(["m1", "m5"]);
  });

  test("filters combine with the search, unread and each other; the counts follow", async () => {
    expect(await listed("q=kapoor&status=won")).toEqual(["m3"]);
    expect(await listed("q=kapoor&assignee=me")).toEqual(["m2"]);
    expect(await listed("q=kap&unread=true")).toEqual(["m5"]);
    expect(await listed("unread=true&status=new&service=seo")).toEqual(["m1"]);
    const response = await list("q=kapoor");
    expect(response.headers.get("x-total-count")).toBe("3");
    expect(JSON.parse(response.headers.get("x-status-counts")!)).toEqual({
      new: 0,
      contacted: 1,
      qualified: 0,
      won: 1,
      lost: 1,
    });
  });

  test("applications filter by job and count their own statuses", async () => {
    const response = await list("job=2", "member", "applications");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-total-count")).toBe("2");
    expect(JSON.parse(response.headers.get("x-status-counts")!)).toEqual({
      new: 2,
      shortlisted: 0,
      interview: 0,
      offer: 0,
      hired: 0,
      rejected: 0,
    });
    expect((await list("service=seo", "member", "applications")).status).toBe(400);
  });

  test("every wrong parameter is a 400 naming it", async () => {
    const response = await list(
      "status=hired&assignee=x&service=plumbing&job=2&from=24-11-2026&to=2026-13-01&page=0",
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(Object.keys(body.errors).sort()).toEqual([
      "assignee",
      "from",
      "job",
      "page",
      "service",
      "status",
      "to",
    ]);
  });

  test("a search with a control character, and days out of bounds, are a 400 naming them, never a 500", async () => {
    for (const [query, field] of [
      ["q=a%00b", "q"],
      ["q=a%0Db", "q"],
      ["q=Kapoor%E2%80%AE", "q"],
      ["from=9999-12-31", "from"],
      ["to=0001-01-01", "to"],
    ] as const) {
      for (const kind of ["messages", "applications"] as const) {
        const response = await list(query, "member", kind);
        expect(response.status, query).toBe(400);
        const body = (await response.json()) as { errors: Record<string, string> };
        expect(Object.keys(body.errors), query).toEqual([field]);
      }
    }
  });

  test("the CSV export takes the same filters and ends each row with status, assignee and the visit's source", async () => {
    const response = await callAdminApi(services, (args) => exportInboxCsvApi("messages", args), {
      cookie: people.member.cookie,
      path: "/api/contact/export.csv?status=won&assignee=me",
    });
    expect(response.status).toBe(200);
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(
      /,Received \(Asia\/Kolkata\),Read,Status,Assigned to,channel,utm_source,utm_medium,utm_campaign,landing_page$/,
    );
    expect(lines).toHaveLength(2);
    // Received at 18:30 UTC on the 24th: midnight starting the agency's 25th, as the header's zone reads it.
    // Seeded without a visit: the source's columns are empty.
    expect(lines[1]).toMatch(/^1,Zoya Rizvi,.*,2026-11-25 00:00:00,yes,won,The member,,,,,$/);
    const audit = await database.db
      .selectFrom("audit_log")
      .select(["action", "target_id"])
      .where("action", "=", "inbox.export")
      .execute();
    expect(audit).toEqual([{ action: "inbox.export", target_id: "status+assignee" }]);
    const wrong = await callAdminApi(services, (args) => exportInboxCsvApi("messages", args), {
      cookie: people.member.cookie,
      path: "/api/contact/export.csv?from=tomorrow",
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ errors: { from: expect.any(String) } });
  });
});
