import { Notice } from "#app/components/ui/notice.tsx";

/**
 * The outcome of a change on the team page; after an invitation, also its link, for the owner to
 * pass on another way when the mail is slow or off.
 */
export function InvitationSent({ message, inviteUrl }: { message: string; inviteUrl?: string }) {
  return (
    <Notice tone="success" autoFocus title={inviteUrl ? "Invitation sent" : "Done"}>
      <p>{message}</p>
      {inviteUrl ? (
        <div className="mt-3 grid gap-1.5">
          <label htmlFor="invite-link" className="font-semibold">
            Invitation link (works once, for 72 hours; share it only with this person)
          </label>
          <input
            id="invite-link"
            type="text"
            readOnly
            value={inviteUrl}
            className="w-full rounded-md border border-line bg-white px-3 py-2 font-mono text-sm text-ink"
          />
        </div>
      ) : null}
    </Notice>
  );
}
