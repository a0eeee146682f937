import type { JobEditorData } from "#app/publishing/content-admin-page.server.ts";
import { EntryForm } from "#app/components/admin/content/entry-form.tsx";
import { EditorField } from "#app/components/admin/content/editor-field.tsx";
import { MarkdownEditor } from "#app/components/admin/content/markdown-editor.tsx";
import { useEntryEditor } from "#app/components/admin/content/use-entry-editor.ts";
import { jobTextClass } from "#app/components/career/job-text.ts";

type JobFields = {
  title: string;
  location: string;
  type: string;
  description: string;
  salary: string;
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
    toBody: (fields: JobFields) => ({ ...fields, order: Number(fields.order) }),
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
          name="salary"
          label="Salary range"
          hint="For example ₹4-6 lakh a year."
          value={fields.salary}
          onChange={set("salary")}
          maxLength={120}
          error={errors.salary}
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
      <div className="flex items-center gap-2">
        <input
          id="job-open"
          type="checkbox"
          checked={fields.open}
          onChange={(event) => set("open")(event.target.checked)}
          className="size-5"
        />
        <label htmlFor="job-open" className="text-sm font-semibold text-navy-900">
          Open: shown on the careers page and taking applications
        </label>
      </div>
    </EntryForm>
  );
}
