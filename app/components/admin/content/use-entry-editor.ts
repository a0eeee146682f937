import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { callJsonApi } from "#app/http/json-api-client.ts";
import { useUnsavedChanges } from "#app/components/admin/content/use-unsaved-changes.ts";

type Outcome = { tone: "success" | "error"; text: string };

type EntryEditorOptions<Entry, Fields> = {
  /** The entry as the server holds it; undefined for a new one. */
  entry: (Entry & { id: number }) | undefined;
  /** The form's fields for an entry (or a new one's defaults). */
  fieldsOf: (entry: Entry | undefined) => Fields;
  /** The API's collection, e.g. /api/admin/jobs; an entry is at {api}/{id}. */
  api: string;
  /** The editor's own address for an entry: a new one moves there once saved. */
  editorPath: (id: number) => string;
  /** Where a deleted entry's editor goes, e.g. the list. */
  listPath: string;
  /** The JSON the API takes for these fields. */
  toBody: (fields: Fields) => unknown;
  /** What a successful save says. */
  savedText: string;
};

/**
 * One editor's state for a job or an FAQ: the fields against what the server holds (unsaved changes
 * guarded), save (create, then move to the new entry's address; or change), delete after a
 * confirmation, and the server's words about each field.
 */
export function useEntryEditor<Entry, Fields extends Record<string, unknown>>(
  options: EntryEditorOptions<Entry, Fields>,
) {
  const { entry, fieldsOf, api } = options;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [saved, setSaved] = useState(() => fieldsOf(entry));
  const [fields, setFields] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);
  useUnsavedChanges(JSON.stringify(fields) !== JSON.stringify(saved) && !busy);
  // The server's copy changed (after a save): show what it holds now.
  const [version, setVersion] = useState(entry);
  if (entry !== version) {
    const current = fieldsOf(entry);
    setVersion(entry);
    setSaved(current);
    setFields(current);
  }
  const set =
    <K extends keyof Fields>(key: K) =>
    (value: Fields[K]) =>
      setFields((current) => ({ ...current, [key]: value }));

  async function save() {
    setBusy(true);
    const body = options.toBody(fields);
    const answer = entry
      ? await callJsonApi("PATCH", `${api}/${entry.id}`, body)
      : await callJsonApi<{ id: number }>("POST", api, body);
    setBusy(false);
    if (!answer.ok) {
      setErrors(answer.errors);
      return setOutcome({ tone: "error", text: answer.message });
    }
    setErrors({});
    setSaved(fields);
    setOutcome({ tone: "success", text: options.savedText });
    const created = answer.body as { id?: number } | null;
    if (!entry && created?.id) await navigate(options.editorPath(created.id), { replace: true });
    else await revalidator.revalidate();
  }

  async function remove(question: string) {
    if (!entry || !window.confirm(question)) return;
    const answer = await callJsonApi("DELETE", `${api}/${entry.id}`);
    if (!answer.ok) return setOutcome({ tone: "error", text: answer.message });
    setSaved(fields);
    await navigate(options.listPath, { replace: true });
  }

  return { fields, set, errors, outcome, dismiss: () => setOutcome(undefined), busy, save, remove };
}
