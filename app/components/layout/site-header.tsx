import { useEffect, useId, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { primaryNav } from "#app/components/layout/nav-links.ts";
import { MobileMenu } from "#app/components/layout/mobile-menu.tsx";
import { Wordmark } from "#app/components/layout/wordmark.tsx";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? "text-brand-700" : "text-ink hover:text-brand-700"
  }`;

/** The sticky top bar: wordmark, page links (a menu button on narrow screens) and "Let's Talk". */
export function SiteHeader() {
  const menuId = useId();
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on, so any navigation closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const menuOpen = openedOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenedOn(open ? pathname : null);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpenedOn(null);
    };
    document.addEventListener("keydown", closeOnEscape);
    // The menu fills the screen: the page behind it must not scroll under a finger.
    // Marked on <html> too, so the floating chat button steps aside (the menu has its own WhatsApp link).
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    root.dataset.menuOpen = "";
    return () => {
      document.removeEventListener("keydown", closeOnEscape);
      root.style.overflow = overflow;
      delete root.dataset.menuOpen;
    };
  }, [menuOpen]);

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
            className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-surface lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <span className="sr-only">{menuOpen ? "Close menu" : "Open menu"}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
      <MobileMenu id={menuId} open={menuOpen} />
    </header>
  );
}
