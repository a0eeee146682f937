import pino from "pino";
import { afterAll, describe, expect, test } from "vitest";
import { scratchDatabaseForThisBlock, testDialects } from "#tests/setup/databases.ts";
import { addTestUser } from "#tests/setup/team.ts";
import { audit } from "#app/audit/audit-log.server.ts";

describe.each(testDialects)("audit rows name their target as it was then, on %s", (dialect) => {
  const database = scratchDatabaseForThisBlock(dialect);
  const logger = pino({ level: "silent" });
  afterAll(async () => {
    await database?.close();
  });

  const labelOf = async (id: number) =>
    (
      await database.db
        .selectFrom("audit_log")
        .select("target_label")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).target_label;
  const newest = async () =>
    Number(
      (
        await database.db
          .selectFrom("audit_log")
          .select("id")
          .orderBy("id", "desc")
          .limit(1)
          .executeTakeFirstOrThrow()
      ).id,
    );

  test("a person's name and a post's title are stored with the row, and a later rename leaves them", async () => {
    const person = await addTestUser(database.db, { role: "member" });
    await database.db
      .updateTable("users")
      .set({ name: "Meera Tandon" })
      .where("id", "=", person.id)
      .execute();
    const now = new Date().toISOString();
    const post = await database.db
      .insertInto("posts")
      .values({
        slug: "local-seo-for-cafes",
        title: "Local SEO for cafes",
        excerpt: "How a cafe gets found.",
        body: "Text.",
        status: "draft",
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const ip = "198.51.100.7";

    await audit(
      { database, logger },
      { actor: null, action: "user.disable", target: { kind: "user", id: person.id }, ip },
    );
    const personRow = await newest();
    await audit(
      { database, logger },
      { actor: null, action: "post.update", target: { kind: "post", id: post.id }, ip },
    );
    const postRow = await newest();
    await database.db
      .updateTable("users")
      .set({ name: "Meera Kapoor" })
      .where("id", "=", person.id)
      .execute();
    await database.db.updateTable("posts").set({ title: "Renamed" }).where("id", "=", post.id).execute();

    expect(await labelOf(personRow)).toBe("Meera Tandon");
    expect(await labelOf(postRow)).toBe("Local SEO for cafes");
  });

  test("a deletion passes the name the row had; targets without a name store none", async () => {
    const ip = "198.51.100.8";
    await audit(
      { database, logger },
      {
        actor: null,
        action: "job.delete",
        target: { kind: "job", id: 987_654, label: "Content Writer" },
        ip,
      },
    );
    expect(await labelOf(await newest())).toBe("Content Writer");
    await audit(
      { database, logger },
      { actor: null, action: "inbox.read", target: { kind: "message", id: 5 }, ip },
    );
    expect(await labelOf(await newest())).toBeNull();
    await audit(
      { database, logger },
      { actor: null, action: "post.update", target: { kind: "post", id: 987_654 }, ip },
    );
    expect(await labelOf(await newest())).toBeNull();
  });
});
