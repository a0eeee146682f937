import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";

// docs/README.md's rules for a decision record, which a reader relies on: a title, a status line that
// says whether it still holds (and, when replaced, which record replaced it), and at most 700 words.
const folder = "docs/decisions";
const records = readdirSync(folder).filter((name) => /^\d{4}-.+\.md$/.test(name));

test("there are decision records to check", () => {
  expect(records.length).toBeGreaterThan(30);
});

test.each(records)("%s has a numbered title, a status line and at most 700 words", (name) => {
  const text = readFileSync(join(folder, name), "utf8");
  const number = Number(name.slice(0, 4));
  expect(text.split("\n")[0], "the title line").toMatch(new RegExp(`^# ${number}\\. \\S`));
  const status = /^Status: (Accepted|Replaced by \[\d+\]\((\d{4}-[^)]+\.md)\))/m.exec(text);
  expect(status, "a line 'Status: Accepted' or 'Status: Replaced by [N](file)'").not.toBeNull();
  const replacedBy = status?.[2];
  if (replacedBy) expect(existsSync(join(folder, replacedBy)), `${replacedBy} exists`).toBe(true);
  // As `wc -w` counts: anything between white space is a word.
  const words = text.split(/\s+/).filter(Boolean).length;
  expect(words, "words").toBeLessThanOrEqual(700);
});
