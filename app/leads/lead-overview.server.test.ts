import { describe, expect, test } from "vitest";
import { openScratchDatabase, scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { seedApplication, seedMessage } from "#tests/setup/leads.ts";
import { addTestUser } from "#tests/setup/team.ts";
import { parseLeadFilters } from "#app/inbox/inbox-filters.ts";
import { listInboxWithCounts } from "#app/inbox/inbox-store.server.ts";
import { loadLeadOverview } from "#app/leads/lead-overview.server.ts";
import { HOUR_MS } from "#app/lib/time-units.ts";

// Wednesday 25 November 2026, 11:30 in Kolkata: the period runs Monday 7 September to Sunday 29 November.
const NOW = new Date("2026-11-25T06:00:00.000Z");
const at = (iso: string, plusHours = 0) => new Date(Date.parse(iso) + plusHours * HOUR_MS).toISOString();

describe.each(testDialects)("the lead overview on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  let replyCount = 0;

  async function reply(messageId: number | null, createdAt: string, applicationId: number | null = null) {
    const author = await addTestUser(database.db, { role: "member" });
    await database.db
      .insertInto("lead_replies")
      .values({
        contact_message_id: messageId,
        application_id: applicationId,
        author_user_id: author.id,
        body: "Thank you, we will call you today.",
        message_id: `<reply-${++replyCount}@agency.example>`,
        outbox_mail_id: null,
        created_at: createdAt,
      })
      .execute();
  }

  test("counts the 12 weeks, statuses, services, answers and applications as the lists do", async () => {
    // Week edges on the office's clock: Monday 00:00 IST is Sunday 18:30 UTC.
    await seedMessage(database.db, { created_at: "2026-09-06T18:29:59.999Z", status: "won" }); // before
    const firstMonday = await seedMessage(database.db, {
      created_at: "2026-09-06T18:30:00.000Z",
      service: "seo",
      status: "won",
    });
    const lastSunday = await seedMessage(database.db, {
      created_at: "2026-11-22T18:29:59.999Z",
      service: null,
      status: "lost",
    });
    const thisMonday = await seedMessage(database.db, {
      created_at: "2026-11-22T18:30:00.000Z",
      service: "seo",
      status: "contacted",
    });
    await seedMessage(database.db, { created_at: "2026-11-25T05:00:00.000Z", status: "won" }); // web-design
    // A service since dropped from the site: counted as "other", the list cannot filter by it.
    await seedMessage(database.db, { created_at: "2026-10-14T09:00:00.000Z", service: "print-ads" });

    // First replies 2, 10 and 24 hours after arrival (a later second reply changes nothing): median 10 h.
    await reply(firstMonday, at("2026-09-06T18:30:00.000Z", 2));
    await reply(firstMonday, at("2026-09-06T18:30:00.000Z", 50));
    await reply(lastSunday, at("2026-11-22T18:29:59.999Z", 10));
    await reply(thisMonday, at("2026-11-22T18:30:00.000Z", 24));
    // Neither an answer to a lead from before the period nor one to an application counts.
    const old = await seedMessage(database.db, { created_at: "2026-08-01T10:00:00.000Z" });
    await reply(old, "2026-09-10T10:00:00.000Z");
    const hired = await seedApplication(database.db, {
      created_at: "2026-10-01T10:00:00.000Z",
      status: "hired",
    });
    await seedApplication(database.db, { created_at: "2026-11-24T10:00:00.000Z" });
    await seedApplication(database.db, { created_at: "2026-09-01T10:00:00.000Z", status: "hired" }); // before
    await reply(null, "2026-10-01T11:00:00.000Z", hired);

    const overview = await loadLeadOverview(database, NOW);

    expect([overview.from, overview.to]).toEqual(["2026-09-07", "2026-11-29"]);
    expect(overview.weeks.map((week) => week.monday)).toHaveLength(12);
    expect(overview.weeks[0]).toMatchObject({ monday: "2026-09-07", sunday: "2026-09-13", count: 1 });
    expect(overview.weeks[10]).toMatchObject({ monday: "2026-11-16", count: 1 });
    expect(overview.weeks[11]).toMatchObject({ monday: "2026-11-23", sunday: "2026-11-29", count: 2 });
    expect(overview.weeks.find((week) => week.monday === "2026-10-12")?.count).toBe(1);
    expect(overview.weeks.reduce((sum, week) => sum + week.count, 0)).toBe(5);
    expect(overview.total).toBe(5);
    expect(overview.byStatus).toEqual({ new: 1, contacted: 1, qualified: 0, won: 2, lost: 1 });
    const services = Object.fromEntries(overview.byService.map((row) => [row.service, row.count]));
    expect(services).toMatchObject({ seo: 2, "web-design": 1, none: 1, other: 1, hosting: 0 });
    expect(overview.firstReply).toEqual({ replied: 3, medianMs: 10 * HOUR_MS });
    expect(overview.applications).toEqual({ total: 2, hired: 1 });

    // The lists agree: each figure is the total of the list filtered as its link asks.
    const list = async (params: Record<string, string>) => {
      const parsed = parseLeadFilters(new URLSearchParams(params), "messages");
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
      const { status, service, createdFrom, createdBefore } = parsed.filters;
      const filter = { q: "", unread: false, status, service, createdFrom, createdBefore };
      return listInboxWithCounts(database, "messages", filter, { page: 1, limit: 50 });
    };
    const period = { from: overview.from, to: overview.to };
    const all = await list(period);
    expect(all.total).toBe(overview.total);
    expect(all.counts).toEqual(overview.byStatus);
    for (const week of overview.weeks) {
      expect((await list({ from: week.monday, to: week.sunday })).total, week.monday).toBe(week.count);
    }
    for (const { service, count } of overview.byService.filter((row) => row.service !== "other")) {
      expect((await list({ ...period, service })).total, service).toBe(count);
    }
    for (const [status, count] of Object.entries(overview.byStatus)) {
      expect((await list({ ...period, status })).total, status).toBe(count);
    }
  });

  test("an empty inbox gives zeros and no median", async () => {
    const empty = await openScratchDatabase(dialect);
    try {
      const overview = await loadLeadOverview(empty, NOW);
      expect(overview.total).toBe(0);
      expect(overview.weeks.every((week) => week.count === 0)).toBe(true);
      expect(overview.firstReply).toEqual({ replied: 0, medianMs: undefined });
    } finally {
      await empty.drop();
    }
  });
});
