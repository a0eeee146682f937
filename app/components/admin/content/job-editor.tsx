import type { JobEditorData } from "#app/publishing/content-admin-page.server.ts";
import { EntryForm } from "#app/components/admin/content/entry-form.tsx";
import { EditorField } from "#app/components/admin/content/editor-field.tsx";
import { EditorCheckbox, EditorSelect } from "#app/components/admin/content/editor-select.tsx";
import { MarkdownEditor } from "#app/components/admin/content/markdown-editor.tsx";
import { useEntryEditor } from "#app/components/admin/content/use-entry-editor.ts";
import { jobTextClass } from "#app/components/career/job-text.ts";
import { type SalaryPeriod, salaryWords } from "#app/lib/salary-range.ts";

/** The API's body: the figures as numbers, an empty one as null (no figure). */
function toBody(fields: JobFields) {
  const figure = (value: string) => (value.trim() === "" ? null : Number(value));
  return {
    ...fields,
    salaryMin: figure(fields.salaryMin),
    salaryMax: figure(fields.salaryMax),
    salaryPeriod: fields.salaryPeriod || null,
    order: Number(fields.order),
  };
}

type JobFields = {
  title: string;
  location: string;
  type: string;
  description: string;
  salary: string;
  salaryMin: string;
  salaryMax: string;
  salaryPeriod: "" | SalaryPeriod;
  open: boolean;
  order: string;
};

function fieldsOf(job: JobEditorData["job"]): JobFields {
  return {
    title: job?.title ?? "",
    location: job?.location ?? "",
    type: job?.type ?? "Full Time",
    description: job?.description ?? "",
    salary: job?.salary ?? "",
    salaryMin: job?.salaryMin == null ? "" : String(job.salaryMin),
    salaryMax: job?.salaryMax == null ? "" : String(job.salaryMax),
    salaryPeriod: job?.salaryPeriod ?? "",
    open: job?.open ?? true,
    order: String(job?.order ?? 0),
  };
}

/** A job opening's editor: what the careers page, its JSON-LD and the apply form show. */
export function JobEditor({ data }: { data: JobEditorData }) {
  const { job } = data;
  const { fields, set, errors, outcome, dismiss, busy, save, remove } = useEntryEditor({
    entry: job,
    fieldsOf,
    api: "/api/admin/jobs",
    editorPath: (id) => `/admin/content/jobs/${id}`,
    listPath: "/admin/content?tab=jobs",
    toBody,
    savedText: "Saved: the careers page shows it within seconds.",
  });

  return (
    <EntryForm
      label={job ? `Edit ${job.title}` : "New job"}
      outcome={outcome}
      onDismiss={dismiss}
      busy={busy}
      onSave={save}
      deleteLabel={job ? "Delete this job" : undefined}
      onDelete={() =>
        remove(job ? `Delete the job "${job.title}"? Applications already received keep its title.` : "")
      }
    >
      <EditorField
        name="title"
        label="Title"
        value={fields.title}
        onChange={set("title")}
        maxLength={120}
        required
        error={errors.title}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <EditorField
          name="type"
          label="Type"
          hint="For example Full Time, Part Time or Internship / Full Time."
          value={fields.type}
          onChange={set("type")}
          maxLength={60}
          required
          error={errors.type}
        />
        <EditorField
          name="location"
          label="Location"
          hint="For example Remote, or Remote / Lucknow."
          value={fields.location}
          onChange={set("location")}
          maxLength={120}
          required
          error={errors.location}
        />
        <EditorField
          name="order"
          type="number"
          label="Order"
          hint="Lower numbers come first on the careers page."
          value={fields.order}
          onChange={set("order")}
          maxLength={6}
          required
          error={errors.order}
        />
      </div>
      <SalaryFields fields={fields} set={set} errors={errors} />
      <MarkdownEditor
        name="description"
        label="Description"
        value={fields.description}
        onChange={set("description")}
        maxLength={20_000}
        rows={12}
        error={errors.description}
        hint="Markdown: the role, what you will do, what we look for, what we offer."
        previewTitle={fields.title || "New job"}
        previewClass={jobTextClass}
      />
      <EditorCheckbox
        name="open"
        label="Open: shown on the careers page and taking applications"
        checked={fields.open}
        onChange={set("open")}
      />
    </EntryForm>
  );
}

type SalaryFieldsProps = {
  fields: JobFields;
  set: <K extends keyof JobFields>(key: K) => (value: JobFields[K]) => void;
  errors: Record<string, string | undefined>;
};

/** The pay in figures (Google shows them in its job search) and a note, with the words the page will show. */
function SalaryFields({ fields, set, errors }: SalaryFieldsProps) {
  const figure = (value: string) =>
    value.trim() === "" || !Number.isFinite(Number(value)) ? null : Number(value);
  const words = salaryWords({
    min: figure(fields.salaryMin),
    max: figure(fields.salaryMax),
    period: fields.salaryPeriod || null,
  });
  return (
    <fieldset className="grid gap-5 rounded-md border border-line p-4 sm:grid-cols-3">
      <legend className="px-1 text-sm font-semibold text-navy-900">Salary</legend>
      <EditorField
        name="salaryMin"
        type="number"
        label="From (₹)"
        hint="Whole rupees, for example 25000."
        value={fields.salaryMin}
        onChange={set("salaryMin")}
        maxLength={9}
        error={errors.salaryMin}
      />
      <EditorField
        name="salaryMax"
        type="number"
        label="To (₹)"
        hint="The same as From for one figure."
        value={fields.salaryMax}
        onChange={set("salaryMax")}
        maxLength={9}
        error={errors.salaryMax}
      />
      <EditorSelect
        name="salaryPeriod"
        label="Paid per"
        hint="Needed with figures."
        value={fields.salaryPeriod}
        onChange={(value) => set("salaryPeriod")(value === "month" || value === "year" ? value : "")}
        options={[
          { value: "", label: "No figures" },
          { value: "month", label: "Month" },
          { value: "year", label: "Year" },
        ]}
        error={errors.salaryPeriod}
      />
      <div className="sm:col-span-3">
        <EditorField
          name="salary"
          label="Salary note"
          hint="Shown in brackets after the figures, for example: plus incentives."
          value={fields.salary}
          onChange={set("salary")}
          maxLength={120}
          error={errors.salary}
        />
        <p className="mt-2 text-sm text-muted" aria-live="polite">
          {words ? `The job's page says: ${words}.` : "No figures: the job's page shows the note alone."}
        </p>
      </div>
    </fieldset>
  );
}
