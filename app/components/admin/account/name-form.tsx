import { Form, useNavigation } from "react-router";
import { LabelledField } from "#app/components/admin/account/labelled-field.tsx";
import { Button } from "#app/components/ui/button.tsx";

/** The signed-in person's display name (the e-mail address is changed by re-inviting, not here). */
export function NameForm({ name, email, error }: { name: string; email: string; error?: string }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "name";
  return (
    <Form method="post" className="grid max-w-lg gap-4">
      <input type="hidden" name="intent" value="name" />
      <p className="text-sm text-ink">
        <span className="font-semibold text-navy-900">E-mail address:</span> {email}
      </p>
      <LabelledField
        id="account-name"
        name="name"
        label="Name"
        autoComplete="name"
        maxLength={100}
        defaultValue={name}
        error={error}
        focusOnError
      />
      <div>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : "Save name"}
        </Button>
      </div>
    </Form>
  );
}
