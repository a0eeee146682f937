import { type RouterContextProvider, data } from "react-router";
import { auditAction, requireAdmin, requireOwner } from "#app/auth/require-admin.server.ts";
import { emailAddress } from "#app/forms/field-rules.ts";
import { type Viewer, viewerOf } from "#app/auth/viewer.ts";
import { hashedEmail } from "#app/personal-data/personal-data-api.server.ts";
import {
  type ErasureCounts,
  type PersonalData,
  erasePersonalData,
  findPersonalData,
  normalizeEmail,
} from "#app/personal-data/personal-data-store.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** What /admin/personal-data shows: nothing asked yet, a bad address, or everything held for one. */
export type PersonalDataPageData = { viewer: Viewer } & (
  | { kind: "empty" }
  | { kind: "invalid"; email: string; error: string }
  | { kind: "report"; report: PersonalData }
);

/** The result of an erasure, shown above the (now empty) report. */
export type PersonalDataActionResult =
  { ok: true; email: string; removed: ErasureCounts } | { ok: false; error: string };

const emailRule = emailAddress("Email");

function checkEmail(raw: string): { ok: true; email: string } | { ok: false; error: string } {
  const parsed = emailRule.safeParse(raw);
  if (parsed.success) return { ok: true, email: normalizeEmail(parsed.data) };
  return { ok: false, error: parsed.error.issues[0]?.message ?? "Enter a valid e-mail address." };
}

/** GET /admin/personal-data?email=: the admin only; looking an address up is audited, hashed. */
export async function personalDataPageLoader(args: Args): Promise<PersonalDataPageData> {
  const admin = await requireAdmin(args);
  const viewer = viewerOf(admin.user);
  const raw = new URL(args.request.url).searchParams.get("email");
  if (raw === null || raw.trim() === "") return { viewer, kind: "empty" };
  const checked = checkEmail(raw);
  if (!checked.ok) return { viewer, kind: "invalid", email: raw, error: checked.error };
  await auditAction(admin, "personal_data.export", hashedEmail(checked.email));
  return { viewer, kind: "report", report: await findPersonalData(admin.database.db, checked.email) };
}

/** POST /admin/personal-data with `intent=erase`, `email` and the ticked `confirm` box (owners only). */
export async function personalDataPageAction(args: Args) {
  const admin = await requireOwner(args);
  const form = await args.request.formData().catch(() => new FormData());
  const email = String(form.get("email") ?? "");
  const checked = checkEmail(email);
  if (form.get("intent") !== "erase" || !checked.ok) {
    return data<PersonalDataActionResult>(
      { ok: false, error: "Enter a valid e-mail address." },
      { status: 400 },
    );
  }
  if (form.get("confirm") !== "yes") {
    return data<PersonalDataActionResult>(
      { ok: false, error: "Tick the box to confirm the erasure first." },
      { status: 400 },
    );
  }
  const removed = await erasePersonalData(admin.database.db, checked.email);
  await auditAction(admin, "personal_data.erase", hashedEmail(checked.email));
  return data<PersonalDataActionResult>({ ok: true, email: checked.email, removed });
}
