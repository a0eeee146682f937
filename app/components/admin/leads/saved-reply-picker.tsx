import { type FormEvent, useState } from "react";
import { Form } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import type { SavedReplyChoice } from "#app/team/saved-replies.server.ts";

/**
 * Inserts one of the person's saved replies into the reply box. Without JavaScript it is a GET form
 * (?saved=id) and the page comes back with the reply box filled; with it, the text goes in where
 * the cursor is, and the focus follows it.
 */
export function SavedReplyPicker({
  savedReplies,
  textareaId,
}: {
  savedReplies: SavedReplyChoice[];
  textareaId: string;
}) {
  const [inserted, setInserted] = useState("");
  if (savedReplies.length === 0) return null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = savedReplies.find(
      (saved) => String(saved.id) === new FormData(event.currentTarget).get("saved"),
    );
    const box = document.getElementById(textareaId);
    if (!chosen || !(box instanceof HTMLTextAreaElement)) return;
    box.setRangeText(chosen.body, box.selectionStart, box.selectionEnd, "end");
    box.focus();
    setInserted(`Inserted “${chosen.name}” into the reply.`);
  };
  return (
    <Form method="get" onSubmit={onSubmit} className="flex flex-wrap items-end gap-2">
      <div className="grid min-w-0 flex-1 gap-1">
        <label htmlFor="saved-reply" className="text-sm font-semibold text-ink">
          Saved reply
        </label>
        <select
          id="saved-reply"
          name="saved"
          className="min-h-11 w-full min-w-0 rounded-md border border-line bg-white px-3 text-sm text-ink"
        >
          {savedReplies.map((saved) => (
            <option key={saved.id} value={String(saved.id)}>
              {saved.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass("secondary")}>
        Insert
      </button>
      <p role="status" className="w-full text-sm text-ink">
        {inserted}
      </p>
    </Form>
  );
}
