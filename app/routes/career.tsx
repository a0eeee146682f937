import { Island } from "#app/islands/island.tsx";
import { staticPage } from "#app/route-handle.ts";
import { Card } from "#app/components/ui/card.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { site } from "#app/content/site.ts";
import { servicesContext } from "#app/context.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { jobPagePath } from "#app/lib/structured-data/job-posting.ts";
import { listOpenJobs } from "#app/publishing/public-content.server.ts";
import type { Route } from "./+types/career";
import { useSiteFacts } from "#app/site-facts/use-site-facts.ts";
import { jobTextClass } from "#app/components/career/job-text.ts";
import { JobFacts } from "#app/components/career/job-facts.tsx";

// Each Apply Now hydrates alone, as an island: the rest of the page never changes in the browser.
export const handle = staticPage;

export async function loader({ context }: Route.LoaderArgs) {
  const jobs = await listOpenJobs(context.get(servicesContext).database.db);
  return { jobs };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: `Careers: Digital Marketing, React and Writing Jobs | ${site.name}`,
    description: careersDescription((loaderData?.jobs ?? []).map((job) => job.title)),
    path: "/career",
    image: "/og/careers.png",
    // No JobPosting here: Google's job rules want each on the job's own page, not on a list.
  });
}

/** "…open roles for a Digital Marketing Executive, a React Developer and a Content Writer…" */
function careersDescription(titles: string[]): string {
  if (titles.length === 0)
    return "Work at a Lucknow digital marketing agency: no roles are open just now, but we keep good notes for the next opening.";
  const article = (title: string) => (/^[aeiou]/i.test(title) ? `an ${title}` : `a ${title}`);
  const named = titles.map(article);
  const list = named.length === 1 ? named[0] : `${named.slice(0, -1).join(", ")} and ${named.at(-1)}`;
  return `Join a Lucknow digital marketing agency: open ${titles.length === 1 ? "role" : "roles"} for ${list}, remote-friendly.`;
}

const perks = [
  {
    title: "Work that shows",
    body: "Your campaigns and pages go live for real businesses within weeks, and you see the enquiries they bring.",
  },
  {
    title: "Learn from the numbers",
    body: "Weekly reviews of what worked and what did not, plus a yearly budget for courses and certifications.",
  },
  {
    title: "Flexible by default",
    body: "Remote-first roles, core hours of 11:00 to 16:00 IST, and a Gomti Nagar office whenever you want company.",
  },
];

const steps = [
  "Apply with a short note on why the role suits you (a CV helps but is not required).",
  "A 30-minute video call with the person you would work with most.",
  "A small paid task from a real brief, so you see the work and we see your approach.",
  "An offer, usually within ten working days of your application.",
];

export default function Career({ loaderData }: Route.ComponentProps) {
  const facts = useSiteFacts();
  const { jobs } = loaderData;
  return (
    <main id="main">
      <Section
        tone="dark"
        headingLevel={1}
        eyebrow="Careers"
        title="Join Our Team"
        intro="We are a small team in Lucknow that helps Indian businesses grow online. If you like clear goals, honest numbers and seeing your work make a difference, we would like to meet you."
      />
      <Section id="openings" title="Open positions" tone="surface">
        {jobs.length === 0 ? (
          <p className="text-lg text-muted">
            No positions are open just now. Write to us anyway: we keep good notes for the next opening.
          </p>
        ) : null}
        <ul className="grid gap-6 lg:grid-cols-3">
          {jobs.map((job) => (
            <li key={job.id} id={`job-${job.id}`} className="scroll-mt-24">
              <Card
                title={job.title}
                footer={
                  <Island
                    name="apply-button"
                    props={{ job: { id: job.id, title: job.title, type: job.type, location: job.location } }}
                  />
                }
              >
                <JobFacts job={job} className="mb-4" />
                <div
                  className={jobTextClass}
                  // Rendered from the job's Markdown by the sanitizing renderer (app/publishing/markdown.server.ts).
                  dangerouslySetInnerHTML={{ __html: job.leadHtml }}
                />
                {job.detailsHtml ? (
                  <details className="group mt-4 rounded-md border border-line bg-surface px-4 py-3">
                    <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 font-semibold text-navy-900 [&::-webkit-details-marker]:hidden">
                      <span>
                        The role in full<span className="sr-only">: {job.title}</span>
                      </span>
                      <svg
                        aria-hidden="true"
                        viewBox="0 0 20 20"
                        className="size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-45 motion-reduce:transition-none"
                        fill="currentColor"
                      >
                        <path d="M9 4h2v5h5v2h-5v5H9v-5H4V9h5z" />
                      </svg>
                    </summary>
                    <div
                      className={`${jobTextClass} mt-2 text-sm leading-6`}
                      dangerouslySetInnerHTML={{ __html: job.detailsHtml }}
                    />
                  </details>
                ) : null}
                <p className="mt-4 text-sm">
                  <a
                    href={jobPagePath(job.id)}
                    className="font-semibold text-brand-700 underline underline-offset-2"
                  >
                    Pay, full details and how to apply<span className="sr-only"> for {job.title}</span>
                  </a>
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Why people like working here" tone="white">
        <ul className="grid gap-6 md:grid-cols-3">
          {perks.map((perk) => (
            <li key={perk.title}>
              <Card title={perk.title}>{perk.body}</Card>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="How we hire" tone="surface">
        <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step} className="flex gap-4 rounded-card border border-line bg-white p-5 shadow-card">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-navy-900 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <span className="text-sm leading-6 text-ink">{step}</span>
            </li>
          ))}
        </ol>
        <p className="mt-10 text-muted">
          No role that fits? Write to{" "}
          <a
            href={`mailto:${facts.email}`}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {facts.email}
          </a>{" "}
          with what you would like to do; we keep good notes for the next opening.
        </p>
      </Section>
    </main>
  );
}
