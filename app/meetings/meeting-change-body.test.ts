import { expect, test } from "vitest";
import { checkMeetingChange } from "#app/meetings/meeting-change-body.ts";

const now = new Date("2030-01-01T00:00:00Z");

test("a start and end move; a status cancels (with an optional reason), records the outcome or sets it back", () => {
  expect(checkMeetingChange({ start: "2030-01-02T04:00:00Z", end: "2030-01-02T05:00:00Z" }, now)).toEqual({
    ok: true,
    value: {
      kind: "move",
      times: { start: new Date("2030-01-02T04:00:00Z"), end: new Date("2030-01-02T05:00:00Z") },
    },
  });
  expect(checkMeetingChange({ status: "cancelled", reason: "  Office closed  " }, now)).toEqual({
    ok: true,
    value: { kind: "cancel", reason: "Office closed" },
  });
  expect(checkMeetingChange({ status: "cancelled", reason: " " }, now)).toEqual({
    ok: true,
    value: { kind: "cancel", reason: null },
  });
  expect(checkMeetingChange({ status: "no-show" }, now)).toEqual({
    ok: true,
    value: { kind: "outcome", outcome: "no-show" },
  });
  expect(checkMeetingChange({ status: "active" }, now)).toEqual({ ok: true, value: { kind: "reopen" } });
});

test("each refusal names its field", () => {
  const fieldOf = (fields: Record<string, unknown>) => {
    const result = checkMeetingChange(fields, now);
    return result.ok ? null : Object.keys(result.errors);
  };
  expect(fieldOf({ status: "scheduled" })).toEqual(["status"]);
  expect(fieldOf({ status: "active", reason: "joined late" })).toEqual(["reason"]);
  expect(fieldOf({ status: null })).toEqual(["status"]);
  expect(fieldOf({ status: "cancelled", reason: ["a"] })).toEqual(["reason"]);
  expect(fieldOf({ status: "done", reason: "fine" })).toEqual(["reason"]);
  expect(fieldOf({ status: "cancelled", end: "2030-01-02T05:00:00Z" })).toEqual(["status"]);
  expect(fieldOf({ reason: "why" })).toEqual(["reason"]);
  expect(fieldOf({})).toEqual(["start", "end"]);
});
