import { useEffect, useRef } from "react";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { site } from "#app/content/site.ts";

/**
 * The ten new recovery codes, shown this once (only their hashes are kept): as a list, and as a text
 * file to download. The heading takes the focus so a screen reader starts reading here. A person sent
 * here by REQUIRE_2FA goes on to the inbox from it.
 */
export function RecoveryCodeList({
  codes,
  onDone,
  guided,
}: {
  codes: string[];
  onDone: () => void;
  guided: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const file = `${site.name} admin: recovery codes (each works once)\n\n${codes.join("\n")}\n`;
  return (
    <div className="grid gap-4 rounded-card border-2 border-saffron-300 bg-white p-5">
      <h3 ref={heading} tabIndex={-1} className="text-base font-bold text-navy-900">
        Save your recovery codes
      </h3>
      <p className="text-sm text-ink">
        If you lose your phone, each of these codes signs you in once in place of a code from the app. Keep
        them somewhere safe, such as your password manager: they will not be shown again.
      </p>
      <ol aria-label="Recovery codes" className="grid gap-2 font-mono text-base sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`}
          download="recovery-codes.txt"
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
        >
          Download as a text file
        </a>
        {guided ? (
          <ButtonLink to="/admin">I have saved them: go to the inbox</ButtonLink>
        ) : (
          <Button onClick={onDone}>I have saved them</Button>
        )}
      </div>
    </div>
  );
}
