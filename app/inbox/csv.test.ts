import { expect, test } from "vitest";
import { UTF8_BOM, csvCell, csvRow } from "#app/inbox/csv.ts";

test("the BOM is the UTF-8 byte-order mark EF BB BF", () => {
  expect([...new TextEncoder().encode(UTF8_BOM)]).toEqual([0xef, 0xbb, 0xbf]);
});

test("plain text, numbers and empty values pass unchanged", () => {
  expect(csvCell("Aarav Srivastava")).toBe("Aarav Srivastava");
  expect(csvCell("अनुराग श्रीवास्तव")).toBe("अनुराग श्रीवास्तव");
  expect(csvCell(42)).toBe("42");
  expect(csvCell(null)).toBe("");
  expect(csvCell(undefined)).toBe("");
});

test("commas, quotes and line breaks are quoted with quotes doubled", () => {
  expect(csvCell("Gomti Nagar, Lucknow")).toBe('"Gomti Nagar, Lucknow"');
  expect(csvCell('He said "call me"')).toBe('"He said ""call me"""');
  expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
  expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
});

test.each(['=HYPERLINK("http://evil")', "+91 98390 12345", "-2+3", "@SUM(A1:A2)", "\tTAB", "\rCR"])(
  "a cell starting like a formula (%j) gets a leading apostrophe",
  (value) => {
    const cell = csvCell(value);
    const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
    expect(unquoted).toBe(`'${value}`);
  },
);

test("a formula with a comma is both neutralised and quoted", () => {
  expect(csvCell("=1,2")).toBe(`"'=1,2"`);
});

test("a row joins its cells with commas and ends with CRLF", () => {
  expect(csvRow([1, "Priya Mishra", "priya@example.in", null])).toBe("1,Priya Mishra,priya@example.in,\r\n");
});
