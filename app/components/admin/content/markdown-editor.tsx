import { useEffect, useId, useState } from "react";
import { callJsonApi } from "#app/http/json-api-client.ts";
import { proseClass } from "#app/components/content/prose.tsx";
import { FieldFrame, type FieldFrameProps } from "#app/components/admin/field-frame.tsx";

const PREVIEW_DELAY_MS = 400;
const MARKDOWN_HINT =
  "Markdown: ## for a heading, **bold**, *italic*, - for a list, [words](https://address) for a link.";

/**
 * A Markdown textarea beside its live preview. The preview is rendered by the server with the very
 * renderer the public pages use (POST /api/admin/preview), so what the writer sees is what visitors get.
 */
export function MarkdownEditor({
  name,
  label,
  value,
  onChange,
  maxLength,
  rows = 18,
  error,
  hint = MARKDOWN_HINT,
  previewTitle,
  previewClass = proseClass,
}: Pick<FieldFrameProps, "hint" | "error"> & {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  rows?: number;
  /**
   * A heading shown above the preview at level 3, as the public page titles this text (a job's card on
   * the careers page): the text's own #### headings then follow in order, there as here.
   */
  previewTitle?: string;
  /** How the public page sets this text: long-form prose unless said otherwise. */
  previewClass?: string;
}) {
  const id = `${useId()}-${name}`;
  const [preview, setPreview] = useState<{ html: string } | { problem: string }>({ html: "" });
  useEffect(() => {
    let current = true;
    const timer = setTimeout(async () => {
      if (!value.trim()) return setPreview({ html: "" });
      const answer = await callJsonApi<{ html: string }>("POST", "/api/admin/preview", { body: value });
      if (!current) return;
      setPreview(answer.ok ? { html: answer.body.html } : { problem: answer.message });
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [value]);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <FieldFrame id={id} label={label} hint={hint} error={error}>
        {(control) => (
          <textarea
            {...control}
            name={name}
            rows={rows}
            required
            maxLength={maxLength}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className="mt-1 block w-full rounded-md border border-line bg-white px-3 py-2 font-mono text-sm leading-6 text-ink shadow-sm focus:border-brand-500 aria-invalid:border-danger-700"
          />
        )}
      </FieldFrame>
      <section aria-labelledby={`${id}-preview`} className="rounded-md border border-line bg-white p-4">
        <h2 id={`${id}-preview`} className="text-sm font-semibold text-muted">
          Preview
        </h2>
        {"problem" in preview ? (
          <p className="mt-2 text-sm text-danger-700">{preview.problem}</p>
        ) : preview.html ? (
          // Focusable, so a keyboard can scroll a long preview.
          <div tabIndex={0} className="mt-2 max-h-[36rem] overflow-y-auto rounded-sm">
            {previewTitle ? <h3 className="text-xl font-bold text-navy-900">{previewTitle}</h3> : null}
            <div
              className={`${previewClass} ${previewTitle ? "mt-3" : ""}`}
              // Rendered and sanitized by the server's Markdown renderer, as on the public pages.
              dangerouslySetInnerHTML={{ __html: preview.html }}
            />
          </div>
        ) : (
          <p className="mt-2 text-sm text-muted">Start writing to see the preview.</p>
        )}
      </section>
    </div>
  );
}
