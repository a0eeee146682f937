import { Outlet } from "react-router";
import type { Route } from "./+types/public-layout";
import { ChatButton, ChatButtonClearance } from "#app/components/layout/chat-button.tsx";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { currentSiteFacts } from "#app/site-facts/site-facts-memory.server.ts";

/** The agency's phone, address, map and profiles, as the team last saved them, for every public page. */
export function loader(_: Route.LoaderArgs) {
  return { siteFacts: currentSiteFacts() };
}

/** Wraps every public page in the shared chrome; /admin and /login sit outside this layout. */
export default function PublicLayout() {
  return (
    <>
      <SiteHeader />
      <Outlet />
      <SiteFooter />
      <ChatButtonClearance />
      <ChatButton />
    </>
  );
}
