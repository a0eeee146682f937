import type { Job } from "#app/content/jobs.ts";
import { site } from "#app/content/site.ts";
import { absoluteUrl } from "#app/lib/seo.ts";

/** When the current openings were published; move it forward whenever app/content/jobs.ts changes. */
export const jobsPostedOn = "2025-06-02";

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

/** schema.org JobPosting for one opening on the careers page. */
export function jobPostingJsonLd(job: Job) {
  const remote = /\bremote\b/i.test(job.location);
  const cities = officeCities(job.location);
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: `<p>${job.desc}</p><p>${job.type}, ${job.location}. Apply on our careers page.</p>`,
    identifier: { "@type": "PropertyValue", name: site.name, value: job._id },
    datePosted: jobsPostedOn,
    employmentType: employmentTypeOf(job.type),
    hiringOrganization: {
      "@type": "Organization",
      name: site.name,
      sameAs: absoluteUrl("/"),
      logo: absoluteUrl("/favicon.svg"),
    },
    url: `${absoluteUrl("/career")}#job-${job._id}`,
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
