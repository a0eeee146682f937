import { Link } from "react-router";

const copy: Record<number, { title: string; body: string }> = {
  404: {
    title: "We couldn't find that page",
    body: "The link may be old or mistyped. Everything we offer is a click away below.",
  },
  500: {
    title: "Something went wrong on our side",
    body: "We have been told about it. Please try again in a minute, or call or write to us directly.",
  },
};

/** The full-page message for a missing page (404) or a server error, without any internals. */
export function ErrorPage({ status, detail }: { status: number; detail?: string }) {
  const { title, body } = copy[status] ?? copy[500]!;
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-start justify-center px-4 py-20 sm:px-6"
    >
      <p className="text-sm font-semibold text-brand-700">Error {status}</p>
      <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-navy-900 sm:text-5xl">{title}</h1>
      <p className="mt-4 text-lg text-muted">{body}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link
          to="/"
          className="rounded-pill bg-brand-600 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Go to the home page
        </Link>
        <Link
          to="/contact"
          className="rounded-pill border border-line px-5 py-3 text-sm font-semibold text-ink hover:bg-surface"
        >
          Contact us
        </Link>
      </div>
      {detail ? (
        <pre className="mt-10 max-w-full overflow-auto rounded-md bg-surface p-4 text-xs">{detail}</pre>
      ) : null}
    </main>
  );
}
