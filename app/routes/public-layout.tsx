import { Outlet } from "react-router";
import { ChatButton, ChatButtonClearance } from "#app/components/layout/chat-button.tsx";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";

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
