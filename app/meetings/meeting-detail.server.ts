import type { DatabaseHandle } from "#db/database.ts";
import { type LeadSource, leadSourceJson } from "#app/analytics/lead-source-json.ts";
import {
  type MeetingNoteJson,
  type MeetingReplyJson,
  listMeetingNotes,
  listMeetingReplies,
} from "#app/meetings/meeting-conversation.server.ts";
import { type InboundEntryJson, listMeetingInbound } from "#app/inbound/inbound-store.server.ts";
import { type OwnMeetingJson, ownMeetingJson } from "#app/meetings/meeting-json.ts";
import { type Meeting, findMeeting } from "#app/meetings/meetings-store.server.ts";

type Store = Pick<DatabaseHandle, "db" | "dialect">;

/**
 * A meeting as the team sees it: the visitor's booking, the reason the agency gave when it cancelled
 * (null otherwise), and who holds it (null: nobody).
 */
export type AdminMeetingJson = OwnMeetingJson & {
  cancelReason: string | null;
  assignee: { id: number; name: string } | null;
  /** Where the visit that booked it came from (issue 33); the visitor's own JSON does not say. */
  source: LeadSource | null;
};

/**
 * A meeting's page and `GET /api/admin/meetings/{id}`: the meeting with its notes, its messages and
 * the visitor's answers to its mails (`inbound`, issue 31).
 */
export type MeetingDetailJson = AdminMeetingJson & {
  notes: MeetingNoteJson[];
  replies: MeetingReplyJson[];
  inbound: InboundEntryJson[];
};

/** The team's JSON of many meetings, in their order, each with its assignee's current name. */
export async function adminMeetingsJson(store: Store, meetings: Meeting[]): Promise<AdminMeetingJson[]> {
  const ids = [
    ...new Set(meetings.flatMap((meeting) => (meeting.assignee_id === null ? [] : [meeting.assignee_id]))),
  ];
  const people = ids.length
    ? await store.db.selectFrom("users").select(["id", "name"]).where("id", "in", ids).execute()
    : [];
  const names = new Map(people.map((person) => [Number(person.id), person.name]));
  return meetings.map((meeting) => {
    const assigneeId = meeting.assignee_id === null ? null : Number(meeting.assignee_id);
    return {
      ...ownMeetingJson(meeting),
      cancelReason: meeting.cancel_reason,
      assignee: assigneeId === null ? null : { id: assigneeId, name: names.get(assigneeId) ?? "" },
      source: leadSourceJson(meeting),
    };
  });
}

/** The team's JSON of one meeting (see adminMeetingsJson). */
export async function adminMeetingJson(store: Store, meeting: Meeting): Promise<AdminMeetingJson> {
  const [json] = await adminMeetingsJson(store, [meeting]);
  return json!;
}

/** One meeting with its conversation, whatever its status; undefined when there is none. */
export async function meetingDetail(store: Store, id: string): Promise<MeetingDetailJson | undefined> {
  const meeting = await findMeeting(store, id);
  if (!meeting) return undefined;
  const [json, notes, replies, inbound] = await Promise.all([
    adminMeetingJson(store, meeting),
    listMeetingNotes(store.db, id),
    listMeetingReplies(store.db, id),
    listMeetingInbound(store.db, id),
  ]);
  return { ...json, notes, replies, inbound };
}
