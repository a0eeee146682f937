// `npm run db:seed`: fills a development database with demo messages, job applications and
// meetings (Indian names, Lucknow businesses, some unread) so the admin inbox can be tried at once.
import { loadDotEnv, parseConfig } from "#config/server-config.ts";
import { openDatabase } from "#db/database.ts";
import { migrateDatabase } from "#db/migrate.ts";
import { demoApplication, demoMeeting, demoMessage } from "#cli/seed/demo-inbox.ts";
import { seededRandom } from "#cli/seed/demo-people.ts";
import { HOUR_MS } from "#app/lib/time-units.ts";

const MESSAGES = 60;
const APPLICATIONS = 18;

loadDotEnv();
if (process.env.NODE_ENV === "production") {
  console.error("Refusing to seed demo data: NODE_ENV is production. Run it with NODE_ENV=development.");
  process.exit(1);
}
const config = parseConfig();
const handle = openDatabase(config.DATABASE_URL);
try {
  await migrateDatabase(config.DATABASE_URL);
  const random = seededRandom(Date.now());
  const now = new Date();
  // Spread over the last few weeks, newest a few minutes ago.
  const at = (index: number, spacingHours: number) =>
    new Date(now.getTime() - (index * spacingHours + 0.1) * HOUR_MS);

  const messages = Array.from({ length: MESSAGES }, (_, index) => demoMessage(random, index, at(index, 9)));
  const applications = Array.from({ length: APPLICATIONS }, (_, index) =>
    demoApplication(random, index, at(index, 30)),
  );
  // Upcoming consultations on different days and hours (never overlapping), and a few past ones.
  const meetings = [-9, -5, -2, 1, 2, 4, 6, 8, 11, 15].map((day, index) =>
    demoMeeting(random, index, { now, day, hour: 10 + (index % 6) }),
  );

  await handle.db.transaction().execute(async (trx) => {
    await trx.insertInto("contact_messages").values(messages).execute();
    await trx.insertInto("job_applications").values(applications).execute();
    await trx.insertInto("meetings").values(meetings).execute();
  });
  const unread = messages.filter((message) => message.read === 0).length;
  console.log(
    `Seeded ${messages.length} messages (${unread} unread), ${applications.length} job applications and ${meetings.length} meetings.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
