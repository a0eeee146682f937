import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { clientLogos } from "#app/components/art/client-logos.tsx";
import { pressLogos } from "#app/components/art/press-logos.tsx";
import { WordmarkLogoSvg } from "#app/components/art/wordmark-logo.tsx";
import { uploadImage } from "#app/components/admin/content/upload-image.ts";
import { Notice } from "#app/components/ui/notice.tsx";
import type { LogoStrip, StripLogo, StripLogos } from "#app/content/strip-logo.ts";
import { callJsonApi } from "#app/http/json-api-client.ts";
import { mediaPath } from "#app/images/media-paths.ts";

const strips: Array<{ strip: LogoStrip; title: string }> = [
  { strip: "clients", title: "Our Clients" },
  { strip: "press", title: "Featured On" },
];
const drawn = new Map([...clientLogos, ...pressLogos].map((logo) => [logo.name, logo]));
const smallButton =
  "inline-flex min-h-11 items-center rounded-md border border-line bg-white px-3 text-sm font-semibold text-navy-900 hover:bg-surface disabled:opacity-50";

/** The home page's two logo strips: add an uploaded logo, move one along, take one off. */
export function LogoStripsEditor({ logos }: { logos: StripLogos }) {
  const revalidator = useRevalidator();
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string }>();
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<{ ok: boolean; message?: string }>, success: string) {
    setBusy(true);
    const answer = await work();
    setBusy(false);
    setOutcome(
      answer.ok ? { tone: "success", text: success } : { tone: "error", text: answer.message ?? "" },
    );
    if (answer.ok) await revalidator.revalidate();
  }
  const move = (logo: StripLogo, order: number) =>
    run(() => callJsonApi("PATCH", `/api/admin/logos/${logo.id}`, { order }), `${logo.name} moved.`);
  const remove = (logo: StripLogo) => {
    if (!window.confirm(`Take ${logo.name} off the strip?`)) return;
    void run(() => callJsonApi("DELETE", `/api/admin/logos/${logo.id}`), `${logo.name} removed.`);
  };

  return (
    <section aria-labelledby="logo-strips-heading" className="grid gap-6">
      <h2 id="logo-strips-heading" className="text-lg font-bold text-navy-900">
        Logo strips on the home page
      </h2>
      {outcome ? (
        <Notice tone={outcome.tone} autoFocus onDismiss={() => setOutcome(undefined)}>
          {outcome.text}
        </Notice>
      ) : null}
      {strips.map(({ strip, title }) => (
        <section key={strip} aria-labelledby={`${strip}-strip-heading`} className="grid gap-3">
          <h3 id={`${strip}-strip-heading`} className="font-semibold text-navy-900">
            {title}
          </h3>
          {logos[strip].length ? (
            <ol className="grid gap-2" aria-label={`${title} logos`}>
              {logos[strip].map((logo, index) => (
                <li
                  key={logo.id}
                  className="flex flex-wrap items-center gap-3 rounded-md border border-line bg-white px-3 py-2"
                >
                  <LogoPreview logo={logo} />
                  <span className="min-w-40 flex-1 font-medium text-ink">{logo.name}</span>
                  <button
                    type="button"
                    className={smallButton}
                    disabled={busy || index === 0}
                    onClick={() => void move(logo, index - 1)}
                  >
                    Move up<span className="sr-only"> {logo.name}</span>
                  </button>
                  <button
                    type="button"
                    className={smallButton}
                    disabled={busy || index === logos[strip].length - 1}
                    onClick={() => void move(logo, index + 1)}
                  >
                    Move down<span className="sr-only"> {logo.name}</span>
                  </button>
                  <button
                    type="button"
                    className={`${smallButton} text-danger-700`}
                    disabled={busy}
                    onClick={() => remove(logo)}
                  >
                    Remove<span className="sr-only"> {logo.name}</span>
                  </button>
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-muted">No logos: the home page leaves this strip out.</p>
          )}
          <AddLogo
            strip={strip}
            title={title}
            busy={busy}
            onAdd={(name, file) =>
              run(async () => {
                const uploaded = await uploadImage(file, name);
                if (!uploaded.ok) return uploaded;
                return callJsonApi("POST", "/api/admin/logos", { strip, name, imageId: uploaded.body.id });
              }, `${name} added to ${title}.`)
            }
          />
        </section>
      ))}
    </section>
  );
}

function LogoPreview({ logo }: { logo: StripLogo }) {
  const art = logo.art === null ? undefined : drawn.get(logo.art);
  if (art) return <WordmarkLogoSvg logo={{ ...art, name: logo.name }} className="h-12 w-20" />;
  if (!logo.image) return <span className="inline-block h-12 w-20" />;
  return (
    <img
      src={mediaPath(logo.image.id, 480, "webp")}
      alt={logo.name}
      width={80}
      height={48}
      className="h-12 w-20 object-contain"
    />
  );
}

function AddLogo({
  strip,
  title,
  busy,
  onAdd,
}: {
  strip: LogoStrip;
  title: string;
  busy: boolean;
  onAdd: (name: string, file: File) => Promise<void>;
}) {
  const id = useId();
  const [name, setName] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState("");
  return (
    <form
      aria-label={`Add a logo to ${title}`}
      className="flex flex-wrap items-end gap-3 rounded-md border border-dashed border-line p-3"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        if (!name.trim()) return setProblem("Write the company's name: it is the logo's alt text.");
        if (!file) return setProblem("Choose the logo's image (JPEG, PNG or WebP).");
        setProblem("");
        void onAdd(name.trim(), file).then(() => {
          setName("");
          setFile(null);
          // The file input is not controlled: the form clears it.
          form.reset();
        });
      }}
    >
      <div>
        <label htmlFor={`${id}-name`} className="block text-sm font-semibold text-navy-900">
          Company name
        </label>
        <input
          id={`${id}-name`}
          name={`${strip}-name`}
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
          className="mt-1 block rounded-md border border-line bg-white px-3 py-2 text-base"
        />
      </div>
      <div>
        <label htmlFor={`${id}-file`} className="block text-sm font-semibold text-navy-900">
          Logo image (JPEG, PNG or WebP, up to 10 MB)
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="mt-1 block text-sm"
        />
      </div>
      <button type="submit" disabled={busy} className={smallButton}>
        Add logo
      </button>
      {problem ? (
        <p role="alert" className="w-full text-sm font-medium text-danger-700">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
