import { type RouterContextProvider, data, redirect } from "react-router";
import { type PasskeySectionData, loadPasskeySection } from "#app/auth/passkey-section.server.ts";
import { requireAdmin } from "#app/auth/require-admin.server.ts";
import { clearedSessionCookie } from "#app/auth/session-cookie.server.ts";
import { listSessions } from "#app/auth/sessions.server.ts";
import { type TwoFactorSectionData, loadTwoFactorSection } from "#app/auth/two-factor-section.server.ts";
import { readBodyFields } from "#app/http/request-body.server.ts";
import { SAVED_REPLIES_MAX, type SavedReplyJson, listSavedReplies } from "#app/team/saved-replies.server.ts";
import { changeSavedReply, removeSavedReply, saveNewReply } from "#app/team/saved-reply-work.server.ts";
import { pathId } from "#app/http/path-id.ts";
import {
  changeOwnName,
  changeOwnPassword,
  endOtherOwnSessions,
  endOwnSession,
} from "#app/team/account.server.ts";
import { browserLabel } from "#app/team/browser-label.ts";
import { PASSWORD_HINT } from "#app/auth/password-policy.server.ts";
import { checkName } from "#app/team/team-input.ts";
import { type Viewer, viewerOf } from "#app/auth/viewer.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** One of the person's sessions as the page lists it; `current` is the one reading the page. */
export type SessionRow = {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  ip: string;
  browser: string;
  current: boolean;
};

/** What /admin/account shows: the person, their sessions, and their second factors. */
export type AccountPageData = {
  viewer: Viewer;
  sessions: SessionRow[];
  twoFactor: TwoFactorSectionData;
  passkeys: PasskeySectionData;
  /** The person's own replies to insert from a lead's reply box. */
  savedReplies: SavedReplyJson[];
  savedRepliesMax: number;
  /** REQUIRE_2FA sent the person here to set up a second factor first. */
  setupSecondFactor: boolean;
  passwordHint: string;
};

export type AccountIntent =
  | "name"
  | "password"
  | "end-session"
  | "end-others"
  | "saved-reply-create"
  | "saved-reply-update"
  | "saved-reply-delete";

/** The outcome of one of the page's forms, shown in that form's section. */
export type AccountActionResult = {
  intent: AccountIntent;
  ok: boolean;
  message: string;
  errors?: Record<string, string>;
  /** For a saved reply's forms: which one the outcome is about, and what was typed into a refused form. */
  savedReplyId?: number;
  values?: { name: string; body: string };
};

// People REQUIRE_2FA sends here must be able to use the page: it is where a second factor is set up.
const ownAccount = { allowWithoutSecondFactor: true };
const noStore = { "Cache-Control": "private, no-store" };

/** GET /admin/account: any signed-in person's own account. */
export async function accountPageLoader(args: Args): Promise<AccountPageData> {
  const admin = await requireAdmin(args, ownAccount);
  const [sessions, twoFactor, passkeys, savedReplies] = await Promise.all([
    listSessions(admin.database.db, admin.user.id),
    loadTwoFactorSection(admin),
    loadPasskeySection(admin),
    listSavedReplies(admin.database.db, admin.user.id),
  ]);
  return {
    viewer: viewerOf(admin.user),
    sessions: sessions.map((session) => ({
      id: session.id,
      createdAt: session.createdAt,
      lastSeenAt: session.lastSeenAt,
      ip: session.ip,
      browser: browserLabel(session.userAgent),
      current: session.id === admin.session.id,
    })),
    twoFactor,
    passkeys,
    savedReplies,
    savedRepliesMax: SAVED_REPLIES_MAX,
    setupSecondFactor: new URL(args.request.url).searchParams.get("setup") === "second-factor",
    passwordHint: PASSWORD_HINT,
  };
}

function answer(result: AccountActionResult, status = 200) {
  return data(result, { status, headers: noStore });
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * POST /admin/account, the page's plain forms: `intent` name (name), password (currentPassword,
 * newPassword, confirmPassword), end-session (sessionId), end-others, or saved-reply-create (name,
 * body), saved-reply-update (savedReplyId, name, body) and saved-reply-delete (savedReplyId).
 */
export async function accountPageAction(args: Args) {
  const admin = await requireAdmin(args, ownAccount);
  const body = await readBodyFields(args.request);
  const fields = body.ok ? body.fields : {};
  const intent = text(fields.intent);

  if (intent === "name") {
    const checked = checkName(fields);
    if (!checked.ok)
      return answer({ intent, ok: false, message: checked.errors.name!, errors: checked.errors }, 400);
    await changeOwnName(admin, checked.value);
    return answer({ intent, ok: true, message: `Your name is now ${checked.value}.` });
  }

  if (intent === "password") {
    const newPassword = text(fields.newPassword);
    if (text(fields.confirmPassword) !== newPassword) {
      const message = "The two new passwords are not the same: type the new password again.";
      return answer({ intent, ok: false, message, errors: { confirmPassword: message } }, 400);
    }
    const changed = await changeOwnPassword(admin, {
      currentPassword: text(fields.currentPassword),
      newPassword,
    });
    if (!changed.ok)
      return answer({ intent, ok: false, message: changed.message, errors: changed.errors }, changed.status);
    const message = "Your password was changed, and your other sessions have ended.";
    return answer({ intent, ok: true, message });
  }

  if (intent === "end-session") {
    const sessionId = text(fields.sessionId);
    const ended = /^[0-9a-f]{64}$/.test(sessionId) && (await endOwnSession(admin, sessionId));
    if (!ended) return answer({ intent, ok: false, message: "That session has already ended." }, 404);
    if (sessionId === admin.session.id) {
      throw redirect("/login", { status: 303, headers: { "Set-Cookie": clearedSessionCookie(admin.https) } });
    }
    return answer({ intent, ok: true, message: "The session has ended." });
  }

  if (intent === "end-others") {
    const count = await endOtherOwnSessions(admin);
    const message = count === 1 ? "1 other session has ended." : `${count} other sessions have ended.`;
    return answer({ intent, ok: true, message });
  }

  if (intent === "saved-reply-create" || intent === "saved-reply-update" || intent === "saved-reply-delete") {
    return savedReplyAction(admin, intent, fields);
  }

  return answer({ intent: "name", ok: false, message: "Choose one of the page's forms." }, 400);
}

/** The saved replies' forms, through the same checks and audit rows as their JSON API. */
async function savedReplyAction(
  admin: Awaited<ReturnType<typeof requireAdmin>>,
  intent: "saved-reply-create" | "saved-reply-update" | "saved-reply-delete",
  fields: Record<string, unknown>,
) {
  const id = pathId(fields.savedReplyId);
  const typed = { name: text(fields.name), body: text(fields.body) };
  const outcome =
    intent === "saved-reply-create"
      ? await saveNewReply(admin, typed)
      : intent === "saved-reply-update"
        ? await changeSavedReply(admin, id, typed)
        : await removeSavedReply(admin, id);
  if (!outcome.ok) {
    const { status, message, errors } = outcome;
    return answer({ intent, ok: false, message, errors, savedReplyId: id, values: typed }, status);
  }
  const message =
    intent === "saved-reply-create"
      ? `Saved reply \u201c${typed.name.trim()}\u201d added.`
      : intent === "saved-reply-update"
        ? `Saved reply \u201c${typed.name.trim()}\u201d updated.`
        : "The saved reply was deleted.";
  return answer({ intent, ok: true, message, savedReplyId: id });
}
