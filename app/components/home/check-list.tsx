type CheckListProps = {
  items: ReadonlyArray<{ title: string; detail?: string }>;
  tone?: "light" | "dark";
};

/** A list of points, each behind a round check mark; optional detail under each title. */
export function CheckList({ items, tone = "light" }: CheckListProps) {
  const dark = tone === "dark";
  return (
    <ul className="space-y-5">
      {items.map((item) => (
        <li key={item.title} className="flex gap-4">
          <span
            aria-hidden="true"
            className={`mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full ${dark ? "bg-saffron-400 text-navy-950" : "bg-brand-600 text-white"}`}
          >
            <svg
              viewBox="0 0 20 20"
              width="16"
              height="16"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            >
              <path d="m5 10.5 3.2 3L15 6.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
          <span>
            <span className={`block font-semibold ${dark ? "text-white" : "text-navy-900"}`}>
              {item.title}
            </span>
            {item.detail ? (
              <span className={`mt-1 block text-sm leading-6 ${dark ? "text-slate-300" : "text-muted"}`}>
                {item.detail}
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
