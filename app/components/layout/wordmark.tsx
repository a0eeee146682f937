import { Link } from "react-router";
import { site } from "#app/content/site.ts";

/** The brand wordmark: an original rising-bars mark plus the agency's name, linking home. */
export function Wordmark({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <Link
      to="/"
      className={`inline-flex items-center gap-2 text-lg font-extrabold tracking-tight ${tone === "light" ? "text-white" : "text-navy-900"}`}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" fill="#4f46e5" />
        <rect x="7" y="17" width="4" height="8" rx="1.5" fill="#c7d2fe" />
        <rect x="14" y="12" width="4" height="13" rx="1.5" fill="#e0e7ff" />
        <rect x="21" y="7" width="4" height="18" rx="1.5" fill="#fb923c" />
      </svg>
      <span>{site.name}</span>
    </Link>
  );
}
