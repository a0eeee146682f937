import { Link, data } from "react-router";
import { applyPageAction } from "#app/submissions/apply-page-action.server.ts";
import { issueFormToken } from "#app/submissions/form-token.server.ts";
import type { PageFormState } from "#app/submissions/page-form-state.ts";
import { JobFacts } from "#app/components/career/job-facts.tsx";
import { jobTextClass } from "#app/components/career/job-text.ts";
import { ApplicationForm } from "#app/components/forms/application-form.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { site } from "#app/content/site.ts";
import { servicesContext } from "#app/context.ts";
import { dayOf } from "#app/lib/office-clock.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { jobPagePath, jobPostingJsonLd } from "#app/lib/structured-data/job-posting.ts";
import { findOpenJob } from "#app/publishing/public-content.server.ts";
import type { Route } from "./+types/career-apply";

// A job's own page: what the role is, its pay, how to apply and the form, with the job's JobPosting
// (Google wants it here, on one job's page, not on the list). Rendered per request (not kept in the
// page cache), so the form carries a fresh signed time stamp and is fully protected even without
// JavaScript; a job closed a moment ago is gone (404), never shown as open. With JavaScript, /career
// opens the same form in a modal.
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext).database;
  const job = await findOpenJob(db, params.jobId);
  if (!job) throw data(null, { status: 404 });
  const token = await issueFormToken(db);
  return { job, token, today: dayOf(new Date()) };
}

export const action = (args: Route.ActionArgs) => applyPageAction(args);

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `Page not found | ${site.name}` }];
  const { job, today } = loaderData;
  return pageMeta({
    title: `Apply for ${job.title} | Careers at ${site.name}`,
    description: `${job.title} (${job.type}, ${job.location}${job.salary ? `, ${job.salary}` : ""}) at ${site.name}, a digital marketing agency in Lucknow: the role, the pay and how to apply.`,
    path: jobPagePath(job.id),
    image: "/og/careers.png",
    jsonLd: jobPostingJsonLd(job, today),
  });
}

export default function CareerApply({ loaderData, actionData }: Route.ComponentProps) {
  const { job, token } = loaderData;
  return (
    <main id="main">
      <Section
        tone="dark"
        headingLevel={1}
        eyebrow="Careers"
        title={`Apply for ${job.title}`}
        intro={job.description.split("\n\n")[0]!.replace(/[*_`#>[\]]/g, "")}
      />
      <Section tone="surface">
        <div className="mx-auto grid max-w-5xl gap-8 lg:grid-cols-[3fr_2fr]">
          <article aria-labelledby="role-heading" className="min-w-0">
            <h2 id="role-heading" className="text-2xl font-bold text-navy-900">
              The role
            </h2>
            <JobFacts job={job} className="mt-4" />
            <div
              className={`${jobTextClass} mt-6`}
              // Rendered from the job's Markdown by the sanitizing renderer (app/publishing/markdown.server.ts).
              // Its "####" headings sit under this page's h2 (on /career, under a card's h3): one level up.
              dangerouslySetInnerHTML={{ __html: job.html.replace(/<(\/?)h4\b/g, "<$1h3") }}
            />
          </article>
          <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8 lg:self-start">
            <h2 className="text-2xl font-bold text-navy-900">How to apply</h2>
            <p className="mb-6 mt-2 text-sm text-muted">
              Tell us in a few lines why the role suits you; a CV helps but is not required. We answer every
              application, usually within ten working days.
            </p>
            <ApplicationForm
              job={job}
              idPrefix="apply"
              pageResult={actionData as PageFormState | undefined}
              serverToken={token}
            />
          </div>
        </div>
        <p className="mx-auto mt-8 max-w-5xl text-sm">
          <Link to="/career" className="font-semibold text-brand-700 underline underline-offset-2">
            Back to all open positions
          </Link>
        </p>
      </Section>
    </main>
  );
}
