import { ServiceIllustration } from "#app/components/art/service-illustration.tsx";
import type { ServicePage } from "#app/content/service-pages/types.ts";

/** A page's opening text beside an illustration (hosting leads with this instead of feature blocks). */
export function ServiceIntro({ intro }: { intro: NonNullable<ServicePage["intro"]> }) {
  return (
    <section aria-labelledby="intro-heading" className="bg-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-20 md:grid-cols-2 lg:gap-16 lg:px-8">
        <div>
          <h2 id="intro-heading" className="text-3xl font-extrabold tracking-tight text-navy-900 sm:text-4xl">
            {intro.title}
          </h2>
          {intro.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-4 text-lg leading-8 text-muted">
              {paragraph}
            </p>
          ))}
        </div>
        <ServiceIllustration kind={intro.img} className="h-auto w-full" />
      </div>
    </section>
  );
}
