import type { FaqEditorData } from "#app/publishing/content-admin-page.server.ts";
import { FAQ_GROUPS } from "#app/publishing/faq-groups.ts";
import { EntryForm } from "#app/components/admin/content/entry-form.tsx";
import { EditorField } from "#app/components/admin/content/editor-field.tsx";
import { EditorCheckbox, EditorSelect } from "#app/components/admin/content/editor-select.tsx";
import { MarkdownEditor } from "#app/components/admin/content/markdown-editor.tsx";
import { useEntryEditor } from "#app/components/admin/content/use-entry-editor.ts";

type FaqFields = { question: string; answer: string; group: string; order: string; home: boolean };

function fieldsOf(faq: FaqEditorData["faq"]): FaqFields {
  return {
    question: faq?.question ?? "",
    answer: faq?.answer ?? "",
    group: faq?.group ?? "general",
    order: String(faq?.order ?? 0),
    home: faq?.home ?? false,
  };
}

/** A frequently asked question's editor: the FAQs page, the home page's block and the FAQPage JSON-LD. */
export function FaqEditor({ data }: { data: FaqEditorData }) {
  const { faq } = data;
  const { fields, set, errors, outcome, dismiss, busy, save, remove } = useEntryEditor({
    entry: faq,
    fieldsOf,
    api: "/api/admin/faqs",
    editorPath: (id) => `/admin/content/faqs/${id}`,
    listPath: "/admin/content?tab=faqs",
    toBody: (fields: FaqFields) => ({ ...fields, order: Number(fields.order) }),
    savedText: "Saved: the FAQs show it within seconds.",
  });

  return (
    <EntryForm
      label={faq ? "Edit question" : "New question"}
      outcome={outcome}
      onDismiss={dismiss}
      busy={busy}
      onSave={save}
      deleteLabel={faq ? "Delete this question" : undefined}
      onDelete={() => remove(faq ? `Delete the question "${faq.question}"?` : "")}
    >
      <EditorField
        name="question"
        label="Question"
        value={fields.question}
        onChange={set("question")}
        maxLength={300}
        required
        error={errors.question}
      />
      <MarkdownEditor
        name="answer"
        label="Answer"
        value={fields.answer}
        onChange={set("answer")}
        maxLength={5_000}
        rows={8}
        error={errors.answer}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <EditorSelect
          name="group"
          label="Group"
          value={fields.group}
          onChange={set("group")}
          options={FAQ_GROUPS.map((group) => ({ value: group, label: group }))}
          error={errors.group}
        />
        <EditorField
          name="order"
          type="number"
          label="Order"
          hint="Lower numbers come first."
          value={fields.order}
          onChange={set("order")}
          maxLength={6}
          required
          error={errors.order}
        />
      </div>
      <EditorCheckbox
        name="home"
        label="Also show on the home page"
        checked={fields.home}
        onChange={set("home")}
      />
    </EntryForm>
  );
}
