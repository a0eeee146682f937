import { useEffect, useRef, useState } from "react";
import type { TotpSetup } from "#app/components/admin/account/totp-api-client.ts";
import { TotpCodeForm } from "#app/components/admin/account/totp-code-form.tsx";
import { Button } from "#app/components/ui/button.tsx";

/** A step's number in a circle; the list already says "1 of 3" to a screen reader, so it is hidden there. */
function StepNumber({ n }: { n: number }) {
  return (
    <span
      aria-hidden="true"
      className="row-span-2 grid size-7 place-items-center rounded-full bg-navy-900 text-sm font-bold text-white"
    >
      {n}
    </span>
  );
}

/**
 * Setting up the app, in three numbered steps: the QR code (SVG drawn by the server, shown as an image so the page needs no
 * inline markup), the same key as text for typing in or for a screen reader, then a code to prove
 * the app works. The heading takes the focus, so keyboard and screen-reader users start at step one.
 */
export function TotpSetupSteps({
  setup,
  onConfirm,
  onCancel,
}: {
  setup: TotpSetup;
  onConfirm: (code: string) => Promise<string | undefined>;
  onCancel: () => Promise<void>;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [cancelling, setCancelling] = useState(false);
  useEffect(() => heading.current?.focus(), []);
  // Apps accept the key with spaces; groups of four are easier to copy by eye.
  const groupedKey = setup.secret.match(/.{1,4}/g)?.join(" ") ?? setup.secret;

  async function cancel() {
    setCancelling(true);
    await onCancel();
  }

  return (
    <div className="grid gap-4 rounded-card border border-line bg-white p-5">
      <h3 ref={heading} tabIndex={-1} className="text-base font-bold text-navy-900">
        Set up your authenticator app
      </h3>
      {/* The numbers are written out: a list item laid out as a grid loses its marker. */}
      <ol className="grid gap-4 text-sm text-ink">
        <li className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2">
          <StepNumber n={1} />
          <span>Scan this QR code with the app (add an account, then scan).</span>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrCodeSvg)}`}
            alt="QR code holding the setup key below"
            width={192}
            height={192}
            className="col-start-2 rounded-md border border-line bg-white"
          />
        </li>
        <li className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <StepNumber n={2} />
          <span>Cannot scan? Type this setup key into the app instead (time-based, 6 digits):</span>
          <code
            id="totp-secret"
            className="col-start-2 w-fit rounded-md bg-surface px-3 py-2 font-mono text-base break-all"
          >
            {groupedKey}
          </code>
        </li>
        <li className="grid grid-cols-[auto_1fr] gap-x-3">
          <StepNumber n={3} />
          <TotpCodeForm
            label="6-digit code from the app"
            hint="The app now shows a code for this site that changes every 30 seconds."
            button="Turn on"
            onSubmit={onConfirm}
          />
        </li>
      </ol>
      <div>
        <Button variant="ghost" onClick={cancel} disabled={cancelling}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
