import { site } from "#app/content/site.ts";
import { addDays } from "#app/lib/office-clock.ts";
import { absoluteUrl } from "#app/lib/seo.ts";

/** What the JSON-LD needs of an open job (the careers page's loader gives it). */
export type JobFacts = {
  id: number;
  title: string;
  type: string;
  location: string;
  salary: string;
  /** The description as safe HTML (Google reads JobPosting descriptions as HTML). */
  html: string;
  /** When the job was last opened, an ISO time. */
  postedAt: string;
};

// An open job stays valid a month ahead of the day the page is rendered; pages are rendered again
// every day, so an open job never shows as expired and a closed one leaves the page at once.
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

/** schema.org JobPosting for one opening on the careers page, rendered on `today` (YYYY-MM-DD). */
export function jobPostingJsonLd(job: JobFacts, today: string) {
  const remote = /\bremote\b/i.test(job.location);
  const cities = officeCities(job.location);
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: `${job.html}<p>${job.type}, ${job.location}.${job.salary ? ` Salary: ${job.salary}.` : ""} Apply on our careers page.</p>`,
    identifier: { "@type": "PropertyValue", name: site.name, value: String(job.id) },
    datePosted: job.postedAt.slice(0, 10),
    validThrough: addDays(today, VALID_DAYS),
    employmentType: employmentTypeOf(job.type),
    hiringOrganization: {
      "@type": "Organization",
      name: site.name,
      sameAs: absoluteUrl("/"),
      logo: absoluteUrl("/favicon.svg"),
    },
    url: `${absoluteUrl("/career")}#job-${job.id}`,
    directApply: true,
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
