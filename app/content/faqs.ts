import type { QuestionAndAnswer } from "#app/content/question-and-answer.ts";

/** The four general questions of the FAQs page and the home page's FAQ block. */
export const generalFaqs: readonly QuestionAndAnswer[] = [
  {
    question: "How soon will I see results from digital marketing?",
    answer:
      "Paid campaigns on Google and Meta start bringing enquiries within days of launch. For a complete plan that mixes ads, social media and SEO, most of our clients see clear, measurable growth within 4–6 weeks, and the gains keep compounding after that.",
  },
  {
    question: "Do you only work with businesses in Lucknow?",
    answer:
      "Lucknow is home and we love meeting clients in person at our Gomti Nagar office, but about half of the brands we serve are elsewhere in India or abroad. Strategy calls, reports and reviews all work just as well over video.",
  },
  {
    question: "What does a digital marketing plan with you cost?",
    answer:
      "It depends on the channels and the size of your market. After a free consultation we send a fixed monthly quote that lists every deliverable, with no long lock-in: you can pause or change the plan at the end of any month.",
  },
  {
    question: "How will I know what my money is doing?",
    answer:
      "You get a live dashboard and a plain-language report every month showing leads, sales, cost per lead and what we will change next. Your ad accounts stay in your name, so you always see the same numbers we do.",
  },
];
