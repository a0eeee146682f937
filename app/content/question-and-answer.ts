/** One frequently asked question with its answer, as the FAQ accordions and the FAQPage JSON-LD take it. */
export type QuestionAndAnswer = {
  question: string;
  answer: string;
  /** The answer as safe HTML when it was written in Markdown (the editable FAQs); else `answer` is plain text. */
  answerHtml?: string;
  /** The editable FAQs' group (pricing, process...), by which the FAQs page heads them. */
  group?: string;
};
