import { useState } from "react";
import { useRevalidator } from "react-router";
import { callJsonApi } from "#app/http/json-api-client.ts";
import { type Weekday, weekdays } from "#app/content/site.ts";
import type { SiteFacts } from "#app/content/site-facts.ts";
import { Notice } from "#app/components/ui/notice.tsx";
import { EditorField } from "#app/components/admin/content/editor-field.tsx";
import { useUnsavedChanges } from "#app/components/admin/content/use-unsaved-changes.ts";

type Field = {
  /** The fact's path in `SiteFacts`, as the API names it in its errors. */
  path: string;
  label: string;
  max: number;
  hint?: string;
  optional?: boolean;
};

const groups: Array<{ legend: string; fields: Field[] }> = [
  {
    legend: "Reaching us",
    fields: [
      { path: "phone", label: "Phone", max: 30, hint: "As it should be printed, like +91 98390 12345." },
      {
        path: "whatsapp",
        label: "WhatsApp number",
        max: 30,
        hint: "The chat button opens a chat with it; start with + and the country code.",
      },
      { path: "email", label: "E-mail", max: 254 },
    ],
  },
  {
    legend: "Office address",
    fields: [
      { path: "address.street", label: "Street", max: 200 },
      { path: "address.locality", label: "City", max: 100 },
      { path: "address.region", label: "State", max: 100 },
      { path: "address.postalCode", label: "PIN code", max: 20 },
      { path: "address.country", label: "Country", max: 60 },
    ],
  },
  {
    legend: "Office hours",
    fields: [
      {
        path: "officeHours.opens",
        label: "Opens at",
        max: 5,
        hint: "On the office's clock (India Standard Time), 24-hour, like 09:00.",
      },
      {
        path: "officeHours.closes",
        label: "Closes at",
        max: 5,
        hint: "The booking calendar shows these hours as open on the chosen days.",
      },
    ],
  },
  {
    legend: "Map",
    fields: [
      { path: "map.linkUrl", label: "Map link", max: 500, hint: "Opens the office in Google Maps." },
      {
        path: "map.embedUrl",
        label: "Map embed address",
        max: 2000,
        hint: 'From Google Maps: Share, Embed a map, the address inside src="..." (https://www.google.com/maps/embed?...).',
      },
    ],
  },
  {
    legend: "Social profiles",
    fields: [
      { path: "social.facebook", label: "Facebook", max: 300, optional: true },
      { path: "social.instagram", label: "Instagram", max: 300, optional: true },
      { path: "social.twitter", label: "X (Twitter)", max: 300, optional: true },
      { path: "social.linkedin", label: "LinkedIn", max: 300, optional: true },
    ],
  },
];

type Flat = Record<string, string>;

// The open days travel in the form as one comma-separated value, so every field is a string.
const DAYS_PATH = "officeHours.days";

function flatten(facts: SiteFacts): Flat {
  const flat: Flat = {};
  for (const [key, value] of Object.entries(facts)) {
    if (typeof value === "string") flat[key] = value;
    else
      for (const [inner, text] of Object.entries(value))
        flat[`${key}.${inner}`] = Array.isArray(text) ? text.join(",") : String(text);
  }
  return flat;
}

function nest(flat: Flat): Record<string, unknown> {
  const facts: Record<string, Record<string, unknown> | string> = {};
  for (const [path, value] of Object.entries(flat)) {
    const [key, inner] = path.split(".") as [string, string | undefined];
    const typed = path === DAYS_PATH ? value.split(",").filter(Boolean) : value;
    if (inner) facts[key] = { ...(facts[key] as Record<string, unknown> | undefined), [inner]: typed };
    else facts[key] = value;
  }
  return facts;
}

/** The days the office opens, as checkboxes in week order (Monday first, as a week reads in India). */
function OpenDays({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const chosen = new Set(value.split(",").filter(Boolean));
  const week = [...weekdays.slice(1), weekdays[0]];
  const toggle = (day: Weekday, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(day);
    else next.delete(day);
    onChange(weekdays.filter((each) => next.has(each)).join(","));
  };
  return (
    <fieldset aria-describedby={error ? "open-days-error" : undefined}>
      <legend className="text-sm font-semibold text-navy-900">Open on</legend>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
        {week.map((day) => (
          <label key={day} className="inline-flex min-h-11 items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              checked={chosen.has(day)}
              onChange={(event) => toggle(day, event.target.checked)}
              className="size-5"
            />
            {day}
          </label>
        ))}
      </div>
      {error ? (
        <p id="open-days-error" className="mt-1 text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The agency's contact facts: one form, saved as one set, shown on every public page within seconds. */
export function SiteFactsEditor({ facts }: { facts: SiteFacts }) {
  const revalidator = useRevalidator();
  const [saved, setSaved] = useState(() => flatten(facts));
  const [fields, setFields] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string }>();
  const [busy, setBusy] = useState(false);
  const dirty = JSON.stringify(fields) !== JSON.stringify(saved);
  useUnsavedChanges(dirty && !busy);

  async function save() {
    setBusy(true);
    const answer = await callJsonApi<SiteFacts>("PUT", "/api/admin/site-facts", nest(fields));
    setBusy(false);
    if (!answer.ok) {
      setErrors(answer.errors);
      return setOutcome({ tone: "error", text: answer.message });
    }
    const next = flatten(answer.body);
    setErrors({});
    setSaved(next);
    setFields(next);
    setOutcome({ tone: "success", text: "Saved: every page shows the new facts within seconds." });
    await revalidator.revalidate();
  }

  return (
    <form
      className="grid gap-6"
      aria-label="Site facts"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {outcome ? (
        <Notice tone={outcome.tone} autoFocus onDismiss={() => setOutcome(undefined)}>
          {outcome.text}
        </Notice>
      ) : null}
      {groups.map((group) => (
        <fieldset key={group.legend} className="grid gap-4 rounded-md border border-line bg-white p-4">
          <legend className="px-1 text-sm font-semibold text-navy-900">{group.legend}</legend>
          {group.legend === "Office hours" ? (
            <OpenDays
              value={fields[DAYS_PATH] ?? ""}
              onChange={(value) => setFields((current) => ({ ...current, [DAYS_PATH]: value }))}
              error={errors[DAYS_PATH]}
            />
          ) : null}
          {group.fields.map((field) => (
            <EditorField
              key={field.path}
              name={field.path}
              label={field.label}
              hint={field.hint}
              value={fields[field.path] ?? ""}
              onChange={(value) => setFields((current) => ({ ...current, [field.path]: value }))}
              maxLength={field.max}
              required={!field.optional}
              error={errors[field.path]}
            />
          ))}
        </fieldset>
      ))}
      <div>
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-11 items-center rounded-md bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {busy ? "Saving..." : "Save facts"}
        </button>
      </div>
    </form>
  );
}
