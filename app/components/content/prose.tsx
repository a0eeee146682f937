import type { ReactNode } from "react";

/**
 * Long-form text (articles, legal pages) set for reading: a comfortable measure, spaced headings
 * and lists. Styles reach into plain elements because Markdown output carries no classes.
 */
export const proseClass =
  "max-w-prose text-base leading-7 text-ink sm:text-lg sm:leading-8 " +
  "[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-extrabold [&_h2]:tracking-tight [&_h2]:text-navy-900 " +
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-navy-900 " +
  "[&_p]:mt-5 [&_ul]:mt-5 [&_ol]:mt-5 [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 " +
  "[&_li]:mt-2 [&_li]:pl-1 [&_strong]:font-semibold [&_strong]:text-navy-900 " +
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-600 " +
  "[&_blockquote]:mt-5 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-500 [&_blockquote]:pl-4 [&_blockquote]:italic " +
  "[&_pre]:mt-5 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-navy-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-white " +
  "[&_code]:font-mono [&_code]:text-[0.9em] [&_img]:mt-5 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-card " +
  "[&_table]:mt-5 [&_table]:w-full [&_table]:text-left [&_table]:text-base [&_th]:border-b-2 [&_th]:border-line [&_th]:py-2 " +
  "[&_td]:border-b [&_td]:border-line [&_td]:py-2 [&_hr]:my-10 [&_hr]:border-line " +
  "[&>:first-child]:mt-0";

/** A block of long-form text built in JSX (legal pages, help pages). */
export function Prose({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`${proseClass} ${className}`}>{children}</div>;
}
