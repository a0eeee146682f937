import { NavLink } from "react-router";
import { primaryNav } from "#app/components/layout/nav-links.ts";
import { officeHoursLine } from "#app/content/site.ts";
import { chatUrl, phoneHref } from "#app/content/site-facts.ts";
import { useSiteFacts } from "#app/site-facts/use-site-facts.ts";

const pageLink = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-14 items-center justify-between gap-4 border-b border-line py-3 pl-4 pr-2 font-display text-xl font-bold ${
    isActive
      ? "border-l-4 border-l-brand-600 text-brand-700"
      : "border-l-4 border-l-transparent text-navy-900"
  }`;

/**
 * The menu of narrow screens: the pages as large touch targets, the two ways to start (Let's Talk and a
 * free consultation) and how to reach the office, filling the screen under the top bar (sized by the
 * viewport: the bar's backdrop blur makes the bar, not the screen, its containing block). Rendered
 * hidden; the header's button opens it (app/enhance/menu.ts), and the page behind it stays put.
 */
export function MobileMenu({ id }: { id: string }) {
  const facts = useSiteFacts();
  return (
    <nav
      id={id}
      aria-label="Main menu"
      hidden
      className="fixed inset-x-0 top-16 z-40 h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-t border-line bg-white motion-safe:animate-[menu-in_160ms_ease-out] lg:hidden"
    >
      <ul className="px-4 pt-2">
        {primaryNav.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.to === "/"} className={pageLink}>
              {item.label}
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="size-5 text-brand-600"
                fill="currentColor"
              >
                <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 1 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4z" />
              </svg>
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="grid gap-3 px-4 pt-6">
        <NavLink
          to="/contact"
          className="flex min-h-12 items-center justify-center rounded-pill bg-brand-600 px-5 text-base font-semibold text-white"
        >
          Let's Talk
        </NavLink>
        <NavLink
          to="/calendar"
          className="flex min-h-12 items-center justify-center rounded-pill border border-line px-5 text-base font-semibold text-navy-900"
        >
          Book a free consultation
        </NavLink>
      </div>
      <div className="mx-4 mt-6 mb-8 rounded-card bg-surface p-4 text-sm leading-6 text-muted">
        <p className="font-semibold text-navy-900">Talk to us directly</p>
        <ul className="mt-2 grid gap-1">
          <li>
            <a
              href={phoneHref(facts.phone)}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700"
            >
              Call {facts.phone}
            </a>
          </li>
          <li>
            <a
              href={chatUrl(facts.whatsapp)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center font-semibold text-brand-700"
            >
              Chat on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
          <li>
            <a
              href={`mailto:${facts.email}`}
              className="inline-flex min-h-11 items-center font-semibold break-all text-brand-700"
            >
              {facts.email}
            </a>
          </li>
        </ul>
        <p className="mt-2">Open {officeHoursLine(facts.officeHours)}</p>
      </div>
    </nav>
  );
}
