import { Link } from "react-router";

/** What a member sees at /admin/team (403): the team is the owners' to manage, and where to go instead. */
export function OwnersOnly() {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-start justify-center px-4 py-20"
    >
      <p className="text-sm font-semibold text-brand-700">Error 403</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-navy-900">
        Only owners manage the team
      </h1>
      <p className="mt-4 text-lg text-muted">
        Your account is a member&apos;s: you can work the inbox, but inviting people and changing their access
        is for an owner of the team. Ask an owner if you need a change.
      </p>
      <Link
        to="/admin"
        className="mt-8 rounded-pill bg-brand-600 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Back to the inbox
      </Link>
    </main>
  );
}
