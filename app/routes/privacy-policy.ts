import { redirect } from "react-router";

/** The Terms link to /privacy-policy (spec); the policy lives at /privacy, so the old path moves for good. */
export function loader() {
  return redirect("/privacy", 301);
}
