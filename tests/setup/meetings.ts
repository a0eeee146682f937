import ICAL from "ical.js";
import type { Kysely } from "kysely";
import { beforeAll } from "vitest";
import type { DatabaseDialect, DatabaseHandle } from "#db/database.ts";
import type { Database } from "#db/schema.ts";
import type { AppServices } from "#app/context.ts";
import { MINUTE_MS } from "#app/lib/time-units.ts";
import { type MeetingNotifier, bookMeeting } from "#app/meetings/meetings-store.server.ts";
import { TEST_SITE_URL } from "#tests/setup/admin-api.ts";
import { type OpenScratchDatabase, scratchDatabaseForThisBlock } from "#tests/setup/databases.ts";
import { type SignedInPerson, signedInPerson } from "#tests/setup/leads.ts";
import { testServices } from "#tests/setup/router-context.ts";

/** A block's scratch database, the services over it, and Rohit Verma, a member signed in. */
export type SignedInTeam = { database: OpenScratchDatabase; services: AppServices; member: SignedInPerson };

/**
 * The set-up of a test block that works meetings as the team: a scratch database for the block, and,
 * from its `beforeAll` on, services on `TEST_SITE_URL` (with `env`) and a signed-in member.
 */
export function signedInTeamForThisBlock(
  dialect: DatabaseDialect,
  env: Record<string, string> = {},
): SignedInTeam {
  const team = { database: scratchDatabaseForThisBlock(dialect) } as SignedInTeam;
  beforeAll(async () => {
    team.services = testServices(team.database, { SITE_URL: TEST_SITE_URL, ...env });
    team.member = await signedInPerson(team.database.db, team.services, "member", "Rohit Verma");
  });
  return team;
}

/**
 * A visitor's meeting booked straight in the store, mailing nothing unless `notify` does: Meera Joshi's
 * free consultation, `minutes` (30) long from `start`. Throws when the store refuses it; its id.
 */
export async function bookTestMeeting(
  database: Pick<DatabaseHandle, "db" | "dialect">,
  start: Date,
  {
    minutes = 30,
    email = "meera@example.in",
    name = "Meera Joshi",
    description = "",
    phone = "",
    link,
    owner = "f".repeat(64),
    now = new Date(),
    notify = async () => true,
  }: {
    minutes?: number;
    email?: string;
    name?: string;
    description?: string;
    phone?: string;
    link?: string;
    owner?: string;
    now?: Date;
    notify?: MeetingNotifier;
  } = {},
): Promise<string> {
  const result = await bookMeeting(database, {
    owner,
    input: {
      title: "Free consultation",
      description,
      name,
      email,
      phone,
      start,
      end: new Date(start.getTime() + minutes * MINUTE_MS),
    },
    link,
    now,
    notify,
  });
  if (!result.ok) throw new Error(`booking failed: ${result.reason}`);
  return result.meeting.id;
}

/** The mails queued to `email`, oldest first, each with its calendar invitation read when it has one. */
export async function mailsWithInvitations(db: Kysely<Database>, email: string) {
  const rows = await db
    .selectFrom("mail_outbox")
    .selectAll()
    .where("recipient", "=", email)
    .orderBy("id")
    .execute();
  return rows.map((row) => {
    const [file] = row.attachments_json ? (JSON.parse(row.attachments_json) as { content: string }[]) : [];
    const calendar = file ? new ICAL.Component(ICAL.parse(file.content)) : undefined;
    const event = calendar ? new ICAL.Event(calendar.getFirstSubcomponent("vevent")!) : undefined;
    return { row, method: calendar?.getFirstPropertyValue("method"), event };
  });
}
