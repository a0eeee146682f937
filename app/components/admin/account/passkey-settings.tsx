import { useState } from "react";
import { useRevalidator } from "react-router";
import type { PasskeySectionData, PasskeySummary } from "#app/auth/passkey-section.server.ts";
import { AddPasskeyForm } from "#app/components/admin/account/add-passkey-form.tsx";
import { PasskeyListItem } from "#app/components/admin/account/passkey-list-item.tsx";
import { Notice } from "#app/components/ui/notice.tsx";

type Message = { tone: "success" | "error"; text: string };

/**
 * The account page's passkeys: the person's list (each removable after a second ask) and a form
 * to add one. After a change the page's data is loaded again and the outcome takes the focus, so
 * a screen reader hears it and the keyboard stays in the section.
 */
export function PasskeySettings({ data }: { data: PasskeySectionData }) {
  const revalidator = useRevalidator();
  const [message, setMessage] = useState<Message | null>(null);

  async function changed(text: string) {
    await revalidator.revalidate();
    setMessage({ tone: "success", text });
  }

  return (
    <section id="passkeys" aria-labelledby="passkeys-heading" className="grid gap-4">
      <h2 id="passkeys-heading" className="text-lg font-bold text-navy-900">
        Passkeys
      </h2>
      <p className="max-w-prose text-sm text-ink">
        A passkey signs you in with your fingerprint, face or device PIN instead of your password, and counts
        as two-step sign-in: after your password, signing in asks for it too. Use &ldquo;Sign in with a
        passkey&rdquo; on the sign-in page.
      </p>
      {message ? (
        <Notice tone={message.tone} autoFocus onDismiss={() => setMessage(null)}>
          {message.text}
        </Notice>
      ) : null}
      {data.passkeys.length ? (
        <ul className="grid gap-3" aria-label="Your passkeys">
          {data.passkeys.map((passkey: PasskeySummary) => (
            <PasskeyListItem
              key={passkey.id}
              passkey={passkey}
              onRemoved={(removed) => changed(`Passkey \u201c${removed.name}\u201d removed.`)}
              onProblem={(text) => setMessage({ tone: "error", text })}
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">You have no passkeys yet.</p>
      )}
      <AddPasskeyForm
        full={data.passkeys.length >= data.maxPasskeys}
        onAdded={(added) => changed(`Passkey \u201c${added.name}\u201d added. You can now sign in with it.`)}
      />
    </section>
  );
}
