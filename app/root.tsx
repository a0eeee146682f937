import type { ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import "#app/app.css";
import { ErrorPage } from "#app/components/error-page.tsx";
import { useKeepChoicesMadeBeforeHydration } from "#app/components/keep-early-choices.ts";
import { useNonce } from "#app/components/nonce.tsx";
import { isStaticPage } from "#app/route-handle.ts";
import { MANIFEST_PATH, brandIcons } from "#app/content/brand-icons.ts";
import enhanceScript from "#app/enhance/enhance.client.ts?worker&url";
import headingFont from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";

// The heading face is needed for the first screen's headline: fetched with the page, not after the CSS.
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: headingFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce() || undefined;
  // A page that never changes in the browser ships no React: no hydration data, no module scripts.
  const matches = useMatches();
  const hydrate = !isStaticPage(matches);
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1736" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href={brandIcons.appleTouch.path} />
        <link rel="manifest" href={MANIFEST_PATH} />
        <Meta />
        <Links />
        {/* The menu, accordions and notices, on every page: see app/enhance/README.md. A module runs
            once the page is parsed, like a deferred script. */}
        <script type="module" src={enhanceScript} />
      </head>
      <body className="min-h-screen bg-white font-sans text-ink antialiased">
        {children}
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  useKeepChoicesMadeBeforeHydration();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPage status={404} />;
  }
  // Stack traces help in development and must never reach a visitor in production.
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} detail={detail} />;
}
