import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import type { BookedMeetingJson } from "#app/meetings/meeting-json.ts";
import { DEFAULT_MEETING_TITLE, meetingLimits } from "#app/meetings/meeting-limits.ts";
import { meetingsClient } from "#app/meetings/meetings-client.ts";
import { fromLocalInputValue, toLocalInputValue } from "#app/lib/local-datetime.ts";

export type MeetingDraft = { start: Date; end: Date };
export type Person = { name: string; email: string };

type MeetingDialogProps = {
  /** The prefilled time; the dialog is open while there is one. */
  draft: MeetingDraft | null;
  /** Name and e-mail from the visitor's last booking, so they need not type them twice. */
  person: Person;
  zoneName: string;
  onClose: () => void;
  onSaved: (meeting: BookedMeetingJson) => void;
};

/**
 * 'Add New Meeting': a native modal dialog (focus kept inside, Escape closes, focus returns to what
 * opened it). Cancel, Escape or a click outside closes it and keeps nothing of what was typed.
 */
export function MeetingDialog({ draft, person, zoneName, onClose, onSaved }: MeetingDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (draft && !dialog.open) dialog.showModal();
    if (!draft && dialog.open) dialog.close();
  }, [draft]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its box.
        const box = event.currentTarget.getBoundingClientRect();
        const inside =
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom;
        if (event.target === event.currentTarget && !inside) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-card bg-white p-0 text-ink shadow-card backdrop:bg-navy-950/60"
    >
      {draft ? (
        <MeetingForm
          // A new draft starts a new form: nothing typed before survives a close.
          key={`${draft.start.getTime()}-${draft.end.getTime()}`}
          draft={draft}
          person={person}
          zoneName={zoneName}
          headingId={headingId}
          onClose={onClose}
          onSaved={onSaved}
        />
      ) : null}
    </dialog>
  );
}

// The rules that check a booking before it is sent are built on Zod, most of the calendar's own code
// (23 of 30 KB gzip): they load once the dialog opens, while the visitor types, not with the calendar.
const loadMeetingRules = () => import("#app/meetings/meeting-rules.ts");

type FormProps = Omit<MeetingDialogProps, "draft"> & { draft: MeetingDraft; headingId: string };
type Field = "title" | "start" | "end" | "description" | "name" | "email" | "phone";
const fieldOrder: Field[] = ["title", "start", "end", "description", "name", "email", "phone"];

function MeetingForm({ draft, person, zoneName, headingId, onClose, onSaved }: FormProps) {
  const [values, setValues] = useState<Record<Field, string>>({
    title: "",
    start: toLocalInputValue(draft.start),
    end: toLocalInputValue(draft.end),
    description: "",
    name: person.name,
    email: person.email,
    phone: "",
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState("");
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  useEffect(() => void loadMeetingRules().catch(() => {}), []);

  // A field's error goes once the visitor edits it; Save checks everything again.
  const set = (field: Field) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) =>
      field === "start"
        ? { ...current, start: value, end: endAfterMove(current, value) }
        : { ...current, [field]: value },
    );
    setErrors(({ [field]: _edited, ...others }) => others);
  };

  function showErrors(found: Record<string, string>) {
    setErrors(found);
    const first = fieldOrder.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError("");
    const body = {
      title: values.title,
      description: values.description,
      name: values.name,
      email: values.email,
      phone: values.phone,
      start: fromLocalInputValue(values.start)?.toISOString() ?? "",
      end: fromLocalInputValue(values.end)?.toISOString() ?? "",
    };
    // Should the rules fail to load, the server, which checks every booking anyway, answers instead.
    const rules = await loadMeetingRules().catch(() => null);
    const check = rules?.checkMeetingInput(body, new Date());
    if (check && !check.ok) return showErrors(check.errors);
    setErrors({});
    setSaving(true);
    const result = await meetingsClient.create(body);
    setSaving(false);
    if (result.ok) return onSaved(result.body);
    if (Object.keys(result.errors).length) showErrors(result.errors);
    setFormError(result.message);
  }

  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: set(field),
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby":
      [errors[field] ? `${id}-${field}-error` : "", field === "start" || field === "end" ? `${id}-zone` : ""]
        .filter(Boolean)
        .join(" ") || undefined,
    className: `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-sm text-ink ${errors[field] ? "border-danger-700" : "border-line"}`,
  });
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} role="alert" className="mt-1 text-sm text-danger-700">
        {errors[field]}
      </p>
    ) : null;
  const label = "block text-sm font-semibold text-navy-900";

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4 p-6">
      <h2 id={headingId} className="font-display text-xl font-extrabold text-navy-900">
        Add New Meeting
      </h2>
      {formError ? (
        <div
          role="alert"
          className="rounded-lg border-l-4 border-danger-700 bg-danger-50 p-3 text-sm text-danger-700"
        >
          {formError}
        </div>
      ) : null}
      <div>
        <label htmlFor={`${id}-title`} className={label}>
          Title
        </label>
        <input type="text" placeholder={DEFAULT_MEETING_TITLE} autoComplete="off" {...fieldProps("title")} />
        {fieldError("title")}
      </div>
      {/* One above the other at every width: side by side, the medium-width dialog cuts a
          datetime-local value ("09:00 A") in the visitor's locale. */}
      <div className="grid gap-4">
        <div>
          <label htmlFor={`${id}-start`} className={label}>
            Start
          </label>
          <input type="datetime-local" required {...fieldProps("start")} />
          {fieldError("start")}
        </div>
        <div>
          <label htmlFor={`${id}-end`} className={label}>
            End
          </label>
          <input type="datetime-local" required {...fieldProps("end")} />
          {fieldError("end")}
        </div>
      </div>
      <p id={`${id}-zone`} className="-mt-2 text-xs text-muted">
        Times are in your time zone ({zoneName}). A call can last from {meetingLimits.minMinutes} minutes to{" "}
        {meetingLimits.maxMinutes / 60} hours.
      </p>
      <div>
        <label htmlFor={`${id}-description`} className={label}>
          Description <span className="font-normal text-muted">(optional)</span>
        </label>
        <textarea
          rows={3}
          placeholder="Your business, and what you would like help with"
          {...fieldProps("description")}
        />
        {fieldError("description")}
      </div>
      <div>
        <label htmlFor={`${id}-name`} className={label}>
          Your name
        </label>
        <input type="text" required autoComplete="name" {...fieldProps("name")} />
        {fieldError("name")}
      </div>
      <div>
        <label htmlFor={`${id}-email`} className={label}>
          Your e-mail
        </label>
        <input type="email" required autoComplete="email" {...fieldProps("email")} />
        {fieldError("email")}
      </div>
      <div>
        <label htmlFor={`${id}-phone`} className={label}>
          Your phone <span className="font-normal text-muted">(optional)</span>
        </label>
        <input type="tel" autoComplete="tel" {...fieldProps("phone")} />
        {fieldError("phone")}
      </div>
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : "Save"}
        </Button>
      </div>
    </form>
  );
}

/** The end a new start brings: the call keeps its length. Left as it was while either value is unreadable. */
function endAfterMove(current: { start: string; end: string }, nextStart: string): string {
  const start = fromLocalInputValue(current.start);
  const end = fromLocalInputValue(current.end);
  const moved = fromLocalInputValue(nextStart);
  if (!start || !end || !moved || end <= start) return current.end;
  return toLocalInputValue(new Date(moved.getTime() + end.getTime() - start.getTime()));
}
