import { z } from "zod";
import { flag, listOrder } from "#app/publishing/content-fields.ts";
import { FAQ_GROUPS } from "#app/publishing/faq-groups.ts";
import { fieldErrors, multiLineText, singleLineText } from "#app/forms/field-rules.ts";

const faqFields = z.object({
  question: singleLineText("Question", 300),
  answer: multiLineText("Answer", 5000),
  group: z.enum(FAQ_GROUPS, {
    error: (issue) =>
      issue.input === undefined ? "Group is required." : `group must be one of: ${FAQ_GROUPS.join(", ")}.`,
  }),
  order: listOrder,
  home: flag("home"),
});

export type FaqInput = Partial<z.infer<typeof faqFields>>;

/** An FAQ's create (question, answer and group required) or change (any field). */
export function faqInput(
  fields: Record<string, unknown>,
  { creating }: { creating: boolean },
): { ok: true; value: FaqInput } | { ok: false; errors: Record<string, string> } {
  const schema = creating
    ? faqFields.partial().required({ question: true, answer: true, group: true })
    : faqFields.partial();
  const parsed = schema.safeParse(fields);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}
