import { type Kysely, sql } from "kysely";
import { type Migration, Migrator } from "kysely/migration";
import { openDatabase } from "#db/database.ts";
import * as contactMessages from "#db/migrations/0001-contact-messages.ts";
import * as applicationsAndOutbox from "#db/migrations/0002-applications-and-outbox.ts";
import * as adminAuth from "#db/migrations/0003-admin-auth.ts";
import * as inboxSearch from "#db/migrations/0004-inbox-search.ts";
import * as meetings from "#db/migrations/0005-meetings.ts";
import * as meetingReads from "#db/migrations/0006-meeting-reads.ts";
import * as applicationCvs from "#db/migrations/0007-application-cvs.ts";
import * as teamAccounts from "#db/migrations/0008-team-accounts.ts";
import * as leadWorkflow from "#db/migrations/0009-lead-workflow.ts";
import * as leadReplies from "#db/migrations/0010-lead-replies.ts";
import * as managedMeetings from "#db/migrations/0011-managed-meetings.ts";
import * as leadStatusCounts from "#db/migrations/0012-lead-status-counts.ts";
import * as inboxAtScale from "#db/migrations/0013-inbox-at-scale.ts";
import * as editableContent from "#db/migrations/0014-editable-content.ts";
import * as searchWalkIndexes from "#db/migrations/0015-search-walk-indexes.ts";
import * as recentProof from "#db/migrations/0016-recent-proof.ts";
import * as visitorMailCounts from "#db/migrations/0017-visitor-mail-counts.ts";
import * as applicationJobIds from "#db/migrations/0018-application-job-ids.ts";
import * as auditTargetLabels from "#db/migrations/0019-audit-target-labels.ts";
import * as jobSalaryRanges from "#db/migrations/0020-job-salary-ranges.ts";
import * as meetingPhoneAndLink from "#db/migrations/0021-meeting-phone-and-link.ts";
import * as meetingWork from "#db/migrations/0022-meeting-work.ts";
import * as inboundMail from "#db/migrations/0023-inbound-mail.ts";
import * as acknowledgementMessageIds from "#db/migrations/0024-acknowledgement-message-ids.ts";
import * as firstPartyAnalytics from "#db/migrations/0025-first-party-analytics.ts";
import * as countersWithoutRowid from "#db/migrations/0026-counters-without-rowid.ts";
import * as dropMeetingReads from "#db/migrations/0027-drop-meeting-reads.ts";
import * as phoneSearchKeys from "#db/migrations/0028-phone-search-keys.ts";
import * as messageSearch from "#db/migrations/0030-message-search.ts";
import * as acknowledgementAnswerIndexes from "#db/migrations/0031-acknowledgement-answer-indexes.ts";
import * as oneNewestFirstIndex from "#db/migrations/0032-one-newest-first-index.ts";
import * as countsAtCommit from "#db/migrations/0033-counts-at-commit.ts";

// Listed here rather than read from the folder, so the migrations travel inside any bundle.
export const migrations: Record<string, Migration> = {
  "0001-contact-messages": contactMessages,
  "0002-applications-and-outbox": applicationsAndOutbox,
  "0003-admin-auth": adminAuth,
  "0004-inbox-search": inboxSearch,
  "0005-meetings": meetings,
  "0006-meeting-reads": meetingReads,
  "0007-application-cvs": applicationCvs,
  "0008-team-accounts": teamAccounts,
  "0009-lead-workflow": leadWorkflow,
  "0010-lead-replies": leadReplies,
  "0011-managed-meetings": managedMeetings,
  "0012-lead-status-counts": leadStatusCounts,
  "0013-inbox-at-scale": inboxAtScale,
  "0014-editable-content": editableContent,
  "0015-search-walk-indexes": searchWalkIndexes,
  "0016-recent-proof": recentProof,
  "0017-visitor-mail-counts": visitorMailCounts,
  "0018-application-job-ids": applicationJobIds,
  "0019-audit-target-labels": auditTargetLabels,
  "0020-job-salary-ranges": jobSalaryRanges,
  "0021-meeting-phone-and-link": meetingPhoneAndLink,
  "0022-meeting-work": meetingWork,
  "0023-inbound-mail": inboundMail,
  "0024-acknowledgement-message-ids": acknowledgementMessageIds,
  "0025-first-party-analytics": firstPartyAnalytics,
  "0026-counters-without-rowid": countersWithoutRowid,
  "0027-drop-meeting-reads": dropMeetingReads,
  "0028-phone-search-keys": phoneSearchKeys,
  "0030-message-search": messageSearch,
  "0031-acknowledgement-answer-indexes": acknowledgementAnswerIndexes,
  "0032-one-newest-first-index": oneNewestFirstIndex,
  "0033-counts-at-commit": countsAtCommit,
};

/** Applies every pending migration; returns the names applied. Throws with the failing migration's error. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === "Error");
    throw new Error(`Migration ${failed?.migrationName ?? "(unknown)"} failed: ${String(error)}`, {
      cause: error,
    });
  }
  return results.filter((result) => result.status === "Success").map((result) => result.migrationName);
}

/**
 * Migrates the database at `url` over a connection of its own without the app's 4-second statement
 * limit: a migration may rewrite or index a table of a million rows (0015 takes about 25 s on
 * PostgreSQL at 1,000,000 messages). Returns the names applied.
 */
export async function migrateDatabase(url: string): Promise<string[]> {
  const handle = openDatabase(url, { queryTimeoutMs: 0 });
  try {
    const applied = await migrateToLatest(handle.db);
    // A migration that rewrites a table (0015) leaves PostgreSQL without planner statistics or a
    // visibility map for it until autovacuum comes by: index-only scans would read the table again.
    // VACUUM cannot run inside the migrations' transaction, so it runs here, once they commit.
    if (applied.length && handle.dialect === "postgres") await sql`vacuum analyze`.execute(handle.db);
    return applied;
  } finally {
    await handle.close();
  }
}
