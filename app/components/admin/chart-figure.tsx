import type { ReactNode } from "react";

/**
 * A chart drawn on the server (no script) in a figure: the SVG named for screen readers as one image
 * (`name`), scaled to its box's width from its own units (`width` by `height`), the caption under it,
 * and the same numbers in a table after it (outside the figure, whose caption must come first or
 * last), behind a `summary` the reader opens: `rows` under the two `columns`.
 */
export function ChartFigure({
  width,
  height,
  name,
  svgClassName,
  caption,
  summary,
  tableCaption,
  columns,
  rows,
  children,
}: {
  width: number;
  height: number;
  name: string;
  svgClassName: string;
  caption: ReactNode;
  summary: string;
  tableCaption: string;
  columns: [string, string];
  rows: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-3">
      <figure className="grid gap-3">
        <svg
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-label={name}
          className={`h-auto w-full ${svgClassName}`}
          focusable="false"
        >
          {children}
        </svg>
        <figcaption className="text-sm text-muted">{caption}</figcaption>
      </figure>
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">{summary}</summary>
        <table className="mt-2 w-full max-w-md text-left">
          <caption className="sr-only">{tableCaption}</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-1 pr-4 font-semibold">
                {columns[0]}
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                {columns[1]}
              </th>
            </tr>
          </thead>
          <tbody>{rows}</tbody>
        </table>
      </details>
    </div>
  );
}
