import { Form, Link, useNavigation } from "react-router";
import { AdminHeader } from "#app/components/admin/admin-header.tsx";
import { PersonalDataReport } from "#app/components/admin/personal-data-report.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { site } from "#app/content/site.ts";
import { pageMeta } from "#app/lib/seo.ts";
import {
  type PersonalDataActionResult,
  personalDataPageAction,
  personalDataPageLoader,
} from "#app/personal-data/personal-data-page.server.ts";
import type { ErasureCounts, PersonalData } from "#app/personal-data/personal-data-store.server.ts";
import type { Route } from "./+types/admin.personal-data";

export function meta() {
  return pageMeta({
    title: `Personal data requests | ${site.name}`,
    description: `Find, export or erase everything ${site.name} holds for one e-mail address.`,
    path: "/admin/personal-data",
    noindex: true,
  });
}

export const loader = (args: Route.LoaderArgs) => personalDataPageLoader(args);
export const action = (args: Route.ActionArgs) => personalDataPageAction(args);

function plural(count: number, one: string, many = `${one}s`) {
  return `${count} ${count === 1 ? one : many}`;
}

function erasedSummary(removed: ErasureCounts): string {
  return [
    plural(removed.messages, "message"),
    `${plural(removed.applications, "application")} (${plural(removed.cvs, "CV")})`,
    plural(removed.meetings, "meeting") +
      (removed.meetingReplies ? ` (${plural(removed.meetingReplies, "message")} mailed about them)` : ""),
    plural(removed.outboxMails, "outbox mail"),
  ].join(", ");
}

/** Whether an erasure would remove anything (replies go with their messages). */
function holdsAnything(report: PersonalData): boolean {
  const { messages, applications, meetings, outboxMails } = report;
  return messages.length + applications.length + meetings.length + outboxMails.length > 0;
}

function EraseForm({ report }: { report: PersonalData }) {
  const navigation = useNavigation();
  const erasing = navigation.state === "submitting" && navigation.formData?.get("intent") === "erase";
  const cvs = report.applications.filter((application) => application.cv).length;
  return (
    <Form method="post" className="grid gap-3 rounded-card border-2 border-danger-700 bg-white p-5">
      <h3 className="text-lg font-bold text-navy-900">Erase</h3>
      <p id="erase-warning" className="text-sm wrap-anywhere text-ink">
        This permanently deletes {plural(report.messages.length, "message")},{" "}
        {plural(report.applications.length, "application")} with {plural(cvs, "CV")},{" "}
        {plural(report.meetings.length, "meeting")} and {plural(report.outboxMails.length, "outbox mail")}{" "}
        held for <strong>{report.email}</strong>. It cannot be undone; export first if the person asked for a
        copy.
      </p>
      <input type="hidden" name="intent" value="erase" />
      <input type="hidden" name="email" value={report.email} />
      <label className="flex items-start gap-2 text-sm font-semibold text-ink">
        <input
          type="checkbox"
          name="confirm"
          value="yes"
          required
          aria-describedby="erase-warning"
          className="mt-1"
        />
        I have checked the address and want to erase all of this data.
      </label>
      <div>
        <Button type="submit" disabled={erasing}>
          {erasing ? "Erasing..." : "Erase all data for this address"}
        </Button>
      </div>
    </Form>
  );
}

export default function AdminPersonalData({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  const result = actionData as PersonalDataActionResult | undefined;
  const email = page.kind === "report" ? page.report.email : page.kind === "invalid" ? page.email : "";
  const query = page.kind === "report" ? `email=${encodeURIComponent(page.report.email)}` : "";
  return (
    <div className="min-h-screen bg-surface">
      <AdminHeader title="Personal data requests" viewer={page.viewer}>
        <Link to="/admin" className={buttonClass("light")}>
          Back to the inbox
        </Link>
      </AdminHeader>
      <main id="main" className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
        <p className="max-w-3xl text-sm text-muted">
          When someone asks what we hold about them, or asks us to delete it (India&apos;s DPDP Act 2023, or
          the GDPR for clients abroad), enter their e-mail address. Letter case does not matter.
        </p>
        <Form
          method="get"
          className="flex flex-wrap items-end gap-3"
          role="search"
          aria-label="Personal data"
        >
          <div className="grow">
            <label htmlFor="personal-data-email" className="block text-sm font-semibold text-navy-900">
              E-mail address
            </label>
            <input
              id="personal-data-email"
              name="email"
              type="email"
              required
              defaultValue={email}
              autoComplete="off"
              aria-invalid={page.kind === "invalid" ? true : undefined}
              aria-describedby={page.kind === "invalid" ? "personal-data-email-error" : undefined}
              className="mt-1.5 block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink aria-invalid:border-danger-700"
            />
          </div>
          <Button type="submit">Look up</Button>
        </Form>
        {page.kind === "invalid" ? (
          <p id="personal-data-email-error" className="text-sm font-medium text-danger-700">
            {page.error}
          </p>
        ) : null}
        {result ? (
          result.ok ? (
            <Notice tone="success" autoFocus title="Erased">
              Erased for {result.email}: {erasedSummary(result.removed)}.
            </Notice>
          ) : (
            <Notice tone="error" autoFocus>
              {result.error}
            </Notice>
          )
        ) : null}
        {page.kind === "report" ? (
          <section aria-labelledby="held-heading" className="grid gap-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="held-heading" className="text-xl font-bold wrap-anywhere text-navy-900">
                Held for {page.report.email}
              </h2>
              <div className="flex flex-wrap gap-3">
                {/* Plain links: the browser downloads them, with or without JavaScript. */}
                <a
                  href={`/api/admin/personal-data?${query}&format=zip`}
                  download
                  className={buttonClass("secondary")}
                >
                  Export (ZIP with their files)
                </a>
                <a href={`/api/admin/personal-data?${query}`} download className={buttonClass("ghost")}>
                  Export (JSON)
                </a>
              </div>
            </div>
            <PersonalDataReport report={page.report} />
            {!holdsAnything(page.report) ? (
              <p className="rounded-card border border-line bg-white p-5 text-sm wrap-anywhere text-ink">
                Nothing is held for {page.report.email}, so there is nothing to erase.
              </p>
            ) : page.viewer.role === "owner" ? (
              <EraseForm report={page.report} />
            ) : (
              <p className="text-sm text-muted">Only an owner of the team can erase someone&apos;s data.</p>
            )}
          </section>
        ) : null}
      </main>
    </div>
  );
}
