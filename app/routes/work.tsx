import { Link } from "react-router";
import type { Route } from "./+types/work";
import { Section } from "#app/components/ui/section.tsx";
import { CtaBand } from "#app/components/services/cta-band.tsx";
import { formatResult } from "#app/content/case-study-result.ts";
import { site } from "#app/content/site.ts";
import { servicesContext } from "#app/context.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { listPublishedPosts } from "#app/publishing/public-content.server.ts";
import { staticPage } from "#app/route-handle.ts";

// Nothing on this page changes in the browser: it ships no React (decision 15).
export const handle = staticPage;

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext).database;
  return { studies: await listPublishedPosts(db, undefined, "case_study") };
}

export function meta() {
  return pageMeta({
    title: `Our Work: Case Studies from Lucknow Businesses | ${site.name}`,
    description:
      "How we helped a restaurant, a clinic and a clothing label grow online: the problem, what we did and the results, in numbers.",
    path: "/work",
  });
}

export default function Work({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <Section
        headingLevel={1}
        eyebrow="Our work"
        title="Results our clients can count"
        intro="Every engagement starts with a number that matters to the business. These are a few of them: what was wrong, what we did, and what changed."
        tone="surface"
      >
        {loaderData.studies.length === 0 ? (
          <p className="text-lg text-muted">New case studies are on their way.</p>
        ) : null}
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {loaderData.studies.map((study) => {
            const headline = study.results[0];
            return (
              <li key={study.slug}>
                <article className="flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card">
                  <p className="text-sm font-semibold text-brand-700">{study.client}</p>
                  <h2 className="mt-2 text-xl font-bold text-navy-900">{study.title}</h2>
                  {headline ? (
                    <p className="mt-4 rounded-md bg-brand-50 px-4 py-3 text-navy-900">
                      <span className="block text-sm text-muted">{headline.label}</span>
                      <span className="font-display text-2xl font-extrabold">
                        {formatResult(headline.before, headline.unit)} →{" "}
                        {formatResult(headline.after, headline.unit)}
                      </span>
                    </p>
                  ) : null}
                  <p className="mt-4 flex-1 text-muted">{study.excerpt}</p>
                  <Link
                    to={`/work/${study.slug}`}
                    className="mt-6 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600"
                  >
                    Read the case study<span className="sr-only">: {study.title}</span>
                  </Link>
                </article>
              </li>
            );
          })}
        </ul>
      </Section>
      <CtaBand
        title="Your business could be the next one here"
        primary={{ to: "/contact", label: "Contact Us" }}
        secondary={{ to: "/calendar", label: "Get a Free Consultation" }}
      >
        Tell us the number you want to move. We will tell you honestly whether we can move it, and how.
      </CtaBand>
    </main>
  );
}
