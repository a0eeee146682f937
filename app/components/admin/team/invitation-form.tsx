import { Form, useNavigation } from "react-router";
import { LabelledField } from "#app/components/admin/account/labelled-field.tsx";
import { LocalTime } from "#app/components/admin/local-time.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { InvitationActionResult } from "#app/team/invitation-page.server.ts";

type InvitationFormProps = {
  email: string;
  name: string;
  invitedBy: string | null;
  expiresAt: string;
  passwordHint: string;
  refused?: InvitationActionResult;
};

/** The invited person chooses their password (twice); a plain POST that signs them in. */
export function InvitationForm({
  email,
  name,
  invitedBy,
  expiresAt,
  passwordHint,
  refused,
}: InvitationFormProps) {
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <>
      <p className="mt-3 text-sm text-ink">
        {invitedBy ?? "An owner of the team"} invited <strong>{name}</strong> ({email}). Choose a password to
        finish; this link works once, until{" "}
        <LocalTime iso={expiresAt} options={{ dateStyle: "medium", timeStyle: "short" }} />.
      </p>
      {/* Keyed by the refusal, so the fields start empty again (passwords are never sent back). */}
      <Form method="post" replace className="mt-6 grid gap-4" key={refused?.error ?? "first"}>
        {/* Tells a password manager whose password this is. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <LabelledField
          id="password"
          name="password"
          type="password"
          label="New password"
          autoComplete="new-password"
          hint={passwordHint}
          error={refused?.field === "password" ? refused.error : undefined}
          focusOnError
        />
        <LabelledField
          id="confirm"
          name="confirm"
          type="password"
          label="New password again"
          autoComplete="new-password"
          error={refused?.field === "confirm" ? refused.error : undefined}
          focusOnError
        />
        <Button type="submit" disabled={sending}>
          {sending ? "Signing you in..." : "Set password and sign in"}
        </Button>
      </Form>
    </>
  );
}
