import { Link } from "react-router";
import { Accordion } from "#app/components/ui/accordion.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type { QuestionAndAnswer } from "#app/content/question-and-answer.ts";

/** The "Have Questions" block: the FAQs chosen for the home page, in the two-column accordion. */
export function HomeFaq({ faqs }: { faqs: readonly QuestionAndAnswer[] }) {
  return (
    <Section
      id="faq"
      align="center"
      eyebrow="FAQ"
      title="Have Questions?"
      intro={
        <>
          Straight answers to what business owners ask us most. More on our{" "}
          <Link to="/faqs" className="font-semibold text-brand-700 underline underline-offset-4">
            FAQs page
          </Link>
          .
        </>
      }
    >
      <Accordion items={faqs} columns={2} />
    </Section>
  );
}
