import { Section } from "#app/components/ui/section.tsx";

const steps = [
  {
    title: "Discover",
    body: "A free consultation and audit: your goals, your customers, your competitors and what is already working.",
  },
  {
    title: "Plan",
    body: "A written plan with targets, deliverables, timelines and a fixed monthly fee. No surprises later.",
  },
  {
    title: "Launch",
    body: "Our specialists do the work, share drafts for your approval, and keep you posted on a shared board.",
  },
  {
    title: "Measure & improve",
    body: "A live dashboard, a plain-language monthly report and a review call to decide what changes next.",
  },
] as const;

/** "Our Process": the four steps every engagement follows (shared by all service pages). */
export function OurProcess({ serviceTitle }: { serviceTitle: string }) {
  return (
    <Section
      id="process"
      eyebrow="How we work"
      title="Our Process"
      intro={`Every ${serviceTitle} engagement follows the same four steps, so you always know what happens next.`}
    >
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step.title} className="relative rounded-card border border-line bg-white p-6 shadow-card">
            <span
              aria-hidden="true"
              className="inline-flex size-10 items-center justify-center rounded-full bg-saffron-400 font-extrabold text-navy-950"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-bold text-navy-900">{step.title}</h3>
            <p className="mt-2 text-sm leading-6 text-muted">{step.body}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
