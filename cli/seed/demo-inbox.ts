import { createHash, randomUUID } from "node:crypto";
import type { Insertable } from "kysely";
import { shippedJobs as jobs } from "#db/migrations/0014-shipped-content.ts";
import { APPLICATION_STATUSES, MESSAGE_STATUSES } from "#app/inbox/lead-status.ts";
import type { ContactMessageTable, JobApplicationTable, MeetingTable } from "#db/schema.ts";
import { type Random, demoPerson, lucknowBusinesses } from "#cli/seed/demo-people.ts";
import { addDays, dayOf, instantOf } from "#app/lib/office-clock.ts";
import { DAY_MS, MINUTE_MS } from "#app/lib/time-units.ts";

// What enquiries to an agency sound like; {business} is filled in per message.
const enquiries: { service: string | null; text: string }[] = [
  {
    service: "seo",
    text: "Hello,\nWe run {business} and most of our customers still find us by word of mouth.\nCould you audit our website and tell us what it would take to rank for searches in Lucknow?",
  },
  {
    service: "smm",
    text: "Hi team, our Instagram page for {business} has 1,200 followers but hardly any enquiries come from it. We would like a monthly plan for posts and reels. What does it cost?",
  },
  {
    service: "web-design",
    text: "Namaste,\nWe need a new website for {business}: mobile friendly, with a gallery and a WhatsApp button.\nCan you share a quote and a rough timeline?",
  },
  {
    service: "google-ads",
    text: "We tried Google Ads ourselves for {business} and spent ₹15,000 without a single call. Can someone look at the account and tell us what went wrong?",
  },
  {
    service: "meta-ads",
    text: "Looking for help with Facebook and Instagram ads for the wedding season at {business}. Budget is around ₹20,000 a month.",
  },
  {
    service: "app-development",
    text: "We want a simple Android app for {business} so regular customers can order and pay online.\nIs that something you build, and how long does it take?",
  },
  {
    service: "hosting",
    text: "Our website for {business} keeps going down in the evenings. Do you offer hosting with SSL, and can you move the site for us?",
  },
  {
    service: null,
    text: "Hello, I saw your office in Gomti Nagar. Could someone call me back about marketing for {business}? Mornings work best.",
  },
];

const motivations = [
  "I have run social pages for two local brands in Lucknow and I read campaign reports every week.\nI want to learn from a team that measures everything.",
  "I build React sites in my spare time and finished a full-stack course last year.\nMy portfolio is on GitHub and I am happy to do a test task.",
  "I write in English and Hindi and have published more than 60 blog posts for small businesses.\nI enjoy turning technical topics into plain language.",
  "I have a year of agency experience with Google Ads and Meta Ads for local shops and clinics.",
];

/** One believable contact message, `read` for about two thirds of them; an unread one is still new. */
export function demoMessage(random: Random, index: number, createdAt: Date): Insertable<ContactMessageTable> {
  const person = demoPerson(random, index);
  const enquiry = random.pick(enquiries);
  const read = random.int(3) === 0 ? 0 : 1;
  return {
    user_name: person.name,
    user_email: person.email,
    user_phone: person.phone,
    message: enquiry.text.replaceAll("{business}", random.pick(lucknowBusinesses)),
    service: enquiry.service,
    read,
    status: read ? random.pick(MESSAGE_STATUSES) : "new",
    created_at: createdAt.toISOString(),
  };
}

/** One job application for one of the open jobs. */
export function demoApplication(
  random: Random,
  index: number,
  createdAt: Date,
): Insertable<JobApplicationTable> {
  const person = demoPerson(random, index);
  const job = random.pick(jobs);
  return {
    job_id: job.id,
    job_title: job.title,
    name: person.name,
    email: person.email,
    phone: person.phone,
    message: random.pick(motivations),
    ...(random.int(2) ? { read: 1, status: random.pick(APPLICATION_STATUSES) } : { read: 0, status: "new" }),
    created_at: createdAt.toISOString(),
  };
}

/** A free consultation on a weekday, `day` days from `now`, starting at `hour` IST, 30 or 60 minutes long. */
export function demoMeeting(
  random: Random,
  index: number,
  { now, day, hour }: { now: Date; day: number; hour: number },
): Insertable<MeetingTable> {
  const person = demoPerson(random, index);
  let date = addDays(dayOf(now), day);
  const weekday = () => new Date(`${date}T00:00:00Z`).getUTCDay();
  while (weekday() === 0 || weekday() === 6) date = addDays(date, 1);
  const start = instantOf(date, `${String(hour).padStart(2, "0")}:00`)!;
  const end = new Date(start.getTime() + (random.int(2) ? 60 : 30) * MINUTE_MS);
  const created = new Date(Math.min(now.getTime(), start.getTime()) - (1 + random.int(5)) * DAY_MS);
  return {
    id: randomUUID(),
    // Seeded meetings belong to no real visitor: the hash of a token nobody holds.
    owner_token_hash: createHash("sha256").update(randomUUID()).digest("hex"),
    title: "Free consultation",
    description: `About ${random.pick(lucknowBusinesses)}: ${random.pick(["SEO", "a new website", "social media", "Google Ads"])}.`,
    name: person.name,
    email: person.email,
    start_at: start.toISOString(),
    end_at: end.toISOString(),
    created_at: created.toISOString(),
    updated_at: created.toISOString(),
  };
}
