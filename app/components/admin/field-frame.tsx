import type { ReactNode } from "react";

/** What the framed control carries: its id, the ids of the words read with it, and the look's class. */
type FramedControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
};

const looks = {
  /** The content editor's: the parts stack, the control and the lines under it with a margin of their own. */
  stacked: {
    frame: undefined,
    label: "block text-sm font-semibold text-navy-900",
    control:
      "mt-1 block w-full rounded-md border border-line bg-white px-3 py-2 text-base text-ink shadow-sm focus:border-brand-500 aria-invalid:border-danger-700",
    error: "mt-1 text-sm font-medium text-danger-700",
  },
  /** The account and team forms': a grid spaces the parts. */
  grid: {
    frame: "grid gap-1.5",
    label: "text-sm font-semibold text-navy-900",
    control:
      "block w-full rounded-xl border border-line bg-white px-4 py-2.5 text-base text-ink shadow-sm focus:border-brand-500 aria-invalid:border-danger-700",
    error: "text-sm font-medium text-danger-700",
  },
} as const;

export type FieldFrameProps = {
  /** The control's id; the hint, counter and error take theirs from it. */
  id: string;
  label: ReactNode;
  /** A line under the label: what the field is for. */
  hint?: string;
  /** The server's words about this field, shown under it and announced with it. */
  error?: string;
  /** A line under the control read after the error (how many characters of the most). */
  counter?: string;
  look?: keyof typeof looks;
  children: (control: FramedControlProps) => ReactNode;
};

/**
 * An admin form control's label, hint and error around it: the hint (`id-hint`), a counter (`id-count`)
 * and the error (`id-error`) are tied to the control by aria-describedby, and the error marks it invalid.
 */
export function FieldFrame({ id, label, hint, error, counter, look = "stacked", children }: FieldFrameProps) {
  const classes = looks[look];
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`, counter && `${id}-count`];
  return (
    <div className={classes.frame}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy.filter(Boolean).join(" ") || undefined,
        className: classes.control,
      })}
      {counter ? (
        <p id={`${id}-count`} className="mt-1 text-xs text-muted">
          {counter}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={classes.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
