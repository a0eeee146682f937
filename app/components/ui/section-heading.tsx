import type { ReactNode } from "react";

type SectionHeadingProps = {
  title?: ReactNode;
  eyebrow?: string;
  intro?: ReactNode;
  /** h1 for a page's first section, h2 otherwise. */
  headingLevel?: 1 | 2;
  /** The heading's id, for the section's aria-labelledby. */
  id?: string;
  /** The background it stands on: the eyebrow and intro take lighter colours on dark. */
  tone?: "light" | "dark";
  className?: string;
};

/** A section's eyebrow, heading and intro, in the site's one heading style. */
export function SectionHeading({
  title,
  eyebrow,
  intro,
  headingLevel = 2,
  id,
  tone = "light",
  className = "",
}: SectionHeadingProps) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div className={className}>
      {eyebrow ? (
        <p
          className={`text-sm font-semibold uppercase tracking-wider ${tone === "dark" ? "text-saffron-300" : "text-brand-700"}`}
        >
          {eyebrow}
        </p>
      ) : null}
      {title ? (
        <Heading
          id={id}
          className={`mt-2 font-display font-extrabold tracking-tight ${headingLevel === 1 ? "text-4xl sm:text-5xl" : "text-3xl sm:text-4xl"}`}
        >
          {title}
        </Heading>
      ) : null}
      {intro ? (
        <div className={`mt-4 text-lg leading-8 ${tone === "dark" ? "text-slate-300" : "text-muted"}`}>
          {intro}
        </div>
      ) : null}
    </div>
  );
}
