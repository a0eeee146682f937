import { Fragment, useId } from "react";
import type { QuestionAndAnswer } from "#app/content/question-and-answer.ts";

type AccordionProps = {
  items: readonly QuestionAndAnswer[];
  /** Two columns from the large breakpoint up ('Have Questions'); one column otherwise. */
  columns?: 1 | 2;
  headingLevel?: 2 | 3;
  /**
   * Heads runs of items (in order) with their group's title, one level above the questions; the
   * answers still open one at a time across the whole list.
   */
  groupTitle?: (item: QuestionAndAnswer) => string;
};

/**
 * Questions as disclosure buttons: at most one answer open; opening one closes the other, and
 * choosing the open one closes it. Each button is a real <button> with aria-expanded/-controls;
 * app/enhance/accordion.ts opens and closes them, so pages that ship no React have them too.
 */
export function Accordion({ items, columns = 1, headingLevel = 3, groupTitle }: AccordionProps) {
  const baseId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const GroupHeading = headingLevel === 3 ? "h2" : "h3";
  return (
    <div data-accordion className={columns === 2 ? "grid items-start gap-4 lg:grid-cols-2" : "grid gap-4"}>
      {items.map((item, index) => {
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        const group = groupTitle?.(item);
        const startsGroup = group !== undefined && (index === 0 || group !== groupTitle?.(items[index - 1]!));
        return (
          <Fragment key={item.question}>
            {startsGroup ? (
              <GroupHeading className="mt-6 text-xl font-bold text-navy-900 first:mt-0">{group}</GroupHeading>
            ) : null}
            <div className="rounded-card border border-line bg-white shadow-card">
              <Heading className="text-base font-semibold text-navy-900">
                <button
                  type="button"
                  id={buttonId}
                  aria-expanded="false"
                  aria-controls={panelId}
                  className="group flex w-full items-center justify-between gap-4 rounded-card px-5 py-4 text-left"
                >
                  <span>{item.question}</span>
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    className="size-5 shrink-0 text-brand-600 transition-transform group-aria-expanded:rotate-45"
                    fill="currentColor"
                  >
                    <path d="M9 4h2v5h5v2h-5v5H9v-5H4V9h5z" />
                  </svg>
                </button>
              </Heading>
              <div
                id={panelId}
                role="region"
                aria-labelledby={buttonId}
                hidden
                className="px-5 pb-5 text-sm leading-6 text-muted [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_li]:mt-1 [&_p+p]:mt-3 [&_ul]:list-disc [&_ul]:pl-5"
                // A Markdown answer arrives rendered by the sanitizing renderer (app/publishing/markdown.server.ts).
                dangerouslySetInnerHTML={
                  item.answerHtml === undefined ? undefined : { __html: item.answerHtml }
                }
              >
                {item.answerHtml === undefined ? item.answer : undefined}
              </div>
            </div>
          </Fragment>
        );
      })}
    </div>
  );
}
