import { ServiceIllustration } from "#app/components/art/service-illustration.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type { ContentBlock } from "#app/content/service-pages/types.ts";

/** The page's features as alternating illustration-and-text rows (the image swaps sides each row). */
export function ContentBlocks({ heading, blocks }: { heading: string; blocks: readonly ContentBlock[] }) {
  return (
    <Section id="features" title={heading} align="center">
      <div className="space-y-16 lg:space-y-24">
        {blocks.map((block, index) => (
          <article key={block.id} className="grid items-center gap-8 md:grid-cols-2 lg:gap-16">
            <div className={index % 2 === 1 ? "md:order-2" : ""}>
              <ServiceIllustration kind={block.img} className="h-auto w-full" />
            </div>
            <div>
              <p className="text-sm font-bold text-brand-700">
                <span aria-hidden="true">{String(index + 1).padStart(2, "0")}</span>
              </p>
              <h3 className="mt-2 text-2xl font-extrabold tracking-tight text-navy-900">{block.title}</h3>
              <p className="mt-4 text-lg leading-8 text-muted">{block.desc}</p>
            </div>
          </article>
        ))}
      </div>
    </Section>
  );
}
