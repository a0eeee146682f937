import type { PasskeySectionData } from "#app/auth/passkey-section.server.ts";

/** The account page's section listing the person's passkeys. */
export function PasskeySettings({ data }: { data: PasskeySectionData }) {
  return (
    <section aria-labelledby="passkeys-heading" className="grid gap-3">
      <h2 id="passkeys-heading" className="text-lg font-bold text-navy-900">
        Passkeys
      </h2>
      <p className="text-sm text-muted">
        {data.passkeys.length ? `${data.passkeys.length} passkeys registered.` : "No passkey registered yet."}
      </p>
    </section>
  );
}
