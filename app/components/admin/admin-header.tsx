import type { ReactNode } from "react";
import { site } from "#app/content/site.ts";

/** The admin pages' dark top bar: the site's name over the page's title, and the page's action beside them. */
export function AdminHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <header className="bg-navy-900 text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-5 sm:px-6">
        <div>
          <p className="text-sm font-semibold text-saffron-300">{site.name}</p>
          <h1 className="font-display text-2xl font-extrabold tracking-tight">{title}</h1>
        </div>
        {children}
      </div>
    </header>
  );
}
