import { Link } from "react-router";

export type BreakdownRow = { key: string; label: string; count: number; href?: string };

/**
 * A titled list of labels with their counts, each linking to the list that shows the same leads
 * (a row without `href`, such as a service the site no longer offers, is plain text).
 */
export function OverviewBreakdown({ title, rows }: { title: string; rows: BreakdownRow[] }) {
  const id = `overview-${title.toLowerCase().replaceAll(/[^a-z]+/g, "-")}`;
  return (
    <div className="grid content-start gap-2">
      <h3 id={id} className="text-base font-bold text-navy-900">
        {title}
      </h3>
      {rows.length === 0 ? <p className="text-sm text-muted">None in these 12 weeks.</p> : null}
      <ul aria-labelledby={id} className="grid gap-1 text-sm">
        {rows.map(({ key, label, count, href }) => {
          const content = (
            <>
              <span>{label}</span>
              <span className="font-semibold tabular-nums">{count}</span>
            </>
          );
          const row = "flex min-h-9 items-center justify-between gap-4 rounded-md px-2";
          return (
            <li key={key}>
              {href ? (
                <Link to={href} className={`${row} text-ink hover:bg-surface`}>
                  {content}
                </Link>
              ) : (
                <span className={`${row} text-muted`}>{content}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
