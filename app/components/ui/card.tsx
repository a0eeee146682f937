import type { ReactNode } from "react";

type CardProps = {
  title: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  /** Heading level inside the card's section (h3 under an h2 section, by default). */
  headingLevel?: 2 | 3;
  className?: string;
  footer?: ReactNode;
};

/** A bordered content card: optional icon, a heading and body text. */
export function Card({ title, icon, children, headingLevel = 3, className = "", footer }: CardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div
      className={`flex h-full flex-col rounded-card border border-line bg-white p-6 text-ink shadow-card ${className}`}
    >
      {icon ? <div className="mb-4 text-brand-600">{icon}</div> : null}
      <Heading className="text-lg font-bold text-navy-900">{title}</Heading>
      {children ? <div className="mt-2 flex-1 text-sm leading-6 text-muted">{children}</div> : null}
      {footer ? <div className="mt-4">{footer}</div> : null}
    </div>
  );
}
