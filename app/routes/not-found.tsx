import { data } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { site } from "~/content/site";

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: `Page not found | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return <ErrorPage status={404} />;
}
