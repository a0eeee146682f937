import type { ReactNode } from "react";
import { formatCalendarDate } from "#app/lib/format-date.ts";
import { Prose } from "#app/components/content/prose.tsx";

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
          <p className="text-sm font-semibold uppercase tracking-wider text-saffron-300">Legal</p>
          <h1 className="mt-2 font-display text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
          <div className="mt-4 max-w-3xl text-lg leading-8 text-slate-300">{intro}</div>
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
