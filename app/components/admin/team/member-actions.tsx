import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import type { MemberJson } from "#app/team/team-json.ts";

/** One button posting one change for one person; its name says whom it concerns. */
function ChangeButton({
  member,
  intent,
  fields = {},
  children,
}: {
  member: MemberJson;
  intent: string;
  fields?: Record<string, string>;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("userId") === String(member.id);
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="userId" value={member.id} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant="secondary" disabled={busy}>
        {children}
        <span className="sr-only"> ({member.name})</span>
      </Button>
    </Form>
  );
}

/**
 * What an owner can do about one person: change the role, disable or re-enable, and re-send an
 * invitation that has not been accepted. Owners do not act on themselves here (another owner can),
 * so nobody locks themselves out by a slip.
 */
export function MemberActions({ member, isViewer }: { member: MemberJson; isViewer: boolean }) {
  if (isViewer) return <p className="text-sm text-muted">This is you.</p>;
  return (
    <div className="flex flex-wrap gap-2">
      {member.role === "owner" ? (
        <ChangeButton member={member} intent="role" fields={{ role: "member" }}>
          Make member
        </ChangeButton>
      ) : (
        <ChangeButton member={member} intent="role" fields={{ role: "owner" }}>
          Make owner
        </ChangeButton>
      )}
      {member.status === "invited" ? (
        <ChangeButton member={member} intent="resend">
          Re-send invitation
        </ChangeButton>
      ) : null}
      {member.status === "disabled" ? (
        <ChangeButton member={member} intent="enable">
          Enable
        </ChangeButton>
      ) : (
        <ChangeButton member={member} intent="disable">
          Disable
        </ChangeButton>
      )}
    </div>
  );
}
