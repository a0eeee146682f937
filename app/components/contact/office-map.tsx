import { Button } from "#app/components/ui/button.tsx";
import { site } from "#app/content/site.ts";
import { MapPreviewArt } from "#app/components/contact/map-preview-art.tsx";
import { useSiteFacts } from "#app/site-facts/use-site-facts.ts";

/**
 * The office map behind a click-to-load facade: an illustrated preview first, and Google's embed
 * (its scripts and cookies) only after the visitor asks for it. Keeps the page fast and private.
 * The button's data attributes describe the frame; app/enhance/embed-facade.ts puts it in place.
 */
export function OfficeMap() {
  const facts = useSiteFacts();

  return (
    <figure className="overflow-hidden rounded-card border border-line bg-white shadow-card">
      <div className="relative aspect-[4/3] w-full" data-embed-frame>
        <MapPreviewArt />
        <div className="absolute inset-x-0 bottom-0 flex justify-center bg-gradient-to-t from-navy-900/60 to-transparent p-3 pt-12 sm:p-4 sm:pt-12">
          <Button
            variant="light"
            data-embed-src={facts.map.embedUrl}
            data-embed-title={`Google map of ${site.name}'s office in Gomti Nagar, Lucknow`}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              fill="currentColor"
              className="hidden size-4 sm:block"
            >
              <path d="M10 1.5A6 6 0 0 0 4 7.5c0 4.5 6 11 6 11s6-6.5 6-11a6 6 0 0 0-6-6zm0 8.2a2.2 2.2 0 1 1 0-4.4 2.2 2.2 0 0 1 0 4.4z" />
            </svg>
            Show the map (loads Google Maps)
          </Button>
        </div>
      </div>
      <figcaption className="flex flex-col gap-2 p-5 text-sm leading-6 text-muted sm:flex-row sm:items-center sm:justify-between">
        <span>Our office in Gomti Nagar, {facts.address.locality}</span>
        <a
          href={facts.map.linkUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="shrink-0 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600"
        >
          Open in Google Maps<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
