import { data } from "react-router";
import { ErrorPage } from "#app/components/error-page.tsx";
import { site } from "#app/content/site.ts";

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: `Page not found | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return <ErrorPage status={404} />;
}
