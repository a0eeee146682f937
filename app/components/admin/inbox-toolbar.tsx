import { type FormEvent, useEffect, useRef } from "react";
import { Form, Link, useSubmit } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import type { JobChoice, TeamPerson } from "#app/leads/admin-page.server.ts";
import type { LeadFilterQuery } from "#app/inbox/inbox-filters.ts";
import { LeadFilterFields, type LeadFilterValues } from "#app/components/admin/leads/lead-filter-fields.tsx";

type InboxToolbarProps = {
  tab: "messages" | "applications";
  q: string;
  unread: boolean;
  /** The lead filters as the URL gave them (status, assignee, service or job, from, to). */
  leads: LeadFilterQuery;
  people: TeamPerson[];
  /** Every job, open or closed, for the applications' job filter. */
  jobs: JobChoice[];
  /** The CSV export of the same filter, e.g. /api/contact/export.csv. */
  exportPath: string;
};

const SEARCH_DELAY_MS = 300;

function filterValues(leads: LeadFilterQuery): LeadFilterValues {
  return {
    assignee: leads.assignee === undefined ? "" : String(leads.assignee),
    service: leads.service ?? "",
    job: leads.job === undefined ? "" : String(leads.job),
    channel: leads.channel ?? "",
    from: leads.from ?? "",
    to: leads.to ?? "",
  };
}

/** The form's fields without the empty ones, so the URL says only what filters. */
function filledParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && value !== "") params.set(name, value);
  }
  return params;
}

/**
 * Search (name or e-mail), the unread-only switch and the lead filters, as a GET form so the filter
 * lives in the URL and works without JavaScript; with it, typing searches by itself after a short
 * pause. The status is chosen by the links above (kept here in a hidden field). Also the CSV export
 * of exactly this filter. The lead filters fold under 'More filters' on a phone.
 */
export function InboxToolbar({ tab, q, unread, leads, people, jobs, exportPath }: InboxToolbarProps) {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const values = filterValues(leads);
  const active = Object.values(values).filter(Boolean).length;

  // Back/forward changes the URL under the fields: show it without redrawing the form (focus
  // stays put), and leave the search box alone while the admin is typing there.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const fields: Record<string, string> = { q, ...values };
    for (const [name, value] of Object.entries(fields)) {
      const field = form.elements.namedItem(name);
      if (field === document.activeElement && name === "q") continue;
      if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) field.value = value;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the values are derived from these props
  }, [q, leads]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submitNow = () => {
    clearTimeout(timer.current);
    if (formRef.current) void submit(filledParams(formRef.current), { method: "get", replace: true });
  };
  const submitSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(submitNow, SEARCH_DELAY_MS);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitNow();
  };

  const exportParams = new URLSearchParams();
  if (q) exportParams.set("q", q);
  if (unread) exportParams.set("unread", "true");
  if (leads.status) exportParams.set("status", leads.status);
  for (const [name, value] of Object.entries(values)) if (value) exportParams.set(name, value);
  const exportHref = `${exportPath}${exportParams.size ? `?${exportParams}` : ""}`;

  return (
    <div className="grid gap-4">
      <Form
        ref={formRef}
        method="get"
        role="search"
        aria-label={`Filter the ${tab}`}
        onSubmit={onSubmit}
        className="grid items-end gap-4 rounded-card border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <input type="hidden" name="tab" value={tab} />
        {leads.status ? <input type="hidden" name="status" value={leads.status} /> : null}
        <div className="sm:col-span-2">
          <label htmlFor="inbox-search" className="block text-sm font-semibold text-ink">
            Search by name, e-mail, phone or message
          </label>
          <input
            id="inbox-search"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={200}
            placeholder="Search name/email"
            onChange={submitSoon}
            className="mt-1 block w-full rounded-md border border-line px-3 py-2 text-sm text-ink placeholder:text-muted"
          />
        </div>
        <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-ink sm:col-span-2">
          <input
            type="checkbox"
            name="unread"
            value="true"
            defaultChecked={unread}
            onChange={submitNow}
            className="size-4"
          />
          Unread only
        </label>
        {/* Folded on a phone, so the page starts with the leads; from `sm` up the content shows
            whether or not the details are open, and the summary goes (CSS alone, so without JavaScript too). */}
        <details className="sm:col-span-2 lg:col-span-4 sm:details-content:[content-visibility:visible]">
          <summary className="sm:hidden flex min-h-11 cursor-pointer items-center font-semibold text-brand-700">
            More filters{active ? ` (${active} on)` : ""}
          </summary>
          <div className="mt-3 grid items-end sm:mt-0 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <LeadFilterFields kind={tab} values={values} people={people} jobs={jobs} />
          </div>
        </details>
        <div className="flex flex-wrap items-center gap-2 sm:col-span-2 lg:col-span-4">
          <button type="submit" className={buttonClass("secondary")}>
            Apply filters
          </button>
          <Link to={`?tab=${tab}`} className={buttonClass("ghost")}>
            Clear filters
          </Link>
          <a href={exportHref} download className={buttonClass("primary", "md", "ml-auto")}>
            Export CSV
          </a>
        </div>
      </Form>
    </div>
  );
}
