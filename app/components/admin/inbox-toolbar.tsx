import { useEffect, useRef } from "react";
import { Form, useSubmit } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";

type InboxToolbarProps = {
  tab: "messages" | "applications";
  q: string;
  unread: boolean;
  /** The CSV export of the same filter, e.g. /api/contact/export.csv. */
  exportPath: string;
};

const SEARCH_DELAY_MS = 300;

/**
 * Search (name or e-mail, filtered on the server) and the unread-only switch, as a GET form so the
 * filter lives in the URL (?q=&unread=) and works without JavaScript; with it, typing searches by
 * itself after a short pause. Also the CSV export of exactly this filter.
 */
export function InboxToolbar({ tab, q, unread, exportPath }: InboxToolbarProps) {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Back/forward changes ?q= under the field: show it, unless the admin is typing there.
  useEffect(() => {
    const input = searchRef.current;
    if (input && document.activeElement !== input) input.value = q;
  }, [q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submitNow = () => {
    clearTimeout(timer.current);
    if (formRef.current) void submit(formRef.current, { replace: true });
  };
  const submitSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(submitNow, SEARCH_DELAY_MS);
  };

  const exportParams = new URLSearchParams();
  if (q) exportParams.set("q", q);
  if (unread) exportParams.set("unread", "true");
  const exportHref = `${exportPath}${exportParams.size ? `?${exportParams}` : ""}`;

  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <Form ref={formRef} method="get" role="search" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="tab" value={tab} />
        <div className="grid gap-1">
          <label htmlFor="inbox-search" className="text-sm font-semibold text-ink">
            Search by name or e-mail
          </label>
          <input
            ref={searchRef}
            id="inbox-search"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={200}
            placeholder="Search name/email"
            onChange={submitSoon}
            className="w-72 max-w-full rounded-md border border-line px-3 py-2 text-sm text-ink placeholder:text-muted"
          />
        </div>
        <label className="flex items-center gap-2 py-2 text-sm font-semibold text-ink">
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
        <button type="submit" className={buttonClass("secondary")}>
          Search
        </button>
      </Form>
      <a href={exportHref} download className={buttonClass("primary")}>
        Export CSV
      </a>
    </div>
  );
}
