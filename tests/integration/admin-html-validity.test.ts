import { rmSync } from "node:fs";
import { expect, test } from "vitest";
import { openDatabase } from "#db/database.ts";
import { builtServerForThisFile } from "#tests/setup/built-server.ts";
import { nuHtmlErrors } from "#tests/setup/nu-html-checker.ts";
import { savePages } from "#tests/setup/public-pages.ts";
import { signedInToken } from "#tests/setup/team.ts";

// The admin's screens, signed in as an owner, through the W3C Nu HTML Checker (html-validity.test.ts
// does the public pages): the production build (`npm run build` first), with a lead of each kind,
// a post and a meeting's worth of data, so the cards, the chart and the editors are all drawn.
const started = builtServerForThisFile();

test(
  "every admin screen, signed in as an owner, passes the W3C Nu HTML checker",
  { timeout: 180_000 },
  async () => {
    const database = openDatabase(started.databaseUrl);
    let token: string;
    let unnamedToken: string;
    let messageId: number;
    let applicationId: number;
    const meetingId = crypto.randomUUID();
    try {
      token = await signedInToken(database.db, "owner");
      // A person who still has the first owner's placeholder name sees the welcome screen.
      unnamedToken = await signedInToken(database.db, "member");
      const unnamed = await database.db
        .selectFrom("users")
        .select("id")
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      await database.db.updateTable("users").set({ name: "Owner" }).where("id", "=", unnamed.id).execute();
      const now = new Date().toISOString();
      messageId = Number(
        (
          await database.db
            .insertInto("contact_messages")
            .values({
              user_name: "Meera Tandon",
              user_email: "meera@example.in",
              user_phone: "+91 98390 22222",
              message: "We run three bakeries in Lucknow.\nCan you help us on Google Maps?",
              service: "seo",
              read: 0,
              created_at: now,
            })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id,
      );
      applicationId = Number(
        (
          await database.db
            .insertInto("job_applications")
            .values({
              job_id: 3,
              job_title: "Content Writer",
              name: "Arjun Mehta",
              email: "arjun@example.in",
              phone: "+91 98390 44444",
              message: "I write about food and travel.",
              read: 0,
              created_at: now,
            })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id,
      );
      // A meeting with a link, a note and a message, so its page draws every part.
      const start = new Date(Date.now() + 3 * 86_400_000);
      await database.db
        .insertInto("meetings")
        .values({
          id: meetingId,
          owner_token_hash: "0".repeat(64),
          title: "Free consultation",
          description: "Local search for our clinic.",
          name: "Kavita Rao",
          email: "kavita@example.in",
          phone: "+91 98390 55555",
          meeting_link: "https://meet.jit.si/elevate-clinic",
          start_at: start.toISOString(),
          end_at: new Date(start.getTime() + 1_800_000).toISOString(),
          created_at: now,
          updated_at: now,
        })
        .execute();
      const author = await database.db.selectFrom("users").select("id").executeTakeFirstOrThrow();
      await database.db
        .insertInto("meeting_notes")
        .values({
          meeting_id: meetingId,
          author_user_id: author.id,
          body: "Prefers mornings.",
          created_at: now,
        })
        .execute();
      await database.db
        .insertInto("meeting_replies")
        .values({
          meeting_id: meetingId,
          author_user_id: author.id,
          body: "Here is the link for the call.",
          message_id: `<${meetingId}@example.in>`,
          outbox_mail_id: null,
          created_at: now,
        })
        .execute();
    } finally {
      await database.close();
    }
    const paths = [
      "/admin",
      "/admin?tab=applications",
      "/admin?tab=meetings",
      "/admin/overview",
      "/admin/analytics",
      `/admin/messages/${messageId}`,
      `/admin/applications/${applicationId}`,
      "/admin/meetings",
      `/admin/meetings/${meetingId}`,
      "/admin/content",
      "/admin/content/posts/new",
      "/admin/content/jobs/new",
      "/admin/content/faqs/new",
      "/admin/content/site",
      "/admin/personal-data?email=meera%40example.in",
      "/admin/team",
      "/admin/audit",
      "/admin/account",
    ];
    const { dir, files } = await savePages(started.server.url, paths, { cookie: `admin_session=${token}` });
    const welcome = await savePages(started.server.url, ["/admin/welcome"], {
      cookie: `admin_session=${unnamedToken}`,
    });
    try {
      expect(files).toHaveLength(paths.length);
      expect(welcome.files).toHaveLength(1);
      expect(nuHtmlErrors({ files, relativeTo: dir })).toEqual([]);
      expect(nuHtmlErrors({ files: welcome.files, relativeTo: welcome.dir })).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(welcome.dir, { recursive: true, force: true });
    }
  },
);
