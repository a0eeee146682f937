import type { TwoFactorSectionData } from "#app/auth/two-factor-section.server.ts";

/** The account page's section for the authenticator app (TOTP) and recovery codes. */
export function TwoFactorSettings({ data }: { data: TwoFactorSectionData }) {
  return (
    <section aria-labelledby="two-factor-heading" className="grid gap-3">
      <h2 id="two-factor-heading" className="text-lg font-bold text-navy-900">
        Two-step sign-in
      </h2>
      <p className="text-sm text-muted">
        {data.enabled
          ? `An authenticator app is set up; ${data.recoveryCodesLeft} recovery codes are left.`
          : "No authenticator app is set up yet."}
      </p>
    </section>
  );
}
