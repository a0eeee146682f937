import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strToU8, unzipSync } from "fflate";
import pino from "pino";
import { beforeEach, describe, expect, test } from "vitest";
import { scratchDatabaseForEachTest, testDialects } from "#tests/setup/databases.ts";
import { routerContext, testServices } from "#tests/setup/router-context.ts";
import { signedInToken } from "#tests/setup/team.ts";
import { storeJobApplication } from "#app/submissions/job-applications.server.ts";
import type { AppServices } from "#app/context.ts";
import { listInbox } from "#app/inbox/inbox-store.server.ts";
import { enqueueMail } from "#app/mail/outbox.server.ts";
import { storeAttachments } from "#app/attachments/attachments-store.server.ts";
import { personalDataEraseApi, personalDataExportApi } from "#app/personal-data/personal-data-api.server.ts";
import { personalDataZip, zipFileName } from "#app/personal-data/personal-data-zip.server.ts";
import { erasePersonalData, findPersonalData } from "#app/personal-data/personal-data-store.server.ts";

const pdf = strToU8("%PDF-1.4\n%%EOF\n");
const scans = [strToU8("%PDF-1.4\n% first scan\n%%EOF\n"), strToU8("%PDF-1.4\n% second scan\n%%EOF\n")];
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const proposal = strToU8("%PDF-1.7\n% our proposal\n%%EOF\n");
const application = { jobId: "2", name: "", email: "", phone: "+91 98390 55555", message: "Hire me." };

type Person = { name: string; email: string };
// The same person under three spellings of one address; the others only look alike.
const priya = { name: "Priya Kapoor", email: "priya.k@example.in" };
const spellings = ["priya.k@example.in", "Priya.K@Example.IN", "PRIYA.K@EXAMPLE.IN"];
const others: Person[] = [
  { name: "Rohit Verma", email: "rohit@example.in" },
  { name: "Priya Kapoor Sr", email: "xpriya.k@example.in" },
  { name: "Priya Kapoor Jr", email: "priya.k@example.in.example.com" },
];

