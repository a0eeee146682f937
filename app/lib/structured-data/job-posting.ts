import { site } from "#app/content/site.ts";
import { addDays } from "#app/lib/office-clock.ts";
import { type SalaryRange, monetaryAmount } from "#app/lib/salary-range.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { agencyLogoJsonLd } from "#app/lib/structured-data/organization.ts";

/** What the JSON-LD needs of an open job (its page's loader gives it). */
export type JobFacts = {
  id: number;
  title: string;
  type: string;
  location: string;
  /** The pay in words, as the page shows it ("" for none). */
  salary: string;
  salaryRange: SalaryRange;
  /** The description as safe HTML (Google reads JobPosting descriptions as HTML). */
  html: string;
  /** When the job was last opened, an ISO time. */
  postedAt: string;
};

// An open job stays valid a month ahead of the day the page is rendered; its page is rendered per
// request, so an open job never shows as expired and a closed one's page is gone (404) at once.
const VALID_DAYS = 30;

const employmentTypes: Record<string, string> = {
  "full time": "FULL_TIME",
  "part time": "PART_TIME",
  internship: "INTERN",
  contract: "CONTRACTOR",
  temporary: "TEMPORARY",
};

/** schema.org employment types for a job's type text ("Internship / Full Time" gives two). */
export function employmentTypeOf(type: string): string[] {
  return type
    .split("/")
    .map((part) => employmentTypes[part.trim().toLowerCase()])
    .filter((value): value is string => value !== undefined);
}

/** The offices named in a location text besides "Remote" ("Remote / Gurgaon" gives ["Gurgaon"]). */
function officeCities(location: string): string[] {
  return location
    .split("/")
    .map((part) => part.trim())
    .filter((part) => part !== "" && part.toLowerCase() !== "remote");
}

/** The path of a job's own page: its description, pay, how to apply and the form. */
export function jobPagePath(id: number): string {
  return `/career/apply/${id}`;
}

/** schema.org JobPosting for one opening, on its own page, rendered on `today` (YYYY-MM-DD). */
export function jobPostingJsonLd(job: JobFacts, today: string) {
  const remote = /\bremote\b/i.test(job.location);
  const cities = officeCities(job.location);
  const baseSalary = monetaryAmount(job.salaryRange);
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: `${job.html}<p>${job.type}, ${job.location}.${job.salary ? ` Salary: ${job.salary}.` : ""} Apply with the form on this page.</p>`,
    identifier: { "@type": "PropertyValue", name: site.name, value: String(job.id) },
    datePosted: job.postedAt.slice(0, 10),
    validThrough: addDays(today, VALID_DAYS),
    employmentType: employmentTypeOf(job.type),
    hiringOrganization: {
      "@type": "Organization",
      name: site.name,
      sameAs: absoluteUrl("/"),
      logo: agencyLogoJsonLd(),
    },
    url: absoluteUrl(jobPagePath(job.id)),
    directApply: true,
    ...(baseSalary ? { baseSalary } : {}),
    ...(remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: "India" },
        }
      : {}),
    ...(cities.length > 0
      ? {
          jobLocation: cities.map((city) => ({
            "@type": "Place",
            address: { "@type": "PostalAddress", addressLocality: city, addressCountry: "IN" },
          })),
        }
      : {}),
  };
}
