import { expect, test } from "vitest";
import { jobs } from "#app/content/jobs.ts";
import { employmentTypeOf, jobPostingJsonLd } from "#app/lib/structured-data/job-posting.ts";

test("job types map to schema.org employment types", () => {
  expect(employmentTypeOf("Full Time")).toEqual(["FULL_TIME"]);
  expect(employmentTypeOf("Internship / Full Time")).toEqual(["INTERN", "FULL_TIME"]);
  expect(employmentTypeOf("Part Time")).toEqual(["PART_TIME"]);
});

test("every opening maps to at least one employment type", () => {
  for (const job of jobs) expect(employmentTypeOf(job.type).length, job.title).toBeGreaterThan(0);
});

test("a remote job is telecommute for applicants in India", () => {
  const posting = jobPostingJsonLd({
    _id: "9",
    title: "Writer",
    type: "Part Time",
    location: "Remote",
    desc: "d",
  });
  expect(posting.jobLocationType).toBe("TELECOMMUTE");
  expect(posting.applicantLocationRequirements).toEqual({ "@type": "Country", name: "India" });
  expect(posting).not.toHaveProperty("jobLocation");
  expect(posting.hiringOrganization.name).toBe("Elevate Digital");
});

test("a remote-or-office job names the office too", () => {
  const posting = jobPostingJsonLd({
    _id: "1",
    title: "Executive",
    type: "Full Time",
    location: "Remote / Gurgaon",
    desc: "d",
  });
  expect(posting.jobLocationType).toBe("TELECOMMUTE");
  expect(posting.jobLocation).toEqual([
    {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: "Gurgaon", addressCountry: "IN" },
    },
  ]);
});
