import { StrengthArt } from "#app/components/art/strength-art.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { strengthBars, strengths } from "#app/content/home.ts";
import { site } from "#app/content/site.ts";
import { ProgressBar } from "#app/components/home/progress-bar.tsx";

/** The strengths block: the ROI heading and three progress bars beside four image tiles. */
export function Strengths() {
  return (
    <section aria-labelledby="strengths-heading" className="bg-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:gap-12 sm:px-6 sm:py-20 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <div>
          <SectionHeading
            id="strengths-heading"
            eyebrow="Our strengths"
            title="Creating ROI through Strategic Web Presence"
            intro={
              <p>
                A website, a search ranking and a social feed are only worth what they bring back. Since{" "}
                {site.foundingYear} we have built each piece of our clients' online presence to earn its keep,
                and we hold ourselves to the same numbers.
              </p>
            }
            className="text-navy-900"
          />
          <div className="mt-10 space-y-6">
            {strengthBars.map((bar) => (
              <ProgressBar key={bar.label} label={bar.label} value={bar.value} />
            ))}
          </div>
        </div>
        <ul className="grid grid-cols-2 gap-4 sm:gap-6">
          {strengths.map((strength) => (
            <li
              key={strength.kind}
              className="flex flex-col overflow-hidden rounded-card bg-linear-to-br from-navy-900 to-navy-700 shadow-card"
            >
              <StrengthArt kind={strength.kind} className="h-auto w-full px-3 pt-4 max-sm:h-28" />
              <p className="mt-auto px-4 pb-5 pt-2 text-center text-sm font-bold text-white sm:text-base">
                {strength.label}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
