import { ButtonLink } from "#app/components/ui/button.tsx";
import { whyChooseUs } from "#app/content/home.ts";
import { CheckList } from "#app/components/home/check-list.tsx";

/**
 * "What Sets Us Apart?": the first three reasons on a dark panel, each with the commitment behind it
 * (the list beside it already explains them), and the way to /about.
 */
export function SetsUsApart() {
  return (
    <div className="relative overflow-hidden rounded-card bg-navy-900 p-6 text-white shadow-card sm:p-10">
      <div
        aria-hidden="true"
        className="absolute -right-16 -top-16 size-48 rounded-full bg-brand-600/40 blur-2xl"
      />
      <h2 id="apart-heading" className="relative text-2xl font-extrabold tracking-tight sm:text-3xl">
        What Sets Us Apart?
      </h2>
      <p className="relative mt-3 text-slate-300">
        Plenty of agencies promise growth. Here is what we put in writing on day one.
      </p>
      <div className="relative mt-8">
        <CheckList
          items={whyChooseUs.slice(0, 3).map(({ title, promise }) => ({ title, detail: promise }))}
          tone="dark"
        />
      </div>
      <ButtonLink to="/about" variant="light" className="relative mt-10">
        Learn More About Us
      </ButtonLink>
    </div>
  );
}
