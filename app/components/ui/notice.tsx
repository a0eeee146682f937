import { type ReactNode, useEffect, useRef } from "react";

type NoticeProps = {
  tone?: "success" | "error" | "info";
  title?: string;
  children: ReactNode;
  /** Shows a close button; the parent removes the notice when it is called. */
  onDismiss?: () => void;
  /** Moves keyboard focus to the notice when it appears (for messages that follow an action). */
  autoFocus?: boolean;
};

const tones = {
  success: "border-success-600 bg-success-50 text-ink",
  error: "border-danger-700 bg-danger-50 text-danger-700",
  info: "border-brand-500 bg-brand-50 text-ink",
};

/**
 * An in-page message in place of `window.alert`: announced to screen readers (alert for errors,
 * status otherwise) and dismissable.
 */
export function Notice({ tone = "info", title, children, onDismiss, autoFocus }: NoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);
  return (
    <div
      ref={ref}
      role={tone === "error" ? "alert" : "status"}
      tabIndex={autoFocus ? -1 : undefined}
      className={`flex items-start gap-3 rounded-card border-l-4 p-4 text-sm shadow-card ${tones[tone]}`}
    >
      <div className="flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        <div className={title ? "mt-1" : ""}>{children}</div>
      </div>
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          className="-m-1 inline-flex size-8 items-center justify-center rounded-md hover:bg-black/5"
        >
          <span className="sr-only">Dismiss</span>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <path d="M5.3 4 4 5.3 8.7 10 4 14.7 5.3 16l4.7-4.7 4.7 4.7 1.3-1.3L11.3 10 16 5.3 14.7 4 10 8.7z" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
