import type { ReactNode } from "react";
import { ButtonLink } from "#app/components/ui/button.tsx";

/** The close of an article (a post, a case study): a question, a line, and the two ways to start. */
export function ConsultationCta({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <aside aria-labelledby={id} className="mb-16 rounded-card bg-brand-50 p-6 sm:p-8">
      <h2 id={id} className="text-xl font-bold text-navy-900">
        {title}
      </h2>
      <p className="mt-2 text-muted">{children}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <ButtonLink to="/calendar">Book a free consultation</ButtonLink>
        <ButtonLink to="/contact" variant="secondary">
          Send us a message
        </ButtonLink>
      </div>
    </aside>
  );
}
