import { useId, useRef, useState } from "react";
import { uploadImage } from "#app/components/admin/content/upload-image.ts";
import { useHydrated } from "#app/components/use-hydrated.ts";

/** What the editor says when a save meets a chosen cover file that is not uploaded yet. */
export const COVER_PENDING_MESSAGE =
  "Cover image: the file you chose is not uploaded yet. Write its alt text and press Upload, or remove the chosen file, then save again.";

/**
 * The post's cover: a JPEG, PNG or WebP (up to 10 MB) with its alt text, which is required. Choosing a
 * first cover uploads it at once when the alt text is written (POST /api/admin/images re-encodes it and
 * the post keeps the image's id); otherwise (no alt text yet, or a replacement whose alt text was the
 * old image's) the file waits for an Upload press, and `onPendingChange` tells the editor, which
 * refuses to save while a chosen file is not uploaded.
 */
export function CoverImageField({
  imageId,
  alt,
  onChange,
  onPendingChange,
  errors,
}: {
  imageId: number | null;
  alt: string;
  onChange: (imageId: number | null, alt: string) => void;
  onPendingChange: (pending: boolean) => void;
  errors: Record<string, string>;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState("");
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<string | null>(imageId ? `/media/${imageId}/480.webp` : null);

  function choose(chosen: File | null) {
    setFile(chosen);
    setProblem("");
    setStatus("");
    onPendingChange(chosen !== null);
    if (!chosen) return;
    // A replacement would otherwise go up under the old image's words.
    if (imageId) setProblem("Check that the alt text above describes the new image, then press Upload.");
    else if (alt.trim()) void upload(chosen);
    else setProblem("Now describe the image in the alt text above, then press Upload.");
  }

  function forget() {
    if (fileInput.current) fileInput.current.value = "";
    setFile(null);
    setProblem("");
    onPendingChange(false);
  }

  async function upload(chosen: File) {
    if (!alt.trim()) return setProblem("Describe the image for people who cannot see it (alt text) first.");
    setBusy(true);
    setProblem("");
    setStatus("Uploading the image...");
    const answer = await uploadImage(chosen, alt.trim());
    setBusy(false);
    if (!answer.ok) {
      setStatus("");
      const reason = answer.errors.file ?? answer.errors.alt ?? answer.message;
      return setProblem(`${reason} Try again, or remove the chosen file.`);
    }
    onChange(answer.body.id, alt.trim());
    setPreview(answer.body.url);
    forget();
    setStatus("Uploaded. Save the post to keep it as the cover.");
  }

  const error = errors.coverFile || problem || errors.coverImageId || errors.coverAlt;
  return (
    <fieldset
      className="grid gap-3 rounded-md border border-line bg-white p-4"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="px-1 text-sm font-semibold text-navy-900">Cover image (optional)</legend>
      {imageId && preview ? (
        <div className="flex flex-wrap items-center gap-4">
          <img
            src={preview}
            alt={alt}
            width={240}
            height={135}
            className="h-auto w-60 rounded-md border border-line object-cover"
          />
          <button
            type="button"
            onClick={() => onChange(null, "")}
            className="min-h-11 text-sm font-semibold text-danger-700 underline"
          >
            Remove the cover
          </button>
        </div>
      ) : null}
      <div>
        <label htmlFor={`${id}-alt`} className="block text-sm font-semibold text-navy-900">
          Alt text
        </label>
        <p id={`${id}-alt-hint`} className="text-sm text-muted">
          What the image shows, for people who cannot see it. Required with an image: write it first, and the
          image uploads as soon as you choose it.
        </p>
        <input
          id={`${id}-alt`}
          value={alt}
          maxLength={250}
          onChange={(event) => onChange(imageId, event.target.value)}
          aria-describedby={`${id}-alt-hint`}
          aria-invalid={file && !alt.trim() ? true : undefined}
          className="mt-1 block w-full rounded-md border border-line bg-white px-3 py-2 text-base"
        />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-file`} className="block text-sm font-semibold text-navy-900">
            {imageId ? "Replace with another image" : "Image file"} (JPEG, PNG or WebP, up to 10 MB)
          </label>
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            // Chosen before the page's script runs, a file would be lost to the upload: wait for it.
            disabled={busy || !hydrated}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
            className="mt-1 block text-sm"
          />
        </div>
        {file && !busy ? (
          <>
            <button
              type="button"
              onClick={() => void upload(file)}
              className="inline-flex min-h-11 items-center rounded-md border border-line bg-white px-4 text-sm font-semibold text-navy-900 hover:bg-surface"
            >
              Upload
            </button>
            <button
              type="button"
              onClick={forget}
              className="min-h-11 text-sm font-semibold text-danger-700 underline"
            >
              Remove the chosen file
            </button>
          </>
        ) : null}
      </div>
      <noscript>
        <p className="text-sm font-medium text-danger-700">
          Choosing and uploading a cover image needs JavaScript, which is off in this browser, and so does
          saving this editor: turn JavaScript on to add a cover.
        </p>
      </noscript>
      <p role="status" className="text-sm text-muted">
        {status}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
