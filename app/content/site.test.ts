import { expect, test } from "vitest";
import { officeDaysText, officeHoursLine } from "#app/content/site.ts";
import { shippedSiteFacts } from "#db/migrations/0014-shipped-content.ts";

test("the office hours read on one line as the pages have always printed them", () => {
  expect(officeHoursLine(shippedSiteFacts.officeHours)).toBe("Monday to Friday, 09:00-17:00 IST");
});

test("office days read as a run only when three or more follow one another", () => {
  expect(officeDaysText(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"])).toBe("Monday to Friday");
  expect(officeDaysText(["Monday", "Wednesday", "Friday"])).toBe("Monday, Wednesday and Friday");
  expect(officeDaysText(["Saturday", "Sunday"])).toBe("Saturday and Sunday");
  expect(officeDaysText(["Tuesday"])).toBe("Tuesday");
  expect(officeDaysText([])).toBe("");
});
