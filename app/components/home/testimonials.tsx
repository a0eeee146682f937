import { ButtonLink } from "#app/components/ui/button.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { testimonials } from "#app/content/home.ts";

/**
 * What clients say: three quotes from Lucknow businesses, on a dark band. Below the large breakpoint
 * they sit side by side in a row that scrolls sideways (snapping to each quote, the next one peeking
 * in), so a phone shows one quote's height instead of three; the row takes the keyboard's focus so
 * arrow keys scroll it too.
 */
export function Testimonials() {
  return (
    <Section
      id="testimonials"
      tone="dark"
      align="center"
      eyebrow="Client stories"
      title="What Our Clients Say"
      intro="Businesses across Lucknow trust us with their growth. Here is how three of them describe it."
    >
      <ul
        aria-label="Client quotes"
        tabIndex={0}
        className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 text-left focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white sm:-mx-6 sm:px-6 lg:mx-0 lg:grid lg:grid-cols-3 lg:gap-6 lg:overflow-visible lg:px-0 lg:pb-0"
      >
        {testimonials.map((testimonial) => (
          <li key={testimonial.name} className="w-[85%] shrink-0 snap-center sm:w-[60%] lg:w-auto">
            <figure className="flex h-full flex-col rounded-card border border-white/10 bg-white/5 p-6 sm:p-8">
              <svg aria-hidden="true" viewBox="0 0 32 24" width="32" height="24" className="text-saffron-400">
                <path
                  fill="currentColor"
                  d="M0 24V14C0 5.6 4.3 1 13 0l1 4c-4.6 1-7 3.6-7 8h6v12zm18 0V14c0-8.4 4.3-13 13-14l1 4c-4.6 1-7 3.6-7 8h6v12z"
                />
              </svg>
              <blockquote className="mt-6 flex-1 text-base leading-7 text-slate-200">
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption className="mt-8 flex items-center gap-4">
                <span
                  aria-hidden="true"
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
                >
                  {testimonial.name
                    .split(" ")
                    .map((part) => part[0])
                    .join("")}
                </span>
                <span className="text-left">
                  <span className="block font-semibold text-white">{testimonial.name}</span>
                  <span className="block text-sm text-slate-300">
                    {testimonial.role}, {testimonial.company}, Lucknow
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="mt-10">
        <ButtonLink to="/work" variant="light">
          See the results in our case studies
        </ButtonLink>
      </p>
    </Section>
  );
}
