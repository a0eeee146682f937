/** One frequently asked question with its answer, as the FAQ accordions and the FAQPage JSON-LD take it. */
export type QuestionAndAnswer = { question: string; answer: string };
