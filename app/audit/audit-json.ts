/**
 * One audit log row as `GET /api/admin/audit` returns it and /admin/audit shows it. `actor` is null
 * when no known person acted (a failed sign-in with an unknown address, the command line); its name
 * and e-mail are null if the person's row is gone. `target` is null for actions on nothing in particular;
 * its `label` is what the target was called when the action was written (null for older rows and
 * for kinds without a name).
 */
export type AuditEntryJson = {
  id: number;
  time: string;
  actor: { id: number; name: string | null; email: string | null } | null;
  action: string;
  target: { kind: string; id: string; label: string | null } | null;
  ip: string;
};
