import type { ReactNode } from "react";
import { formatCalendarDate } from "#app/lib/format-date.ts";
import { Prose } from "#app/components/content/prose.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";

type LegalPageProps = {
  title: string;
  intro: ReactNode;
  /** ISO date of the last change to the text. */
  updated: string;
  children: ReactNode;
};

/** The frame of a legal text: a title band with the date of the last change, then readable prose. */
export function LegalPage({ title, intro, updated, children }: LegalPageProps) {
  return (
    <main id="main">
      <header className="bg-navy-900 text-white">
        <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <SectionHeading
            tone="dark"
            headingLevel={1}
            eyebrow="Legal"
            title={title}
            intro={intro}
            className="max-w-3xl"
          />
          <p className="mt-6 text-sm text-slate-300">
            Last updated <time dateTime={updated}>{formatCalendarDate(updated)}</time>
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6 sm:py-16 lg:px-8">
        <Prose>{children}</Prose>
      </div>
    </main>
  );
}
