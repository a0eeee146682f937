import { type ReactNode, useId } from "react";
import { ButtonLink } from "#app/components/ui/button.tsx";

type CtaLink = { to: string; label: string };

// Medium buttons on phones, so the longer labels stay on one line; large from the sm breakpoint.
const largeFromSm = "sm:px-7 sm:py-3.5 sm:text-base";

type CtaBandProps = {
  title: string;
  children: ReactNode;
  primary: CtaLink;
  secondary?: CtaLink;
};

/** A closing call to action: a gradient panel with a heading, a line of text and one or two buttons. */
export function CtaBand({ title, children, primary, secondary }: CtaBandProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="relative overflow-hidden rounded-card bg-linear-to-br from-navy-900 via-navy-800 to-brand-700 px-6 py-12 text-white shadow-card sm:px-12">
          <div
            aria-hidden="true"
            className="absolute -right-20 -top-24 size-72 rounded-full bg-saffron-400/20 blur-3xl"
          />
          <div className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h2 id={headingId} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
                {title}
              </h2>
              <p className="mt-3 text-lg leading-8 text-slate-200">{children}</p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-3">
              <ButtonLink to={primary.to} variant="light" className={largeFromSm}>
                {primary.label}
              </ButtonLink>
              {secondary ? (
                <ButtonLink to={secondary.to} variant="primary" className={largeFromSm}>
                  {secondary.label}
                </ButtonLink>
              ) : null}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
