import { useId } from "react";
import { Link } from "react-router";
import { ServiceIcon } from "#app/components/art/service-icon.tsx";
import { Breadcrumb } from "#app/components/ui/breadcrumb.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import type { ServicePage } from "#app/content/service-pages/types.ts";

type ServiceHeroProps = { page: ServicePage; shortTitle: string };

/**
 * A service page's hero. Its button sends nothing (spec): it shows the page's confirmation in a
 * dismissable notice, with a link to the contact form that carries the service along. The page
 * ships no React, so app/enhance/revealed-notice.ts shows the notice, focuses it, and on dismissal
 * hides it and gives the focus back to the button.
 */
export function ServiceHero({ page, shortTitle }: ServiceHeroProps) {
  const noticeId = useId();
  return (
    <section
      aria-labelledby="service-heading"
      className="relative isolate overflow-hidden bg-linear-to-br from-navy-950 via-navy-900 to-brand-700 text-white"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[3fr_2fr] lg:px-8">
        <div>
          <Breadcrumb
            trail={[
              { to: "/", label: "Home" },
              { to: "/services", label: "Services" },
            ]}
            current={shortTitle}
            className="animate-rise"
          />
          <h1
            id="service-heading"
            className="mt-6 animate-rise text-4xl font-extrabold tracking-tight [animation-delay:0.15s] sm:text-5xl"
          >
            {page.hero.title}
          </h1>
          <p className="mt-6 max-w-2xl animate-rise text-lg leading-8 text-slate-200 [animation-delay:0.3s]">
            {page.hero.blurb}
          </p>
          <div className="mt-10 flex animate-rise flex-wrap gap-3 [animation-delay:0.3s]">
            <Button variant="light" size="lg" data-reveals={noticeId}>
              {page.hero.cta}
            </Button>
          </div>
          <div id={noticeId} hidden className="mt-6 max-w-xl">
            <Notice tone="success" dismissTarget={noticeId}>
              <p className="font-semibold">{page.hero.confirmation}</p>
              <p className="mt-1">
                Want to get a head start?{" "}
                <Link
                  to={`/contact?service=${page.slug}`}
                  className="font-semibold text-brand-700 underline underline-offset-2"
                >
                  Tell us about your project
                </Link>
              </p>
            </Notice>
          </div>
        </div>
        <div aria-hidden="true" className="hidden justify-center lg:flex">
          <div className="relative flex size-72 items-center justify-center">
            <div className="absolute inset-0 rounded-full border border-white/15" />
            <div className="absolute inset-8 rounded-full border border-dashed border-white/20" />
            <div className="absolute right-6 top-8 size-4 rounded-full bg-saffron-400" />
            <div className="absolute bottom-10 left-4 size-3 rounded-full bg-brand-300" />
            <div className="animate-fade-up rounded-[2rem] bg-white/10 p-6 shadow-2xl ring-1 ring-white/20 backdrop-blur">
              <ServiceIcon slug={page.slug} className="size-28" />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
