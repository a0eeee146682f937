import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openScratchDatabase, testDialects } from "#tests/setup/databases.ts";
import { inPipelinedTransaction } from "#db/pipelined-transaction.ts";

describe.each(testDialects)("pipelined transactions on %s", (dialect) => {
  let database: Awaited<ReturnType<typeof openScratchDatabase>>;
  beforeAll(async () => {
    database = await openScratchDatabase(dialect);
  });
  afterAll(async () => {
    await database?.drop();
  });

  const secret = (name: string) => ({ name, value: "v", created_at: "2026-11-23T00:00:00.000Z" });
  const secretNames = async () =>
    (await database.db.selectFrom("app_secrets").select("name").execute()).map((row) => row.name).sort();
  const message = (id: number, name: string) => ({
    id,
    user_name: name,
    user_email: "asha@example.in",
    user_phone: "+91 522 400 1234",
    message: "Hello",
    service: null,
    created_at: "2026-11-23T00:00:00.000Z",
  });

  test("writes are committed by the time it resolves, and execute answers with rows", async () => {
    const rows = await inPipelinedTransaction(database.db, async (tx) => {
      tx.write(tx.db.insertInto("app_secrets").values(secret("pipelined-a")));
      tx.write(tx.db.insertInto("app_secrets").values(secret("pipelined-b")));
      return tx.execute(
        tx.db.selectFrom("app_secrets").select("name").where("name", "like", "pipelined-%").orderBy("name"),
      );
    });
    expect(rows).toEqual([{ name: "pipelined-a" }, { name: "pipelined-b" }]);
    expect(await secretNames()).toEqual(expect.arrayContaining(["pipelined-a", "pipelined-b"]));
  });

  test("a failed write, even one nobody waited for, rolls back every write around it", async () => {
    await database.db.insertInto("app_secrets").values(secret("taken")).execute();
    await expect(
      inPipelinedTransaction(database.db, async (tx) => {
        tx.write(tx.db.insertInto("app_secrets").values(secret("before-failure")));
        tx.write(tx.db.insertInto("app_secrets").values(secret("taken")));
        tx.write(tx.db.insertInto("app_secrets").values(secret("after-failure")));
        return "done";
      }),
    ).rejects.toThrow(/unique|duplicate/i);
    expect(await secretNames()).not.toContain("before-failure");
    expect(await secretNames()).not.toContain("after-failure");
  });

  test("work that throws rolls back what it wrote", async () => {
    await expect(
      inPipelinedTransaction(database.db, async (tx) => {
        await tx.execute(tx.db.insertInto("app_secrets").values(secret("thrown-away")));
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await secretNames()).not.toContain("thrown-away");
    // The connection is usable afterwards (no transaction left open on it).
    await inPipelinedTransaction(database.db, async (tx) => {
      tx.write(tx.db.insertInto("app_secrets").values(secret("after-rollback")));
    });
    expect(await secretNames()).toContain("after-rollback");
  });

  test("its query builder cannot run statements outside the transaction", async () => {
    await expect(
      inPipelinedTransaction(database.db, (tx) => tx.db.selectFrom("app_secrets").selectAll().execute()),
    ).rejects.toThrow("tx.execute or tx.write");
  });

  test("reserved ids are ascending, never handed out twice, and rows written with them fit around ordinary inserts", async () => {
    const first = await database.db
      .insertInto("contact_messages")
      .values({ ...message(0, "Ordinary"), id: undefined })
      .returning("id")
      .executeTakeFirstOrThrow();

    const reservations = await Promise.all(
      Array.from({ length: 6 }, (_, batch) =>
        inPipelinedTransaction(database.db, async (tx) => {
          // Two reservations in one transaction must not overlap either.
          const ids = [
            ...(await tx.reserveIds("contact_messages", 3)),
            ...(await tx.reserveIds("contact_messages", 2)),
          ];
          tx.write(
            tx.db
              .insertInto("contact_messages")
              .values(ids.map((id, index) => message(id, `Batch ${batch} #${index}`))),
          );
          return ids;
        }),
      ),
    );
    for (const ids of reservations) expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const all = reservations.flat();
    expect(new Set(all).size).toBe(30);
    expect(Math.min(...all)).toBeGreaterThan(Number(first.id));

    const after = await database.db
      .insertInto("contact_messages")
      .values({ ...message(0, "Ordinary again"), id: undefined })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(Number(after.id)).toBeGreaterThan(Math.max(...all));
    const stored = await database.db.selectFrom("contact_messages").select("id").execute();
    expect(stored).toHaveLength(32);
  });

  test("reserving no ids asks the database nothing", async () => {
    expect(await inPipelinedTransaction(database.db, (tx) => tx.reserveIds("mail_outbox", 0))).toEqual([]);
  });
});
