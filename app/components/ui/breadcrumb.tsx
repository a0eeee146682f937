import { Link } from "react-router";

type BreadcrumbProps = {
  /** The pages above this one, from the top. */
  trail: ReadonlyArray<{ to: string; label: string }>;
  /** This page's name. */
  current: string;
  /** What stands out: this page's name (service pages) or the links back (blog posts). */
  emphasis?: "current" | "trail";
  className?: string;
};

const emphases = {
  current: { link: "hover:text-white hover:underline", current: "font-semibold text-white" },
  trail: { link: "font-medium text-saffron-300 hover:underline", current: "" },
};

/** A breadcrumb trail for a dark page header: links to the pages above, then this page's name. */
export function Breadcrumb({ trail, current, emphasis = "current", className = "" }: BreadcrumbProps) {
  const classes = emphases[emphasis];
  return (
    <nav aria-label="Breadcrumb" className={`text-sm text-slate-300 ${className}`}>
      <ol className="flex flex-wrap items-center gap-2">
        {trail.map((page) => (
          <BreadcrumbLink key={page.to} to={page.to} label={page.label} className={classes.link} />
        ))}
        <li aria-current="page" className={`line-clamp-1 ${classes.current}`}>
          {current}
        </li>
      </ol>
    </nav>
  );
}

function BreadcrumbLink({ to, label, className }: { to: string; label: string; className: string }) {
  return (
    <>
      <li>
        <Link to={to} className={className}>
          {label}
        </Link>
      </li>
      <li aria-hidden="true">/</li>
    </>
  );
}