describe.each(testDialects)("personal data on %s", (dialect) => {
  const database = scratchDatabaseForEachTest(dialect);
  let services: AppServices;
  let adminCookie: string;
  const logLines: Record<string, unknown>[] = [];
  let meetingCounter = 0;

  async function seed(person: Person, email = person.email) {
    const db = database.db;
    const now = new Date().toISOString();
    await db
      .insertInto("contact_messages")
      .values({
        user_name: person.name,
        user_email: email,
        user_phone: "+91 98390 12345",
        message: "Please call me.",
        service: null,
        created_at: now,
      })
      .execute();
    await db.transaction().execute((trx) =>
      storeJobApplication(trx, {
        value: { ...application, name: person.name, email },
        notifyEmail: "jobs@example.in",
        siteUrl: "https://www.elevatedigital.in",
        now: new Date(),
        cv: { fileName: "cv.pdf", contentType: "application/pdf", bytes: pdf },
      }),
    );
    const id = `meeting-${dialect}-${++meetingCounter}`;
    await db
      .insertInto("meetings")
      .values({
        id,
        owner_token_hash: "0".repeat(64),
        title: "Free consultation",
        name: person.name,
        email,
        start_at: "2030-01-08T05:00:00.000Z",
        end_at: "2030-01-08T06:00:00.000Z",
        created_at: now,
        updated_at: now,
      })
      .execute();
    // The team's note on the meeting stays the team's; its message to the visitor is theirs too.
    const author = await db.selectFrom("users").select("id").orderBy("id").executeTakeFirstOrThrow();
    await db
      .insertInto("meeting_notes")
      .values({ meeting_id: id, author_user_id: author.id, body: `Internal: ${id}`, created_at: now })
      .execute();
    await db
      .insertInto("meeting_replies")
      .values({
        meeting_id: id,
        author_user_id: author.id,
        body: `The video link for ${id} is on its way.`,
        message_id: `<${id}@example.in>`,
        created_at: now,
      })
      .execute();
    await enqueueMail(db, {
      kind: "meeting-confirmation",
      to: email,
      subject: "Your consultation",
      text: "See you",
    });
  }

  beforeEach(async () => {
    const stream = {
      write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>),
    };
    services = { ...testServices(database), logger: pino({ level: "info" }, stream) };
    adminCookie = `admin_session=${await signedInToken(database.db, "owner")}`;
    for (const spelling of spellings) await seed(priya, spelling);
    for (const other of others) await seed(other);
  });

  async function call(method: "GET" | "DELETE", query: string, headers: Record<string, string> = {}) {
    const request = new Request(`http://localhost/api/admin/personal-data?${query}`, {
      method,
      headers: { cookie: adminCookie, ...headers },
    });
    const args = { request, context: routerContext(services), params: {}, unstable_pattern: "" } as never;
    try {
      return await (method === "GET" ? personalDataExportApi(args) : personalDataEraseApi(args));
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  // A mail from the person on their lead with three files (two named alike, one named to escape the
  // folder, stored as is to prove the ZIP cleans it), and a reply to them with one.
  async function seedMailFiles(
    email: string,
    lead: { contact_message_id: number | null; application_id: number | null },
  ) {
    const db = database.db;
    const now = new Date();
    const { id: inboundId } = await db
      .insertInto("inbound_messages")
      .values({
        ...lead,
        meeting_id: null,
        message_id: `<files-${email}@mail.example.in>`,
        from_name: "",
        from_address: email.toLowerCase(),
        subject: "Re: your quote",
        text_body: "Scans attached.",
        quoted_text: "",
        sent_at: null,
        received_at: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await storeAttachments(
      db,
      { inboundMessageId: Number(inboundId) },
      [
        { fileName: "scan.pdf", contentType: "application/pdf", bytes: scans[0]! },
        { fileName: "Scan.pdf", contentType: "application/pdf", bytes: scans[1]! },
        { fileName: "../../.logo:new?.png", contentType: "image/png", bytes: png },
      ],
      now,
    );
    const author = await db.selectFrom("users").select("id").orderBy("id").executeTakeFirstOrThrow();
    const { id: replyId } = await db
      .insertInto("lead_replies")
      .values({
        ...lead,
        author_user_id: author.id,
        body: "Our proposal is attached.",
        message_id: `<reply-${email}@elevatedigital.in>`,
        outbox_mail_id: null,
        created_at: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await storeAttachments(
      db,
      { leadReplyId: Number(replyId) },
      [{ fileName: "proposal.pdf", contentType: "application/pdf", bytes: proposal }],
      now,
    );
    return { mail: `files-you-sent-us/mail-${inboundId}-`, reply: `files-we-sent-you/reply-${replyId}-` };
  }

  const leadOf = async (email: string) =>
    (
      await database.db
        .selectFrom("contact_messages")
        .select("id")
        .where("user_email", "=", email)
        .executeTakeFirstOrThrow()
    ).id;

  test("the export holds exactly the rows for the address, whatever its case, and nobody else's", async () => {
    const response = await call("GET", `email=${encodeURIComponent(" Priya.K@example.in ")}`);
    expect(response.status).toBe(200);
    const report = (await response.json()) as Awaited<ReturnType<typeof findPersonalData>>;
    expect(report.email).toBe("priya.k@example.in");
    expect(report.messages.map((row) => row.user_email)).toEqual(spellings);
    expect(report.applications.map((row) => row.email)).toEqual(spellings);
    expect(report.meetings.map((row) => row.email)).toEqual(spellings);
    // The messages mailed about each of those meetings, beside them; never the team's internal notes.
    expect(report.meetingReplies.map((reply) => [reply.meetingId, reply.body])).toEqual(
      report.meetings.map((meeting) => [meeting.id, `The video link for ${meeting.id} is on its way.`]),
    );
    expect(report.meetingReplies[0]).toMatchObject({ author: { name: "Test owner" }, delivery: "sent" });
    expect(JSON.stringify(report)).not.toContain("Internal:");
    // Each application's notification (Reply-To) and each meeting mail (To).
    expect(report.outboxMails).toHaveLength(6);
    expect(report.applications[0]!.cv).toEqual({
      fileName: "cv.pdf",
      contentType: "application/pdf",
      size: pdf.byteLength,
      sha256: createHash("sha256").update(pdf).digest("hex"),
    });
    expect(JSON.stringify(report)).not.toMatch(/rohit|xpriya|example\.com/i);
  });

  test("the ZIP export holds the JSON, every CV and the files of mail both ways, named safely and uniquely", async () => {
    const lead = await leadOf(spellings[1]!);
    const folders = await seedMailFiles(spellings[1]!, { contact_message_id: lead, application_id: null });
    const other = await leadOf(others[0]!.email);
    await seedMailFiles(others[0]!.email, { contact_message_id: other, application_id: null });
    const response = await call("GET", "email=priya.k%40example.in&format=zip");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="personal-data-/);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const names = Object.keys(files).sort();
    expect(names.filter((name) => name.startsWith("cvs/"))).toHaveLength(3);
    expect(names).toContain("personal-data.json");
    const report = JSON.parse(new TextDecoder().decode(files["personal-data.json"])) as {
      applications: unknown[];
      inbound: { attachments: unknown[] }[];
    };
    expect(report.applications).toHaveLength(3);
    expect(report.inbound[0]!.attachments).toHaveLength(3);
    for (const name of names.filter((entry) => entry.startsWith("cvs/"))) expect(files[name]).toEqual(pdf);
    // The bytes themselves, each under its folder, nobody else's; the look-alike gets a number, the escape goes.
    expect(names.filter((name) => name.startsWith("files-"))).toEqual([
      `${folders.reply}proposal.pdf`,
      `${folders.mail}Scan (2).pdf`,
      `${folders.mail}logonew.png`,
      `${folders.mail}scan.pdf`,
    ]);
    expect(files[`${folders.mail}scan.pdf`]).toEqual(scans[0]);
    expect(files[`${folders.mail}Scan (2).pdf`]).toEqual(scans[1]);
    expect(files[`${folders.mail}logonew.png`]).toEqual(png);
    expect(files[`${folders.reply}proposal.pdf`]).toEqual(proposal);
  });

  test("a stored name becomes one safe ZIP name on any system", () => {
    expect(zipFileName("../../etc/passwd")).toBe("passwd");
    expect(zipFileName("C:\\Users\\me\\CON?.pdf")).toBe("CON.pdf");
    expect(zipFileName(" .hidden.pdf. ")).toBe("hidden.pdf");
    expect(zipFileName("a\u0000b\u001fc.pdf")).toBe("abc.pdf");
    expect(zipFileName("..")).toBe("file");
    expect(zipFileName(`${"प".repeat(200)}.pdf`)).toBe(`${"प".repeat(116)}.pdf`);
  });

  // Needs Info-ZIP's unzip (Debian: apt-get install unzip): fails, never skips, without it.
  test("Info-ZIP unzip lists a Hindi CV name whole: UTF-8 names are marked, entries made on Unix", async () => {
    const cvName = "प्रिया का बायोडाटा.pdf";
    await database.db.transaction().execute((trx) =>
      storeJobApplication(trx, {
        value: { ...application, name: "प्रिया", email: "priya.hi@example.in" },
        notifyEmail: "jobs@example.in",
        siteUrl: "https://www.elevatedigital.in",
        now: new Date(),
        cv: { fileName: cvName, contentType: "application/pdf", bytes: pdf },
      }),
    );
    const { id } = await database.db
      .selectFrom("job_applications")
      .select("id")
      .where("email", "=", "priya.hi@example.in")
      .executeTakeFirstOrThrow();
    const folders = await seedMailFiles("priya.hi@example.in", {
      contact_message_id: null,
      application_id: id,
    });
    const stream = await personalDataZip(database.db, "priya.hi@example.in");
    const zip = new Uint8Array(await new Response(stream).arrayBuffer());
    const folder = mkdtempSync(join(tmpdir(), "personal-data-zip-"));
    try {
      const file = join(folder, "export.zip");
      writeFileSync(file, zip);
      const env = { ...process.env, LANG: "C.UTF-8", LC_ALL: "C.UTF-8" };
      // Every entry's CRC and sizes check out (a streamed entry carries them after its data).
      expect(execFileSync("unzip", ["-t", file], { env, encoding: "utf8" })).toMatch(/No errors detected/);
      const listing = execFileSync("unzip", ["-l", file], { env, encoding: "utf8" });
      expect(listing).toMatch(new RegExp(`cvs/application-${id}-${cvName.replace(".", "\\.")}\\n`));
      for (const name of ["scan.pdf", "Scan (2).pdf", "logonew.png"])
        expect(listing).toContain(`${folders.mail}${name}\n`);
      expect(listing).toContain(`${folders.reply}proposal.pdf\n`);
      expect(execFileSync("zipinfo", [file], { env, encoding: "utf8" })).toMatch(/-rw-r--r-- +[\d.]+ unx /);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    // The central directory's entry for the CV: general purpose bit 11 (UTF-8 name), made by Unix (3).
    const central = Buffer.from(zip).indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    const entries = Buffer.from(zip).subarray(central);
    const cvEntry = entries.indexOf(Buffer.from("cvs/")) - 46;
    expect(entries.readUInt8(cvEntry + 5)).toBe(3);
    expect(entries.readUInt16LE(cvEntry + 8) & 0x800).toBe(0x800);
  });

  test("both endpoints are admin only, refuse a foreign origin and name a bad email", async () => {
    expect((await call("GET", "email=priya.k%40example.in", { cookie: "" })).status).toBe(401);
    expect((await call("DELETE", "email=priya.k%40example.in", { cookie: "" })).status).toBe(401);
    const foreign = await call("DELETE", "email=priya.k%40example.in", { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    for (const query of ["", "email=", "email=not-an-address"]) {
      const response = await call("GET", query);
      expect(response.status).toBe(400);
      expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual(["email"]);
    }
    expect((await call("DELETE", "email=nope")).status).toBe(400);
    // Nothing was erased by any of these.
    expect((await findPersonalData(database.db, priya.email)).messages).toHaveLength(3);
  });

  test("erasure removes every row for the address in one go and leaves everyone else's", async () => {
    const othersBefore = await Promise.all(others.map((other) => findPersonalData(database.db, other.email)));
    const response = await call("DELETE", "email=PRIYA.K%40example.in", { origin: "http://localhost" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      email: "priya.k@example.in",
      removed: {
        messages: 3,
        applications: 3,
        cvs: 3,
        meetings: 3,
        meetingReplies: 3,
        outboxMails: 6,
        inboundMails: 0,
      },
    });
    const after = await findPersonalData(database.db, priya.email);
    expect(after).toEqual({
      email: priya.email,
      messages: [],
      applications: [],
      meetings: [],
      meetingReplies: [],
      outboxMails: [],
      replies: [],
      inbound: [],
    });
    const cvs = await database.db.selectFrom("application_cvs").select("application_id").execute();
    expect(cvs).toHaveLength(others.length);
    // The inbox search finds nothing for the address any more, but still finds the others.
    for (const kind of ["messages", "applications"] as const) {
      const found = await listInbox(
        database,
        kind,
        { q: "priya.k@example.in", unread: false },
        { page: 1, limit: 50 },
      );
      const emails = found.rows.map((row) => ("email" in row ? row.email : row.user_email)).sort();
      expect(emails).toEqual(["priya.k@example.in.example.com", "xpriya.k@example.in"]);
    }
    // The meetings' messages and the team's notes on them are gone; everyone else's stay.
    const left = async (table: "meeting_notes" | "meeting_replies") =>
      (await database.db.selectFrom(table).select("meeting_id").execute()).length;
    expect([await left("meeting_notes"), await left("meeting_replies")]).toEqual([
      others.length,
      others.length,
    ]);
    const othersAfter = await Promise.all(others.map((other) => findPersonalData(database.db, other.email)));
    expect(othersAfter).toEqual(othersBefore);
    // A second erasure finds nothing left.
    expect(await erasePersonalData(database.db, priya.email)).toEqual({
      messages: 0,
      applications: 0,
      cvs: 0,
      meetings: 0,
      meetingReplies: 0,
      outboxMails: 0,
      inboundMails: 0,
    });
  });

  test("the export shows each lead's source (message, application, meeting) and erasure removes it", async () => {
    const source = {
      source_channel: "Paid social",
      source_referrer: "l.facebook.com",
      source_landing_page: "/services/social-media-marketing",
      source_utm_source: "facebook",
      source_utm_medium: "paid_social",
      source_utm_campaign: "pd-diwali",
      source_utm_term: "",
      source_utm_content: "carousel",
      source_pages_viewed: 3,
    };
    const json = {
      channel: "Paid social",
      referrer: "l.facebook.com",
      landingPage: "/services/social-media-marketing",
      utmSource: "facebook",
      utmMedium: "paid_social",
      utmCampaign: "pd-diwali",
      utmTerm: "",
      utmContent: "carousel",
      pagesViewed: 3,
    };
    const db = database.db;
    await db.updateTable("contact_messages").set(source).where("user_email", "=", spellings[0]!).execute();
    await db.updateTable("job_applications").set(source).where("email", "=", spellings[0]!).execute();
    await db.updateTable("meetings").set(source).where("email", "=", spellings[0]!).execute();
    // Someone else's lead from the same campaign stays.
    await db.updateTable("contact_messages").set(source).where("user_email", "=", others[0]!.email).execute();

    const report = (await (await call("GET", "email=priya.k%40example.in")).json()) as Awaited<
      ReturnType<typeof findPersonalData>
    >;
    for (const kind of ["messages", "applications", "meetings"] as const)
      expect(report[kind].map((row) => row.source)).toEqual([json, null, null]);

    const campaignRows = async () =>
      Promise.all(
        (["contact_messages", "job_applications", "meetings"] as const).map(
          async (table) =>
            (
              await db
                .selectFrom(table)
                .select("source_utm_campaign")
                .where("source_utm_campaign", "=", "pd-diwali")
                .execute()
            ).length,
        ),
      );
    expect(await campaignRows()).toEqual([2, 1, 1]);
    expect((await call("DELETE", "email=priya.k%40example.in", { origin: "http://localhost" })).status).toBe(
      200,
    );
    expect(await campaignRows()).toEqual([1, 0, 0]);
    expect((await findPersonalData(db, others[0]!.email)).messages[0]!.source).toEqual(json);
  });

  test("the audit log names the address only by its hash", async () => {
    expect((await call("GET", "email=priya.k%40example.in")).status).toBe(200);
    expect((await call("DELETE", "email=priya.k%40example.in", { origin: "http://localhost" })).status).toBe(
      200,
    );
    const events = logLines.filter((line) => line.audit === true);
    expect(events.map((line) => line.event)).toEqual(
      expect.arrayContaining(["personal_data.export", "personal_data.erase"]),
    );
    const hash = createHash("sha256").update("priya.k@example.in").digest("hex");
    expect(events.some((line) => line.target === `email-sha256:${hash}`)).toBe(true);
    expect(JSON.stringify(logLines)).not.toMatch(/priya\.k@/i);
  });
});
