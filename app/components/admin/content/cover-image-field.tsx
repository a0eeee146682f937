import { useId, useState } from "react";
import { uploadImage } from "#app/components/admin/content/upload-image.ts";

/**
 * The post's cover: upload a JPEG, PNG or WebP (up to 10 MB) with its alt text, which is required;
 * the server re-encodes it (POST /api/admin/images) and the post keeps the image's id.
 */
export function CoverImageField({
  imageId,
  alt,
  onChange,
  errors,
}: {
  imageId: number | null;
  alt: string;
  onChange: (imageId: number | null, alt: string) => void;
  errors: Record<string, string>;
}) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<string | null>(imageId ? `/media/${imageId}/480.webp` : null);

  async function upload() {
    if (!file) return setProblem("Choose an image first.");
    if (!alt.trim()) return setProblem("Describe the image for people who cannot see it (alt text) first.");
    setBusy(true);
    setProblem("");
    const answer = await uploadImage(file, alt.trim());
    setBusy(false);
    if (!answer.ok) return setProblem(answer.message);
    onChange(answer.body.id, alt.trim());
    setPreview(answer.body.url);
    setFile(null);
  }

  const error = problem || errors.coverImageId || errors.coverAlt;
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
          What the image shows, for people who cannot see it. Required with an image.
        </p>
        <input
          id={`${id}-alt`}
          value={alt}
          maxLength={250}
          onChange={(event) => onChange(imageId, event.target.value)}
          aria-describedby={`${id}-alt-hint`}
          className="mt-1 block w-full rounded-md border border-line bg-white px-3 py-2 text-base"
        />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-file`} className="block text-sm font-semibold text-navy-900">
            {imageId ? "Replace with another image" : "Image file"} (JPEG, PNG or WebP, up to 10 MB)
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="mt-1 block text-sm"
          />
        </div>
        <button
          type="button"
          disabled={busy || !file}
          onClick={() => void upload()}
          className="inline-flex min-h-11 items-center rounded-md border border-line bg-white px-4 text-sm font-semibold text-navy-900 hover:bg-surface disabled:opacity-60"
        >
          {busy ? "Uploading..." : "Upload"}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
