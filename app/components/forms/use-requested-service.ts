import { useHydrated } from "#app/components/use-hydrated.ts";
import { findService } from "#app/content/services.ts";

/**
 * The service a visitor came from (/contact?service=seo), once the form runs in the browser: the page
 * is rendered once for every query string, so the server's markup never carries it.
 */
export function useRequestedService(): string | undefined {
  const hydrated = useHydrated();
  const slug = hydrated ? new URLSearchParams(window.location.search).get("service") : null;
  return slug && findService(slug) ? slug : undefined;
}
