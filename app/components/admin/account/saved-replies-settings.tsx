import { Form, useNavigation } from "react-router";
import type { SavedReplyJson } from "#app/team/saved-replies.server.ts";
import { LabelledField } from "#app/components/admin/account/labelled-field.tsx";
import { FieldFrame } from "#app/components/admin/field-frame.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { AccountActionResult } from "#app/team/account-page.server.ts";

const NAME_MAX = 80;
const BODY_MAX = 20_000;

type FormProps = {
  /** The form's id prefix, so each saved reply's fields have labels of their own. */
  id: string;
  intent: "saved-reply-create" | "saved-reply-update";
  savedReplyId?: number;
  values: { name: string; body: string };
  errors?: Record<string, string>;
  submit: string;
  /** The id of the heading that names the form (it is a landmark a screen reader can jump to). */
  labelledBy: string;
};

/** A saved reply's name and text, to add one or to change one; a plain POST with or without JavaScript. */
function SavedReplyForm({ id, intent, savedReplyId, values, errors, submit, labelledBy }: FormProps) {
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("savedReplyId") === (savedReplyId === undefined ? null : String(savedReplyId));
  const bodyError = errors?.body;
  return (
    <Form method="post" aria-labelledby={labelledBy} className="grid max-w-2xl gap-4">
      <input type="hidden" name="intent" value={intent} />
      {savedReplyId === undefined ? null : <input type="hidden" name="savedReplyId" value={savedReplyId} />}
      <LabelledField
        id={`${id}-name`}
        name="name"
        label="Saved reply name"
        hint="What you pick it by in a lead's reply box, for example First answer or Price list."
        autoComplete="off"
        maxLength={NAME_MAX}
        defaultValue={values.name}
        error={errors?.name}
        focusOnError
      />
      <FieldFrame id={`${id}-body`} label="Saved reply text" error={bodyError} look="grid">
        {(control) => (
          <textarea
            {...control}
            name="body"
            required
            maxLength={BODY_MAX}
            defaultValue={values.body}
            autoFocus={bodyError && !errors?.name ? true : undefined}
            className={`${control.className} min-h-40`}
          />
        )}
      </FieldFrame>
      <div>
        <Button type="submit" disabled={sending}>
          {sending ? "Saving..." : submit}
        </Button>
      </div>
    </Form>
  );
}

/**
 * The account page's saved replies: the person's own short texts to insert from a lead's reply box.
 * Each can be changed or deleted; a refused form keeps what was typed and names the field.
 */
export function SavedRepliesSettings({
  savedReplies,
  max,
  result,
}: {
  savedReplies: SavedReplyJson[];
  max: number;
  result?: AccountActionResult;
}) {
  const refused = result && !result.ok ? result : undefined;
  const refusedCreate = refused?.intent === "saved-reply-create" ? refused : undefined;
  return (
    <div className="grid gap-6">
      <p className="max-w-prose text-sm text-ink">
        Answers you write often, kept for you alone: insert one from the reply box on any message or
        application, then make it personal before sending. You can keep up to {max}.
      </p>
      {savedReplies.length ? (
        <ul className="grid gap-3" aria-label="Your saved replies">
          {savedReplies.map((saved) => {
            const own = refused?.intent === "saved-reply-update" && refused.savedReplyId === saved.id;
            return (
              <li key={saved.id} className="grid gap-3 rounded-card border border-line bg-white p-4">
                <h3 id={`saved-reply-${saved.id}-heading`} className="font-semibold text-navy-900">
                  {saved.name}
                </h3>
                <p className="line-clamp-3 text-sm whitespace-pre-line text-ink">{saved.body}</p>
                <details open={own || undefined}>
                  <summary className="cursor-pointer text-sm font-semibold text-brand-700">
                    Edit<span className="sr-only"> saved reply {saved.name}</span>
                  </summary>
                  <div className="mt-4 grid gap-4">
                    <SavedReplyForm
                      id={`saved-reply-${saved.id}`}
                      intent="saved-reply-update"
                      savedReplyId={saved.id}
                      values={own && refused.values ? refused.values : saved}
                      errors={own ? refused.errors : undefined}
                      submit="Save changes"
                      labelledBy={`saved-reply-${saved.id}-heading`}
                    />
                    <Form method="post">
                      <input type="hidden" name="intent" value="saved-reply-delete" />
                      <input type="hidden" name="savedReplyId" value={saved.id} />
                      <Button type="submit" variant="secondary">
                        Delete<span className="sr-only"> saved reply {saved.name}</span>
                      </Button>
                    </Form>
                  </div>
                </details>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-muted">You have no saved replies yet.</p>
      )}
      {savedReplies.length < max ? (
        <div className="grid gap-3">
          <h3 id="saved-reply-new-heading" className="font-semibold text-navy-900">
            Add a saved reply
          </h3>
          <SavedReplyForm
            // A new key after each save empties the form for the next one.
            key={result?.ok && result.intent === "saved-reply-create" ? result.message : "new"}
            id="saved-reply-new"
            intent="saved-reply-create"
            values={refusedCreate?.values ?? { name: "", body: "" }}
            errors={refusedCreate?.errors}
            submit="Add saved reply"
            labelledBy="saved-reply-new-heading"
          />
        </div>
      ) : (
        <p className="text-sm text-muted">Delete a saved reply to add another.</p>
      )}
    </div>
  );
}
