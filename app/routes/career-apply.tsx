import { Link, data } from "react-router";
import { applyPageAction } from "#app/submissions/apply-page-action.server.ts";
import { issueFormToken } from "#app/submissions/form-token.server.ts";
import type { PageFormState } from "#app/submissions/page-form-state.ts";
import { ApplicationForm } from "#app/components/forms/application-form.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { site } from "#app/content/site.ts";
import { servicesContext } from "#app/context.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { findOpenJob } from "#app/publishing/public-content.server.ts";
import type { Route } from "./+types/career-apply";

// Rendered per request (not kept in the page cache), so the form carries a fresh signed time stamp and
// is fully protected even without JavaScript. With JavaScript, /career opens this form in a modal.
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext).database;
  const job = await findOpenJob(db, params.jobId);
  if (!job) throw data(null, { status: 404 });
  const token = await issueFormToken(db);
  return { job, token };
}

export const action = (args: Route.ActionArgs) => applyPageAction(args);

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `Page not found | ${site.name}` }];
  const { job } = loaderData;
  return pageMeta({
    title: `Apply for ${job.title} | Careers at ${site.name}`,
    description: `Apply for the ${job.title} role (${job.type}, ${job.location}) at ${site.name}, a digital marketing agency in Lucknow.`,
    path: `/career/apply/${job.id}`,
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
        <div className="mx-auto max-w-2xl rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
          <p className="mb-6 text-sm text-muted">
            {job.type} · {job.location}
          </p>
          <ApplicationForm
            job={job}
            idPrefix="apply"
            pageResult={actionData as PageFormState | undefined}
            serverToken={token}
          />
          <p className="mt-8 text-sm">
            <Link to="/career" className="font-semibold text-brand-700 underline underline-offset-2">
              Back to all open positions
            </Link>
          </p>
        </div>
      </Section>
    </main>
  );
}
