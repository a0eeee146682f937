import SQLite from "better-sqlite3";
import { expect, test } from "vitest";
import { withStatementCache } from "#db/sqlite-statement-cache.ts";

test("the same SQL reuses one statement, and a busy one is not shared", () => {
  const connection = withStatementCache(new SQLite(":memory:"));
  connection.exec("create table t (n integer)");
  const insert = connection.prepare("insert into t (n) values (?)");
  expect(connection.prepare("insert into t (n) values (?)")).toBe(insert);
  for (let n = 0; n < 3; n++) insert.run(n);

  const iterator = connection.prepare("select n from t order by n").iterate();
  iterator.next();
  // While the first statement iterates, the same query still works through a fresh statement.
  expect(connection.prepare("select n from t order by n").all()).toEqual([{ n: 0 }, { n: 1 }, { n: 2 }]);
  iterator.return?.();
  connection.close();
});

test("the cache holds at most the given number of statements", () => {
  const connection = withStatementCache(new SQLite(":memory:"), 2);
  const first = connection.prepare("select 1");
  connection.prepare("select 2");
  connection.prepare("select 3");
  expect(connection.prepare("select 1")).not.toBe(first);
  connection.close();
});
