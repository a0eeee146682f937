import type { ReactNode } from "react";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";

type SectionProps = {
  /** Heading text; the section is labelled by it for screen readers. */
  title?: ReactNode;
  eyebrow?: string;
  intro?: ReactNode;
  /** h1 for a page's first section, h2 otherwise. */
  headingLevel?: 1 | 2;
  tone?: "white" | "surface" | "dark";
  align?: "left" | "center";
  id?: string;
  className?: string;
  children?: ReactNode;
};

const tones = {
  white: "bg-white text-ink",
  surface: "bg-surface text-ink",
  dark: "bg-navy-900 text-white",
};

/** A full-width page band with a centred container, optional eyebrow, heading and intro. */
export function Section({
  title,
  eyebrow,
  intro,
  headingLevel = 2,
  tone = "white",
  align = "left",
  id,
  className = "",
  children,
}: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={`${tones[tone]} ${className}`}
    >
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-20 lg:px-8">
        {title || eyebrow || intro ? (
          <SectionHeading
            title={title}
            eyebrow={eyebrow}
            intro={intro}
            headingLevel={headingLevel}
            id={headingId}
            tone={tone === "dark" ? "dark" : "light"}
            className={`max-w-3xl ${align === "center" ? "mx-auto text-center" : ""}`}
          />
        ) : null}
        {children ? <div className={title || intro ? "mt-8 sm:mt-12" : ""}>{children}</div> : null}
      </div>
    </section>
  );
}
