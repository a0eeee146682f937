import { Form, useNavigation } from "react-router";
import { LabelledField } from "#app/components/admin/account/labelled-field.tsx";
import { Button } from "#app/components/ui/button.tsx";

const fieldOrder = ["currentPassword", "newPassword", "confirmPassword"];

/** Changing one's password: the current one, then the new one twice. Other sessions end on success. */
export function PasswordForm({
  email,
  hint,
  errors = {},
}: {
  email: string;
  /** The password policy in words (from the server, where the policy lives). */
  hint: string;
  errors?: Record<string, string>;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "password";
  const firstRefused = fieldOrder.find((field) => errors[field]);
  return (
    // Keyed by the errors, so a refused change starts from empty fields (passwords are never sent back).
    <Form method="post" className="grid max-w-lg gap-4" key={JSON.stringify(errors)}>
      <input type="hidden" name="intent" value="password" />
      {/* Tells a password manager whose password this is. */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <LabelledField
        id="current-password"
        name="currentPassword"
        type="password"
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword}
        focusOnError={firstRefused === "currentPassword"}
      />
      <LabelledField
        id="new-password"
        name="newPassword"
        type="password"
        label="New password"
        autoComplete="new-password"
        hint={hint}
        error={errors.newPassword}
        focusOnError={firstRefused === "newPassword"}
      />
      <LabelledField
        id="confirm-password"
        name="confirmPassword"
        type="password"
        label="New password again"
        autoComplete="new-password"
        error={errors.confirmPassword}
        focusOnError={firstRefused === "confirmPassword"}
      />
      <div>
        <Button type="submit" disabled={saving}>
          {saving ? "Changing..." : "Change password"}
        </Button>
      </div>
    </Form>
  );
}
