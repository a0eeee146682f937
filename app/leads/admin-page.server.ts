import { type RouterContextProvider, data } from "react-router";
import { logout } from "#app/auth/login.server.ts";
import { requireAdmin } from "#app/auth/require-admin.server.ts";
import { type Viewer, viewerOf } from "#app/auth/viewer.ts";
import { PAGE_SIZE } from "#app/http/pagination-links.ts";
import { type InboxQuery, inboxQueryOrDefaults } from "#app/inbox/inbox-query.ts";
import {
  type ApplicationJson,
  type MessageJson,
  applicationJson,
  messageJson,
} from "#app/inbox/inbox-json.ts";
import { type LeadFilterQuery, leadFiltersOrDefaults } from "#app/inbox/inbox-filters.ts";
import {
  type ApplicationRow,
  type InboxKind,
  type MessageRow,
  countInbox,
  listInboxWithCounts,
} from "#app/inbox/inbox-store.server.ts";
import { type LeadFieldsJson, leadFieldsJson } from "#app/inbox/lead-json.ts";
import { listTeam } from "#app/auth/users.server.ts";
import {
  type MeetingsTabData,
  countUpcomingMeetings,
  loadMeetingsTab,
} from "#app/meetings/meetings-tab.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

const inboxTabs = ["messages", "applications", "meetings"] as const;
type InboxTab = (typeof inboxTabs)[number];

type Paged<T> = {
  items: (T & LeadFieldsJson & { orderId: number })[];
  total: number;
  pageCount: number;
  /** A search that lists only its newest SEARCH_RESULTS_LIMIT matches. */
  truncated: boolean;
};

/** A team member as the filter and the pickers offer them (disabled people stay findable in the filter). */
export type TeamPerson = { id: number; name: string; email: string; disabled: boolean };

/** A list's lead filters as the URL gave them, how many match in each status, and the team to choose from. */
export type LeadListData = {
  leads: LeadFilterQuery;
  /** Undefined for a search whose matches go past what it lists (`truncated`). */
  statusCounts: Record<string, number> | undefined;
  people: TeamPerson[];
  jobs: JobChoice[];
};

/** A job as the applications' filter offers it: open ones, and closed ones that still have applicants. */
export type JobChoice = { id: number; title: string; open: boolean };

/** Everything the /admin page shows for one URL (tab, q, page, unread and the lead filters). */
export type AdminPageData = {
  viewer: Viewer;
  tab: InboxTab;
  query: InboxQuery;
  /** Each tab's count: unread messages and applications, upcoming meetings. */
  tabCounts: Record<InboxTab, number>;
} & (
  | ({ kind: "messages"; list: Paged<MessageJson> } & LeadListData)
  | ({ kind: "applications"; list: Paged<ApplicationJson> } & LeadListData)
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
    countUpcomingMeetings(admin.database, new Date()),
  ]);
  const base = {
    viewer: viewerOf(admin.user),
    tab,
    query,
    tabCounts: { messages, applications, meetings },
  };
  const pageCount = (total: number) => Math.max(1, Math.ceil(total / query.limit));
  const paging = { page: query.page, limit: query.limit };

  if (tab === "messages" || tab === "applications") {
    const kind: InboxKind = tab;
    const leads = leadFiltersOrDefaults(params, kind);
    const { status, service, job, channel, createdFrom, createdBefore, assignee } = leads;
    const filter = {
      ...{ q: query.q, unread: query.unread, status, service, job, channel, createdFrom, createdBefore },
      assignee: assignee === "me" ? admin.user.id : assignee,
    };
    const [{ counts: statusCounts, ...list }, team, jobRows] = await Promise.all([
      listInboxWithCounts(admin.database, kind, filter, paging),
      listTeam(admin.database.db),
      admin.database.db
        .selectFrom("jobs")
        .select(["id", "title", "open"])
        .orderBy("position")
        .orderBy("id")
        .execute(),
    ]);
    const people = team.map(({ id, name, email, disabled }) => ({ id, name, email, disabled }));
    const jobs = jobRows.map((job) => ({ id: job.id, title: job.title, open: job.open === 1 }));
    const lead = { leads, statusCounts, people, jobs };
    const total = list.total;
    if (kind === "messages") {
      const items = list.rows.map((row) => ({
        ...messageJson(row as MessageRow),
        ...leadFieldsJson(row),
        orderId: row.orderId,
      }));
      return {
        ...base,
        ...lead,
        kind,
        list: { items, total, pageCount: pageCount(total), truncated: list.truncated },
      };
    }
    const items = list.rows.map((row) => ({
      ...applicationJson(row as ApplicationRow),
      ...leadFieldsJson(row),
      orderId: row.orderId,
    }));
    return {
      ...base,
      ...lead,
      kind,
      list: { items, total, pageCount: pageCount(total), truncated: list.truncated },
    };
  }
  return { ...base, kind: "meetings", meetings: await loadMeetingsTab(admin.database, new Date()) };
}

/** POST /admin: `intent=logout` (the sign-out button on every admin page). */
export async function adminPageAction(args: Args) {
  const form = await args.request.formData().catch(() => new FormData());
  if (form.get("intent") === "logout") return logout(args);
  await requireAdmin(args);
  return data({ ok: false, error: "Unknown action" }, { status: 400 });
}
