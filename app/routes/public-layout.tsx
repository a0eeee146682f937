import { Outlet } from "react-router";
import type { Route } from "./+types/public-layout";
import { ChatButton, ChatButtonClearance } from "#app/components/layout/chat-button.tsx";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { servicesContext } from "#app/context.ts";
import { currentSiteFacts } from "#app/site-facts/site-facts-memory.server.ts";

/**
 * The agency's phone, address, map and profiles, as the team last saved them, for every public page,
 * and whether the page script counts visits (ANALYTICS, decision 31).
 */
export function loader({ context }: Route.LoaderArgs) {
  return { siteFacts: currentSiteFacts(), analytics: context.get(servicesContext).config.ANALYTICS };
}

/** Wraps every public page in the shared chrome; /admin and /login sit outside this layout. */
export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {/* React hoists it into the head; the page script sends its beacons here (app/enhance). */}
      {loaderData.analytics ? <meta name="analytics" content="/api/event" /> : null}
      <SiteHeader />
      <Outlet />
      <SiteFooter />
      <ChatButtonClearance />
      <ChatButton />
    </>
  );
}
