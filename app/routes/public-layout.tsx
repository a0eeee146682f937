import { Outlet } from "react-router";
import { ChatButton, ChatButtonClearance } from "~/components/layout/chat-button";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";

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
