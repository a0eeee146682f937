/**
 * A job's description as the careers page sets it, headings (#### What you will do) and lists included;
 * the job editor's preview uses it too, so a writer sees the card's text as visitors will.
 */
export const jobTextClass =
  "grid gap-3 text-base leading-7 text-ink [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-bold [&_h4]:mt-2 [&_h4]:font-bold [&_h4]:text-navy-900 [&_li]:mt-1 [&_ul]:list-disc [&_ul]:pl-5";
