import type { ReactNode } from "react";

type CardProps = {
  title: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  /** Heading level inside the card's section (h3 under an h2 section, by default). */
  headingLevel?: 2 | 3;
  className?: string;
  footer?: ReactNode;
  /**
   * On a phone, the icon sits beside the heading and text instead of above them, and the footer
   * goes: a long list of cards (the home page's nine services) stays short without losing a word.
   */
  rowOnPhones?: boolean;
};

/** A bordered content card: optional icon, a heading and body text. */
export function Card({
  title,
  icon,
  children,
  headingLevel = 3,
  className = "",
  footer,
  rowOnPhones = false,
}: CardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const row = rowOnPhones && icon;
  return (
    <div
      className={`flex h-full flex-col rounded-card border border-line bg-white p-6 text-ink shadow-card ${
        row ? "max-sm:grid max-sm:grid-cols-[auto_1fr] max-sm:content-start max-sm:gap-x-4 max-sm:p-4" : ""
      } ${className}`}
    >
      {icon ? (
        <div className={`mb-4 text-brand-600 ${row ? "max-sm:row-span-2 max-sm:mb-0" : ""}`}>{icon}</div>
      ) : null}
      <Heading className="text-lg font-bold text-navy-900">{title}</Heading>
      {children ? <div className="mt-2 flex-1 text-sm leading-6 text-muted">{children}</div> : null}
      {footer ? <div className={`mt-4 ${row ? "max-sm:hidden" : ""}`}>{footer}</div> : null}
    </div>
  );
}
