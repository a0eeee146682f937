import type { ReactNode } from "react";
import { Notice } from "#app/components/ui/notice.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";

const button = "inline-flex min-h-11 items-center rounded-md px-4 text-sm font-semibold";

/**
 * A job's or an FAQ's editor frame: the outcome of the last save on top, the fields, then Save and
 * (for an entry that exists) its delete button.
 */
export function EntryForm({
  label,
  outcome,
  onDismiss,
  busy,
  onSave,
  deleteLabel,
  onDelete,
  children,
}: {
  label: string;
  outcome?: { tone: "success" | "error"; text: string };
  onDismiss: () => void;
  busy: boolean;
  onSave: () => Promise<void>;
  /** The delete button's words; without them there is no delete button (a new entry). */
  deleteLabel?: string;
  onDelete: () => Promise<void>;
  children: ReactNode;
}) {
  // Both buttons act through the page's script: until it runs they are disabled, not dead.
  const hydrated = useHydrated();
  return (
    <form
      className="grid gap-5"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        void onSave();
      }}
    >
      {outcome ? (
        <Notice tone={outcome.tone} autoFocus onDismiss={onDismiss}>
          {outcome.text}
        </Notice>
      ) : null}
      {children}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={busy || !hydrated}
          className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
        >
          Save
        </button>
        {deleteLabel ? (
          <button
            type="button"
            disabled={busy || !hydrated}
            onClick={() => void onDelete()}
            className={`${button} text-danger-700 underline`}
          >
            {deleteLabel}
          </button>
        ) : null}
      </div>
    </form>
  );
}
