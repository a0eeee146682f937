import { Link } from "react-router";

/** A lead's page for an id that names nothing (deleted, or a mistyped link), inside no chrome. */
export function LeadNotFound({ kind }: { kind: "messages" | "applications" }) {
  const noun = kind === "messages" ? "message" : "application";
  return (
    <main id="main" className="mx-auto grid max-w-3xl gap-4 px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-extrabold text-navy-900">No such {noun}</h1>
      <p className="text-muted">It may have been deleted, or the link is mistyped.</p>
      <Link to={`/admin?tab=${kind}`} className="font-semibold text-brand-700 underline underline-offset-2">
        Back to the {noun}s
      </Link>
    </main>
  );
}
