import { useId } from "react";
import { NavLink } from "react-router";
import { primaryNav } from "#app/components/layout/nav-links.ts";
import { MobileMenu } from "#app/components/layout/mobile-menu.tsx";
import { Wordmark } from "#app/components/layout/wordmark.tsx";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? "text-brand-700" : "text-ink hover:text-brand-700"
  }`;

/**
 * The sticky top bar: wordmark, page links (a menu button on narrow screens) and "Let's Talk". The
 * menu opens and closes in app/enhance/menu.ts, so it works the same on pages that ship no React.
 */
export function SiteHeader() {
  const menuId = useId();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-navy-900 focus:px-4 focus:py-2 focus:text-white"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Wordmark />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {primaryNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === "/"} className={linkClass} prefetch="intent">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <NavLink
            to="/contact"
            className="hidden rounded-pill bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700 sm:inline-block"
          >
            Let's Talk
          </NavLink>
          <button
            type="button"
            data-menu-button
            className="group inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-surface lg:hidden"
            aria-expanded="false"
            aria-controls={menuId}
            aria-label="Open menu"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path className="group-aria-expanded:hidden" d="M4 7h16M4 12h16M4 17h16" />
              <path className="hidden group-aria-expanded:inline" d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
      </div>
      <MobileMenu id={menuId} />
    </header>
  );
}
