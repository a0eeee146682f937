import { proseClass } from "#app/components/content/prose.tsx";
import { Breadcrumb } from "#app/components/ui/breadcrumb.tsx";
import { ConsultationCta } from "#app/components/content/consultation-cta.tsx";
import { ResultChart } from "#app/components/work/result-chart.tsx";
import type { PublicPost } from "#app/publishing/public-content.server.ts";

/** The pages above a case study, as its breadcrumb shows them (and its BreadcrumbList names them). */
export const caseStudyTrail = [{ to: "/work", label: "Our work" }] as const;

/** A case study: the client and the headline, the results as charts, then the story (problem, work, change). */
export function CaseStudyArticle({ study }: { study: PublicPost }) {
  return (
    <article>
      <header className="bg-navy-900 text-white">
        <div className="mx-auto max-w-4xl px-4 pt-12 pb-10 sm:px-6 sm:pt-16 lg:px-8">
          <Breadcrumb trail={caseStudyTrail} current={study.title} emphasis="trail" />
          <p className="mt-6 text-sm font-bold tracking-wider text-saffron-300 uppercase">
            Case study{study.client ? ` · ${study.client}` : ""}
          </p>
          <h1 className="mt-3 font-display text-3xl leading-tight font-extrabold tracking-tight sm:text-5xl sm:leading-tight">
            {study.title}
          </h1>
          <p className="mt-5 text-lg leading-8 text-slate-300">{study.excerpt}</p>
        </div>
      </header>
      <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
        {study.results.length ? (
          <section aria-labelledby="results-heading" className="pt-12">
            <h2 id="results-heading" className="text-2xl font-extrabold tracking-tight text-navy-900">
              The results
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {study.results.map((result) => (
                <li key={result.label}>
                  <ResultChart result={result} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <div
          className={`${proseClass} mx-auto py-12 sm:py-16`}
          // The case study's Markdown rendered by the sanitizing renderer (app/publishing/markdown.server.ts).
          dangerouslySetInnerHTML={{ __html: study.html }}
        />
        <ConsultationCta id="study-cta" title="Want results like these for your business?">
          Tell us where you are today. We will come back with the first three things we would change, free of
          charge.
        </ConsultationCta>
      </div>
    </article>
  );
}
