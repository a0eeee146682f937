import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { site } from "#app/content/site.ts";
import type { Viewer } from "#app/auth/viewer.ts";
import { LogoutButton } from "#app/components/admin/logout-button.tsx";

const links = [
  { to: "/admin/overview", label: "Overview", ownersOnly: false },
  { to: "/admin", label: "Inbox", ownersOnly: false },
  { to: "/admin/analytics", label: "Analytics", ownersOnly: false },
  { to: "/admin/meetings", label: "Meetings setup", ownersOnly: false },
  { to: "/admin/content", label: "Content", ownersOnly: false },
  { to: "/admin/personal-data", label: "Personal data", ownersOnly: false },
  { to: "/admin/team", label: "Team", ownersOnly: true },
  { to: "/admin/audit", label: "Audit log", ownersOnly: true },
  { to: "/admin/account", label: "Your account", ownersOnly: false },
];

/**
 * The admin pages' dark top bar: a skip link, the site's name over the page's title, the page's
 * action and Log out beside them, and the admin's sections (the team and the audit log for owners only).
 */
export function AdminHeader({
  title,
  viewer,
  children,
}: {
  title: string;
  viewer: Viewer;
  children?: ReactNode;
}) {
  return (
    <header className="bg-navy-900 text-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-navy-900"
      >
        Skip to content
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 pt-5 pb-3 sm:px-6">
        <div>
          <p className="text-sm font-semibold text-saffron-300">{site.name}</p>
          <h1 className="font-display text-2xl font-extrabold tracking-tight wrap-anywhere">{title}</h1>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {children}
          <LogoutButton />
        </div>
      </div>
      <nav aria-label="Admin" className="mx-auto max-w-6xl px-4 pb-3 sm:px-6">
        <ul className="flex flex-wrap gap-x-1 gap-y-2 text-sm">
          {links
            .filter((link) => !link.ownersOnly || viewer.role === "owner")
            .map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  className="inline-flex min-h-11 items-center rounded-md px-3 font-semibold text-white/80 hover:bg-white/10 hover:text-white aria-[current=page]:bg-white/15 aria-[current=page]:text-white"
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
        </ul>
        <p className="mt-1 px-3 text-xs text-white/70">
          Signed in as {viewer.name} ({viewer.role})
        </p>
      </nav>
    </header>
  );
}
