import type { QuestionAndAnswer } from "#app/content/question-and-answer.ts";

/** schema.org FAQPage for a page that shows these questions. */
export function faqPageJsonLd(items: readonly QuestionAndAnswer[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answerHtml ?? item.answer },
    })),
  };
}
