import { type RouterContextProvider, data } from "react-router";
import { logout } from "#app/auth/login.server.ts";
import { requireAdmin } from "#app/auth/require-admin.server.ts";
import { type Viewer, viewerOf } from "#app/team/viewer.ts";
import { type InboxQuery, PAGE_SIZE, inboxQueryOrDefaults } from "#app/inbox/inbox-query.ts";
import {
  type ApplicationJson,
  type MessageJson,
  applicationJson,
  messageJson,
} from "#app/inbox/inbox-json.ts";
import { countInbox, listInbox } from "#app/inbox/inbox-store.server.ts";
import {
  type MeetingsTabData,
  countUnreadMeetings,
  loadMeetingsTab,
  setMeetingRead,
} from "#app/meetings/meetings-tab.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export const inboxTabs = ["messages", "applications", "meetings"] as const;
export type InboxTab = (typeof inboxTabs)[number];

type Paged<T> = { items: (T & { orderId: number })[]; total: number; pageCount: number };

/** Everything the /admin page shows for one URL (tab, q, page, unread). */
export type AdminPageData = {
  viewer: Viewer;
  tab: InboxTab;
  query: InboxQuery;
  unreadCounts: Record<InboxTab, number>;
} & (
  | { kind: "messages"; list: Paged<MessageJson> }
  | { kind: "applications"; list: Paged<ApplicationJson> }
  | { kind: "meetings"; meetings: MeetingsTabData }
);

function parseTab(value: string | null): InboxTab {
  return inboxTabs.find((tab) => tab === value) ?? "messages";
}

/** GET /admin: checks the session (or redirects to /login), then loads the current tab. */
export async function adminPageLoader(args: Args): Promise<AdminPageData> {
  const admin = await requireAdmin(args);
  const params = new URL(args.request.url).searchParams;
  const tab = parseTab(params.get("tab"));
  // The page always shows 50 a page; a bad value in the URL falls back to the default.
  const query = { ...inboxQueryOrDefaults(params), limit: PAGE_SIZE };
  const [messages, applications, meetings] = await Promise.all([
    countInbox(admin.database, "messages", { q: "", unread: true }),
    countInbox(admin.database, "applications", { q: "", unread: true }),
    countUnreadMeetings(admin.database, new Date()),
  ]);
  const base = {
    viewer: viewerOf(admin.user),
    tab,
    query,
    unreadCounts: { messages, applications, meetings },
  };
  const filter = { q: query.q, unread: query.unread };
  const paging = { page: query.page, limit: query.limit };
  const pageCount = (total: number) => Math.max(1, Math.ceil(total / query.limit));

  if (tab === "messages") {
    const { rows, total } = await listInbox(admin.database, "messages", filter, paging);
    const items = rows.map((row) => ({ ...messageJson(row), orderId: row.orderId }));
    return { ...base, kind: "messages", list: { items, total, pageCount: pageCount(total) } };
  }
  if (tab === "applications") {
    const { rows, total } = await listInbox(admin.database, "applications", filter, paging);
    const items = rows.map((row) => ({ ...applicationJson(row), orderId: row.orderId }));
    return { ...base, kind: "applications", list: { items, total, pageCount: pageCount(total) } };
  }
  return { ...base, kind: "meetings", meetings: await loadMeetingsTab(admin.database, new Date()) };
}

/** What a meeting's read toggle answers: ok, or an error the card shows inline. */
export type AdminActionResult = { ok: true } | { ok: false; error: string };

/** POST /admin: `intent=logout`, or `intent=meeting-read` with `id` and `read` (true/false). */
export async function adminPageAction(args: Args) {
  const form = await args.request.formData().catch(() => new FormData());
  const intent = form.get("intent");
  if (intent === "logout") return logout(args);
  const admin = await requireAdmin(args);
  if (intent !== "meeting-read") {
    return data<AdminActionResult>({ ok: false, error: "Unknown action" }, { status: 400 });
  }
  const id = form.get("id");
  const read = form.get("read");
  if (typeof id !== "string" || !/^[\w-]{1,64}$/.test(id) || (read !== "true" && read !== "false")) {
    return data<AdminActionResult>({ ok: false, error: "Invalid meeting or read flag" }, { status: 400 });
  }
  if (!(await setMeetingRead(admin.database, id, read === "true"))) {
    return data<AdminActionResult>({ ok: false, error: "This meeting no longer exists" }, { status: 404 });
  }
  return data<AdminActionResult>({ ok: true });
}
