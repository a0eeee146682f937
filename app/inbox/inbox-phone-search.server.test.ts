import { describe, expect, test } from "vitest";
import { testDialects } from "#tests/setup/databases.ts";
import { searchableInbox } from "#tests/setup/inbox-search.ts";
import { listInboxWithCounts } from "#app/inbox/inbox-store.server.ts";
import { phoneKeyOf } from "#app/inbox/inbox-sql.server.ts";

test("a search of a phone's characters with five digits or more is a phone number; its key is the last ten", () => {
  expect(phoneKeyOf("+91 98390 11111")).toBe("9839011111");
  expect(phoneKeyOf("098390-11111")).toBe("9839011111");
  expect(phoneKeyOf("(0522) 403-7788")).toBe("5224037788");
  expect(phoneKeyOf("98390")).toBe("98390");
  // Too few digits, or letters: the usual text search.
  expect(phoneKeyOf("2026")).toBeNull();
  expect(phoneKeyOf("0 0 0 1 2")).toBeNull();
  expect(phoneKeyOf("kapoor 98390")).toBeNull();
  expect(phoneKeyOf("")).toBeNull();
});

const messages = [
  { user_name: "Riya Sharma", user_email: "riya@example.in", user_phone: "+91 98390 11111" },
  { user_name: "Kabir Khan", user_email: "kabir@example.in", user_phone: "098390-22222" },
  { user_name: "Lucknow Sweets", user_email: "orders@sweets.example", user_phone: "(0522) 403 7788" },
  // No phone given, but the address holds the number (common with Gmail in India).
  { user_name: "Anil Verma", user_email: "9839033333@gmail.example", user_phone: "" },
  { user_name: "Neha Rastogi", user_email: "neha@example.in", user_phone: "+44 20 7946 0958" },
];

describe.each(testDialects)("searching a phone number on %s", (dialect) => {
  const { database, names, applicants, exported } = searchableInbox(dialect, {
    messages,
    application: { phone: "+91-94150 12345" },
  });

  test("the number is found however it is typed: spaces, dashes, brackets, with +91 or a leading 0 or without", async () => {
    for (const typed of ["+91 98390 11111", "9839011111", "098390-11111", "+919839011111", "98390 11111"]) {
      expect(await names(typed), typed).toEqual(["Riya Sharma"]);
    }
    expect(await names("0522 4037788"), "a landline with its STD code").toEqual(["Lucknow Sweets"]);
    expect(await names("+44 20 7946 0958"), "a number abroad").toEqual(["Neha Rastogi"]);
    // The start of a number finds every number that starts so, and an address holding it, newest first.
    expect(await names("98390")).toEqual(["Anil Verma", "Kabir Khan", "Riya Sharma"]);
    expect(await names("98390 33333")).toEqual(["Anil Verma"]);
    expect(await names("98390 44444")).toEqual([]);
  });

  test("counts, applications and the CSV export's rows follow the same search", async () => {
    const listed = await listInboxWithCounts(
      database,
      "messages",
      { q: "98390", unread: false },
      { page: 1, limit: 2 },
    );
    expect(listed.total).toBe(3);
    expect(listed.counts).toMatchObject({ new: 3 });
    expect(await applicants("9415012345")).toEqual(["Tanvi Mishra"]);
    expect(await exported("+91 98390-22222")).toEqual(["Kabir Khan"]);
  });
});
