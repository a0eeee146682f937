import { type RouterContextProvider, data } from "react-router";
import { provedRecently, requireRecentProof } from "#app/auth/recent-proof.server.ts";
import { type AdminRequest, requireAdmin } from "#app/auth/require-admin.server.ts";
import { readBodyFields } from "#app/http/request-body.server.ts";
import { dayOf } from "#app/lib/office-clock.ts";
import { DAY_MS } from "#app/lib/time-units.ts";
import { type Viewer, viewerOf } from "#app/auth/viewer.ts";
import { checkClosedDay, isIsoDate } from "#app/meetings/closed-day-input.ts";
import { endCalendarFeed, makeCalendarFeed } from "#app/meetings/calendar-feed-api.server.ts";
import { calendarFeedSince } from "#app/meetings/calendar-feeds.server.ts";
import { addDayOff, removeDayOff } from "#app/meetings/closed-days-api.server.ts";
import { type ClosedDay, listClosedDays } from "#app/meetings/closed-days-store.server.ts";
import { messages } from "#app/meetings/meeting-answers.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * What /admin/meetings shows: the days off (from today, a year ahead), who is looking, since when
 * their private calendar feed exists (null: none), and whether making one asks for the password.
 */
export type MeetingsSettingsData = {
  viewer: Viewer;
  today: string;
  closedDays: ClosedDay[];
  feedSince: string | null;
  /** Making a feed will ask for the password: none was confirmed in the last 10 minutes. */
  feedNeedsPassword: boolean;
};

/** What a form on the page answered: a message to show, and for a refused day off its field errors. */
export type MeetingsSettingsResult =
  | { ok: true; message: string; feedUrl?: string }
  | { ok: false; message: string; errors?: Record<string, string>; values?: { date: string; note: string } };

const noStore = { "Cache-Control": "private, no-store" };
const text = (value: unknown) => (typeof value === "string" ? value : "");

/** GET /admin/meetings (anyone on the team; only owners change days off). */
export async function meetingsSettingsLoader(args: Args): Promise<MeetingsSettingsData> {
  const admin = await requireAdmin(args);
  const today = dayOf(new Date());
  const to = dayOf(new Date(Date.now() + 400 * DAY_MS));
  return {
    viewer: viewerOf(admin.user),
    today,
    closedDays: await listClosedDays(admin.database.db, { from: today, to }),
    feedSince: await calendarFeedSince(admin.database.db, admin.user.id),
    feedNeedsPassword: !provedRecently(admin),
  };
}

function answer(result: MeetingsSettingsResult, status = 200) {
  return data<MeetingsSettingsResult>(result, { status, headers: noStore });
}

/**
 * POST /admin/meetings, the page's plain forms (they work without JavaScript): `intent` add-day
 * (date, note) or remove-day (date), for owners; feed-create (currentPassword, unless confirmed within
 * 10 minutes) or feed-revoke, for one's own feed. The same functions as the API do the work.
 */
export async function meetingsSettingsAction(args: Args) {
  const admin = await requireAdmin(args);
  const body = await readBodyFields(args.request);
  const fields = body.ok ? body.fields : {};
  const intent = text(fields.intent);
  if (intent === "add-day" || intent === "remove-day") return changeDaysOff(admin, intent, fields);
  if (intent === "feed-create") {
    const proof = await requireRecentProof(admin, fields.currentPassword);
    if (!proof.ok) return answer({ ok: false, message: proof.message, errors: proof.errors }, proof.status);
    const feedUrl = await makeCalendarFeed(admin);
    return answer({
      ok: true,
      message: "Your private calendar feed is ready. Copy its address now.",
      feedUrl,
    });
  }
  if (intent === "feed-revoke") {
    if (!(await endCalendarFeed(admin)))
      return answer({ ok: false, message: "You have no calendar feed." }, 404);
    return answer({ ok: true, message: "Your calendar feed is revoked: its address no longer works." });
  }
  return answer({ ok: false, message: "Choose what to change." }, 400);
}

async function changeDaysOff(admin: AdminRequest, intent: string, fields: Record<string, unknown>) {
  if (admin.user.role !== "owner")
    return answer({ ok: false, message: "Only an owner of the team can change the days off." }, 403);
  if (intent === "remove-day") {
    const date = text(fields.date);
    if (!isIsoDate(date) || !(await removeDayOff(admin, date)))
      return answer({ ok: false, message: "That day is no longer a day off." }, 404);
    return answer({ ok: true, message: `${date} is open for bookings again.` });
  }
  const values = { date: text(fields.date), note: text(fields.note) };
  const input = checkClosedDay(fields, dayOf(new Date()));
  if (!input.ok) return answer({ ok: false, message: messages.invalid, errors: input.errors, values }, 400);
  const booked = await addDayOff(admin, input.value);
  if (!booked)
    return answer(
      { ok: false, message: messages.alreadyClosed, errors: { date: messages.alreadyClosed }, values },
      409,
    );
  const warning = booked.length
    ? ` ${booked.length} meeting${booked.length === 1 ? " is" : "s are"} already booked that day: move or cancel ${booked.length === 1 ? "it" : "them"} on the Meetings tab.`
    : "";
  return answer({ ok: true, message: `${input.value.date} is now a day off.${warning}` });
}
