import { useRouteLoaderData } from "react-router";
import type { SiteFacts } from "#app/content/site-facts.ts";

/** The public layout's route id: its loader reads the facts once for every public page. */
export const PUBLIC_LAYOUT_ID = "routes/public-layout";

type LayoutData = { siteFacts: SiteFacts };

/** The agency's facts, in any component inside the public layout. */
export function useSiteFacts(): SiteFacts {
  const data = useRouteLoaderData<LayoutData>(PUBLIC_LAYOUT_ID);
  if (!data) throw new Error("useSiteFacts is for the pages inside the public layout");
  return data.siteFacts;
}

/** The agency's facts in a public page's `meta` function, from the layout's loader data. */
export function siteFactsOf(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): SiteFacts {
  const layout = matches.find((match) => match?.id === PUBLIC_LAYOUT_ID);
  const facts = (layout?.loaderData as LayoutData | undefined)?.siteFacts;
  if (!facts) throw new Error("siteFactsOf is for the pages inside the public layout");
  return facts;
}
