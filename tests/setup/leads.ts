import type { Insertable, Kysely } from "kysely";
import type { ContactMessageTable, Database, JobApplicationTable, UserRole } from "#db/schema.ts";
import type { AppServices } from "#app/context.ts";
import { createSession, sessionPolicy } from "#app/auth/sessions.server.ts";
import { addTestUser } from "#tests/setup/team.ts";

/** A team member with a name and a live session; `cookie` is the header value to send. */
export type SignedInPerson = { id: number; name: string; email: string; cookie: string };

/** A new team member of `role` called `name`, signed in (plain-HTTP cookie name). */
export async function signedInPerson(
  db: Kysely<Database>,
  services: AppServices,
  role: UserRole,
  name: string,
): Promise<SignedInPerson> {
  const user = await addTestUser(db, { role });
  await db.updateTable("users").set({ name }).where("id", "=", user.id).execute();
  const policy = sessionPolicy(services.config);
  const { token } = await createSession(db, {
    userId: user.id,
    ip: "203.0.113.9",
    userAgent: "Vitest",
    policy,
  });
  return { id: user.id, name, email: user.email, cookie: `admin_session=${token}` };
}

/** A stored contact message (a web-design enquiry from Priya Kapoor unless told otherwise); its id. */
export async function seedMessage(
  db: Kysely<Database>,
  fields: Partial<Insertable<ContactMessageTable>> = {},
): Promise<number> {
  const { id } = await db
    .insertInto("contact_messages")
    .values({
      user_name: "Priya Kapoor",
      user_email: "priya@example.in",
      user_phone: "+91 98390 12345",
      message: "We need a new website.",
      service: "web-design",
      created_at: new Date().toISOString(),
      ...fields,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** A stored job application (Kabir Singh for job 2 unless told otherwise); its id. */
export async function seedApplication(
  db: Kysely<Database>,
  fields: Partial<Insertable<JobApplicationTable>> = {},
): Promise<number> {
  const { id } = await db
    .insertInto("job_applications")
    .values({
      job_id: 2,
      job_title: "Content Writer",
      name: "Kabir Singh",
      email: "kabir@example.in",
      phone: "+91 98390 55555",
      message: "Hire me.",
      created_at: new Date().toISOString(),
      ...fields,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}
