import { redirect } from "react-router";
import type { Route } from "./+types/careers";

/** People (and old links) guess the plural; the page lives at /career, so send them there for good. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/career${new URL(request.url).search}`, 301);
}
