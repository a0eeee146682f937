import { expect, test } from "vitest";
import { monetaryAmount, salaryText, salaryWords } from "#app/lib/salary-range.ts";

test("a range reads in rupees with Indian digit grouping, per month or year", () => {
  expect(salaryWords({ min: 25_000, max: 35_000, period: "month" })).toBe("₹25,000–₹35,000 a month");
  expect(salaryWords({ min: 600_000, max: 900_000, period: "year" })).toBe("₹6,00,000–₹9,00,000 a year");
});

test("one figure, a floor and a ceiling each read as such", () => {
  expect(salaryWords({ min: 20_000, max: 20_000, period: "month" })).toBe("₹20,000 a month");
  expect(salaryWords({ min: 20_000, max: null, period: "month" })).toBe("From ₹20,000 a month");
  expect(salaryWords({ min: null, max: 540_000, period: "year" })).toBe("Up to ₹5,40,000 a year");
});

test("no figures (or figures without a period) say nothing, and the note stands alone", () => {
  expect(salaryWords({ min: null, max: null, period: "month" })).toBe("");
  expect(salaryWords({ min: 5, max: 9, period: null })).toBe("");
  expect(salaryText({ min: null, max: null, period: null }, "Competitive")).toBe("Competitive");
  expect(salaryText({ min: 1_000, max: 2_000, period: "month" }, "plus incentives")).toBe(
    "₹1,000–₹2,000 a month (plus incentives)",
  );
});

test("the amount is schema.org MonetaryAmount in INR: a range, or a single value for one figure", () => {
  expect(monetaryAmount({ min: 18_000, max: null, period: "month" })).toEqual({
    "@type": "MonetaryAmount",
    currency: "INR",
    value: { "@type": "QuantitativeValue", minValue: 18_000, unitText: "MONTH" },
  });
  expect(monetaryAmount({ min: 360_000, max: 360_000, period: "year" })?.value).toEqual({
    "@type": "QuantitativeValue",
    value: 360_000,
    unitText: "YEAR",
  });
  expect(monetaryAmount({ min: null, max: null, period: null })).toBeUndefined();
});
