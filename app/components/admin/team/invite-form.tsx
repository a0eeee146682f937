import { Form, useNavigation } from "react-router";
import { LabelledField } from "#app/components/admin/account/labelled-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { InviteValues } from "#app/team/team-page.server.ts";

type InviteFormProps = {
  /** The fields as typed and the server's words about them, after a refused invitation. */
  refused?: { errors: Record<string, string>; values: InviteValues };
};

const fieldOrder = ["email", "name", "role"];

/** The owner's form inviting someone by e-mail; a plain POST to /admin/team, with or without JavaScript. */
export function InviteForm({ refused }: InviteFormProps) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "invite";
  const errors = refused?.errors ?? {};
  const firstRefused = fieldOrder.find((field) => errors[field]);
  const roleError = errors.role;
  return (
    <Form method="post" className="grid gap-4 rounded-card border border-line bg-white p-5 sm:grid-cols-2">
      <input type="hidden" name="intent" value="invite" />
      <LabelledField
        id="invite-email"
        name="email"
        type="email"
        label="E-mail address"
        autoComplete="off"
        maxLength={254}
        defaultValue={refused?.values.email}
        error={errors.email}
        focusOnError={firstRefused === "email"}
      />
      <LabelledField
        id="invite-name"
        name="name"
        label="Name"
        autoComplete="off"
        maxLength={100}
        defaultValue={refused?.values.name}
        error={errors.name}
        focusOnError={firstRefused === "name"}
      />
      <fieldset
        className="grid gap-2 sm:col-span-2"
        aria-describedby={roleError ? "invite-role-error" : undefined}
      >
        <legend className="text-sm font-semibold text-navy-900">Role</legend>
        <label className="flex items-start gap-2 text-sm text-ink">
          <input
            type="radio"
            name="role"
            value="member"
            defaultChecked={refused?.values.role !== "owner"}
            className="mt-1"
          />
          <span>
            <strong>Member</strong>: works the inbox (messages, applications, meetings, exports).
          </span>
        </label>
        <label className="flex items-start gap-2 text-sm text-ink">
          <input
            type="radio"
            name="role"
            value="owner"
            defaultChecked={refused?.values.role === "owner"}
            className="mt-1"
          />
          <span>
            <strong>Owner</strong>: also manages the team, reads the audit log and erases personal data.
          </span>
        </label>
        {roleError ? (
          <p id="invite-role-error" className="text-sm font-medium text-danger-700">
            {roleError}
          </p>
        ) : null}
      </fieldset>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={sending}>
          {sending ? "Sending..." : "Send invitation"}
        </Button>
      </div>
    </Form>
  );
}
