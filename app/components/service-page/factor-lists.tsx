import { Card } from "#app/components/ui/card.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type { FactorList } from "#app/content/service-pages/types.ts";

/** Side-by-side numbered checklists (SEO's on-page and off-page factors). */
export function FactorLists({ lists }: { lists: readonly FactorList[] }) {
  return (
    <Section
      id="factors"
      title="The factors we optimise"
      intro="Search engines weigh what is on your pages and what the rest of the web says about them. We work on both, every month."
      align="center"
    >
      <div className="grid gap-6 lg:grid-cols-2">
        {lists.map((list) => (
          <Card key={list.title} title={list.title}>
            <p>{list.intro}</p>
            <ol className="mt-6 grid gap-3 sm:grid-cols-2">
              {list.items.map((item, index) => (
                <li key={item} className="flex items-start gap-3 text-ink">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-bold text-brand-700"
                  >
                    {index + 1}
                  </span>
                  <span>{item}</span>
                </li>
              ))}
            </ol>
          </Card>
        ))}
      </div>
    </Section>
  );
}
