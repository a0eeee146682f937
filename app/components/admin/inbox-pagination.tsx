import { Link, useLocation } from "react-router";

/** Previous/next links for a paged list, keeping every other query parameter (tab, q, unread). */
export function InboxPagination({ page, pageCount }: { page: number; pageCount: number }) {
  const location = useLocation();
  if (pageCount <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(target));
    return `?${params}`;
  };
  const linkClass =
    "rounded-pill border border-line px-4 py-2 text-sm font-semibold text-ink hover:bg-surface";
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={linkClass}>
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted">
        Page {Math.min(page, pageCount)} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={linkClass}>
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
