import { site } from "#app/content/site.ts";
import { type FormEvent, useEffect, useRef } from "react";
import { Form, Link, useSubmit } from "react-router";
import { auditActionGroups } from "#app/audit/audit-actions.ts";
import type { AuditFormValues, AuditPerson } from "#app/team/audit-page.server.ts";
import { buttonClass } from "#app/components/ui/button.tsx";

const fieldClass = "mt-1 block w-full rounded-md border border-line bg-white px-3 py-2 text-sm text-ink";
const labelClass = "block text-sm font-semibold text-ink";
const groups = auditActionGroups();

/**
 * The log's filters (person, action, a range of the agency's days) as a GET form, so they live in the URL and
 * work without JavaScript; with it, empty fields are left out of the URL. A new search starts at page 1.
 */
export function AuditFilters({ values, people }: { values: AuditFormValues; people: AuditPerson[] }) {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  // The fields follow the URL (back, forward, Clear) without redrawing the form, so the keyboard's
  // focus stays where it was.
  useEffect(() => {
    for (const [name, value] of Object.entries(values)) {
      const field = formRef.current?.elements.namedItem(name);
      if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) field.value = value;
    }
  }, [values]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value !== "") params.set(name, value);
    }
    void submit(params, { method: "get" });
  };
  return (
    <Form
      ref={formRef}
      method="get"
      role="search"
      aria-label="Filter the audit log"
      onSubmit={onSubmit}
      className="grid items-end gap-4 rounded-card border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1.3fr_1.3fr_1fr_1fr_auto]"
    >
      <div>
        <label htmlFor="audit-actor" className={labelClass}>
          Person
        </label>
        <select id="audit-actor" name="actor" defaultValue={values.actor} className={fieldClass}>
          <option value="">Anyone</option>
          {people.map((person) => (
            <option key={person.id} value={String(person.id)}>
              {person.name} ({person.email}){person.disabled ? ", disabled" : ""}
            </option>
          ))}
          <option value="none">No known person (such as a failed sign-in)</option>
        </select>
      </div>
      <div>
        <label htmlFor="audit-action" className={labelClass}>
          Action
        </label>
        <select id="audit-action" name="action" defaultValue={values.action} className={fieldClass}>
          <option value="">Any action</option>
          {groups.map(({ group, actions }) => (
            <optgroup key={group} label={group}>
              {actions.map(({ action, label }) => (
                <option key={action} value={action}>
                  {label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="audit-from" className={labelClass}>
          From ({site.timeZone.abbreviation} day)
        </label>
        <input id="audit-from" type="date" name="from" defaultValue={values.from} className={fieldClass} />
      </div>
      <div>
        <label htmlFor="audit-to" className={labelClass}>
          To ({site.timeZone.abbreviation} day)
        </label>
        <input id="audit-to" type="date" name="to" defaultValue={values.to} className={fieldClass} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" className={buttonClass("primary")}>
          Filter
        </button>
        <Link to="/admin/audit" className={buttonClass("ghost")}>
          Clear
        </Link>
      </div>
    </Form>
  );
}
