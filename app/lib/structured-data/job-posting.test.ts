import { expect, test } from "vitest";
import { shippedJobs } from "#db/migrations/0014-shipped-content.ts";
import { type JobFacts, employmentTypeOf, jobPostingJsonLd } from "#app/lib/structured-data/job-posting.ts";

test("job types map to schema.org employment types", () => {
  expect(employmentTypeOf("Full Time")).toEqual(["FULL_TIME"]);
  expect(employmentTypeOf("Internship / Full Time")).toEqual(["INTERN", "FULL_TIME"]);
  expect(employmentTypeOf("Part Time")).toEqual(["PART_TIME"]);
});

test("every opening maps to at least one employment type", () => {
  for (const job of shippedJobs) expect(employmentTypeOf(job.type).length, job.title).toBeGreaterThan(0);
});

test("a remote job is telecommute for applicants in India", () => {
  const posting = jobPostingJsonLd(
    job({ id: 9, title: "Writer", type: "Part Time", location: "Remote" }),
    "2026-11-24",
  );
  expect(posting.jobLocationType).toBe("TELECOMMUTE");
  expect(posting.applicantLocationRequirements).toEqual({ "@type": "Country", name: "India" });
  expect(posting).not.toHaveProperty("jobLocation");
  expect(posting.hiringOrganization.name).toBe("Elevate Digital");
});

test("a remote-or-office job names the office too", () => {
  const posting = jobPostingJsonLd(
    job({ id: 1, title: "Executive", type: "Full Time", location: "Remote / Gurgaon" }),
    "2026-11-24",
  );
  expect(posting.jobLocationType).toBe("TELECOMMUTE");
  expect(posting.jobLocation).toEqual([
    {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: "Gurgaon", addressCountry: "IN" },
    },
  ]);
});

test("a job with figures has its baseSalary as an INR range per month or year; one without has none", () => {
  const posting = jobPostingJsonLd(
    job({ salaryRange: { min: 25_000, max: 35_000, period: "month" } }),
    "2026-11-24",
  );
  expect(posting.baseSalary).toEqual({
    "@type": "MonetaryAmount",
    currency: "INR",
    value: { "@type": "QuantitativeValue", minValue: 25_000, maxValue: 35_000, unitText: "MONTH" },
  });
  expect(jobPostingJsonLd(job(), "2026-11-24")).not.toHaveProperty("baseSalary");
});

test("a job's posting points at its own page and names the agency's raster logo", () => {
  const posting = jobPostingJsonLd(job({ id: 7 }), "2026-11-24");
  expect(posting.url).toBe("http://localhost:3000/career/apply/7");
  expect(posting.hiringOrganization.logo.url).toMatch(/\.png$/);
  expect(posting.hiringOrganization.logo.width).toBeGreaterThanOrEqual(112);
});

test("an open job is valid a month past the day its page was rendered, posted when it was opened", () => {
  const posting = jobPostingJsonLd(job({ postedAt: "2026-10-02T03:30:00.000Z" }), "2026-11-24");
  expect(posting.datePosted).toBe("2026-10-02");
  expect(posting.validThrough).toBe("2026-12-24");
});

test("the description carries the job's own HTML and its salary", () => {
  const posting = jobPostingJsonLd(
    job({ html: "<p>Write well.</p>", salary: "₹4-6 lakh a year" }),
    "2026-11-24",
  );
  expect(posting.description).toContain("<p>Write well.</p>");
  expect(posting.description).toContain("Salary: ₹4-6 lakh a year.");
});

function job(overrides: Partial<JobFacts> = {}): JobFacts {
  return {
    id: 3,
    title: "Content Writer",
    type: "Part Time",
    location: "Remote",
    salary: "",
    salaryRange: { min: null, max: null, period: null },
    html: "<p>d</p>",
    postedAt: "2025-06-02T03:30:00.000Z",
    ...overrides,
  };
}
