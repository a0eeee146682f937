import { Link } from "react-router";
import { Accordion } from "#app/components/ui/accordion.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { generalFaqs } from "#app/content/faqs.ts";

/** The "Have Questions" block: the general FAQs in the two-column accordion. */
export function HomeFaq() {
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
      <Accordion items={generalFaqs} columns={2} />
    </Section>
  );
}
