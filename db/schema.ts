import type { Generated } from "kysely";

/**
 * Column types as both dialects store them. Timestamps are ISO-8601 UTC strings
 * (`Date#toISOString()`), booleans are 0/1 integers: the one representation that
 * SQLite and PostgreSQL share, so one set of queries serves both (docs/decisions/0002).
 */

/** Where a lead came from (migration 0025): its session's channel and campaign; null when unknown. */
export type LeadSourceColumns = {
  source_channel: Generated<string | null>;
  source_referrer: Generated<string | null>;
  source_landing_page: Generated<string | null>;
  source_utm_source: Generated<string | null>;
  source_utm_medium: Generated<string | null>;
  source_utm_campaign: Generated<string | null>;
  source_utm_term: Generated<string | null>;
  source_utm_content: Generated<string | null>;
  source_pages_viewed: Generated<number | null>;
};

export type ContactMessageTable = LeadSourceColumns & {
  id: Generated<number>;
  user_name: string;
  user_email: string;
  user_phone: string;
  message: string;
  service: string | null;
  read: Generated<number>;
  created_at: string;
  status: Generated<MessageStatus>;
  /** The team member working the lead (users.id), or null while nobody is. */
  assignee_id: number | null;
  /** The Message-ID of the acknowledgement mailed to the visitor; null when none was sent. */
  acknowledgement_message_id: Generated<string | null>;
  /** What a won lead was worth, in whole rupees; null until set. */
  value: Generated<number | null>;
  /** How it reached the agency: a form on the site, or a mail to the inbound mailbox that matched no lead. */
  channel: Generated<MessageChannel>;
};

type MessageChannel = "web" | "email";

/** Where a contact message stands in the agency's work (app/inbox/lead-status.ts). */
export type MessageStatus = "new" | "contacted" | "qualified" | "won" | "lost";
/** Where a job application stands in hiring (app/inbox/lead-status.ts). */
export type ApplicationStatus = "new" | "shortlisted" | "interview" | "offer" | "hired" | "rejected";

/** A booked consultation; `owner_token_hash` is the SHA-256 of the visitor's cookie token, never the token. */
export type MeetingTable = LeadSourceColumns & {
  id: string;
  owner_token_hash: string;
  title: string;
  description: Generated<string>;
  name: string;
  email: string;
  start_at: string;
  end_at: string;
  /** "done" and "no-show" record how a meeting that has started went. */
  status: Generated<MeetingStatus>;
  sequence: Generated<number>;
  created_at: string;
  updated_at: string;
  /** What the agency told the visitor when it cancelled; null when the visitor cancelled. */
  cancel_reason: Generated<string | null>;
  /** When the 24-hour reminder was queued (or the invitation of a meeting booked or moved less than a day ahead, which serves as one); null while one is due. */
  reminder_sent_at: Generated<string | null>;
  /** The visitor's phone as they typed it; '' when they gave none. */
  phone: Generated<string>;
  /** The video call's address, made from MEETING_LINK_TEMPLATE at booking; null when none was made. */
  meeting_link: Generated<string | null>;
  /** The team member who holds the meeting; null for nobody. */
  assignee_id: Generated<number | null>;
};

type MeetingStatus = "active" | "cancelled" | "done" | "no-show";

/** A day (YYYY-MM-DD on the agency's clock) when the office takes no meetings. */
export type ClosedDayTable = {
  date: string;
  note: Generated<string>;
  created_by: number | null;
  created_at: string;
};

/** A person's private calendar feed; `token_hash` is the SHA-256 of the token in the feed's address. */
type CalendarFeedTable = {
  user_id: number;
  token_hash: string;
  created_at: string;
};

/** An application for one of the open jobs; `job_title` is copied from the server's job list. */
export type JobApplicationTable = LeadSourceColumns & {
  id: Generated<number>;
  /** The `jobs.id` applied for (no foreign key: an application outlives a deleted job). */
  job_id: number;
  job_title: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  read: Generated<number>;
  created_at: string;
  status: Generated<ApplicationStatus>;
  /** The team member working the application (users.id), or null while nobody is. */
  assignee_id: number | null;
  /** The Message-ID of the acknowledgement mailed to the applicant; null when none was sent. */
  acknowledgement_message_id: Generated<string | null>;
};

export type MailStatus = "pending" | "sending" | "sent" | "failed";

/** One e-mail waiting in (or done with) the transactional outbox; see app/mail/outbox.server.ts. */
export type MailOutboxTable = {
  id: Generated<number>;
  kind: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** JSON array of `{filename, content, contentType}` (e.g. a meeting's .ics), or null. */
  attachments_json: string | null;
  status: Generated<MailStatus>;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  /** While `sending`: the moment another worker may take the row over (its sender died). */
  locked_until: string | null;
  created_at: string;
  sent_at: string | null;
  /** JSON of the mail's threading headers (`MailHeaders` in app/mail/outbox.server.ts), or null. */
  headers_json: Generated<string | null>;
};

/** A fixed-window rate-limit counter; `key` names the endpoint, client and window. */
type RateLimitCounterTable = {
  key: string;
  hits: number;
  expires_at: string;
};

/** Secrets the app generates for itself on first start (e.g. the form-signing key). */
type AppSecretTable = {
  name: string;
  value: string;
  created_at: string;
};

/** The admin password: one row (id 1) holding an encoded scrypt hash (app/auth/password-hash.server.ts). */
type AdminCredentialTable = {
  id: number;
  password_hash: string;
  updated_at: string;
};

/** A signed-in person's session; `id` is the SHA-256 (hex) of the cookie's token, never the token itself. */
type SessionTable = {
  id: string;
  /** Null only for sessions older than team accounts, which start-up gives to the first owner. */
  user_id: number | null;
  created_at: string;
  last_seen_at: string;
  /** When the session ends unless used again: the earlier of its idle and absolute expiry. */
  expires_at: string;
  ip: string;
  user_agent: string;
  /**
   * When its person last proved themselves (signed in, or confirmed their password or a second
   * factor); null for sessions from before this was recorded. Adding a way in needs it recent.
   */
  reauthenticated_at: string | null;
};

/**
 * One failed sign-in (or one being checked: it is counted before the check, and taken back when the
 * secret proves right), for the per-client and per-account throttles.
 */
type LoginAttemptTable = {
  id: Generated<number>;
  /** The client: an IPv4 address, or an IPv6 address's /64 (`clientKey` in app/rate-limit/). */
  ip: string;
  /** The e-mail address tried, lower-cased (null for a second-factor failure counted by IP only). */
  account: string | null;
  attempted_at: string;
};

/** The CV sent with a job application (at most one); deleted with its application (ON DELETE CASCADE). */
type ApplicationCvTable = {
  application_id: number;
  /** A safe name (no path, no control characters) with the extension of the detected type. */
  file_name: string;
  /** Decided from the bytes (PDF or DOCX), never from what the browser declared. */
  content_type: string;
  size: number;
  /** SHA-256 of the content, hex. */
  sha256: string;
  content: Uint8Array;
  created_at: string;
};

export type UserRole = "owner" | "member";

/** A member of the agency's team. `email` is stored lower-cased; `password_hash` is null until an invitation is accepted. */
export type UserTable = {
  id: Generated<number>;
  email: string;
  name: string;
  role: UserRole;
  password_hash: string | null;
  created_at: string;
  last_sign_in_at: string | null;
  disabled_at: string | null;
  /** Base32 TOTP secret: pending while `totp_enabled_at` is null, in use once it is set. */
  totp_secret: string | null;
  totp_enabled_at: string | null;
  /** The last TOTP time step accepted: a code of that step or an earlier one is refused (no replay). */
  totp_last_step: number | null;
};

/** A sign-in waiting for its second factor; `id` is the SHA-256 of the cookie's token. */
type PendingSignInTable = {
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
};

/** A single-use invitation to set a password; `token_hash` is the SHA-256 of the link's token. */
type InvitationTable = {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  invited_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
};

/** A one-time recovery code (hashed), usable in place of a TOTP code. */
type RecoveryCodeTable = {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  created_at: string;
  used_at: string | null;
};

/** A passkey (WebAuthn credential); `id` is the credential id, base64url. */
export type PasskeyTable = {
  id: string;
  user_id: number;
  public_key: Uint8Array;
  counter: number;
  /** JSON array of the authenticator's transports, as the browser reported them. */
  transports: string | null;
  name: string;
  created_at: string;
  last_used_at: string | null;
};

/** A WebAuthn challenge handed out for one registration or sign-in; single-use, short-lived. */
export type WebAuthnChallengeTable = {
  id: string;
  challenge: string;
  purpose: "register" | "sign-in";
  user_id: number | null;
  expires_at: string;
};

/** One admin action: who (`actor_user_id`, null for a failed sign-in by no known person), what, to what, when, from where. */
export type AuditLogTable = {
  id: Generated<number>;
  actor_user_id: number | null;
  action: string;
  target_kind: string | null;
  target_id: string | null;
  /** What the target was called when the action was written (a post's title, a person's name). */
  target_label: string | null;
  ip: string;
  created_at: string;
};

/** An internal note on a lead (never mailed, never exported to the visitor); exactly one item id is set. */
type LeadNoteTable = {
  id: Generated<number>;
  contact_message_id: number | null;
  application_id: number | null;
  author_user_id: number;
  body: string;
  created_at: string;
};

/** An internal note on a meeting (never mailed), shaped as a lead's. */
type MeetingNoteTable = {
  id: Generated<number>;
  meeting_id: string;
  author_user_id: number;
  body: string;
  created_at: string;
};

/** A message mailed to a meeting's visitor from its page, shaped as a lead's reply. */
type MeetingReplyTable = {
  id: Generated<number>;
  meeting_id: string;
  author_user_id: number;
  body: string;
  /** The Message-ID the mail went out with, "<...@domain>". */
  message_id: string;
  /** The outbox row that carries the mail (its status is the reply's delivery); null once purged. */
  outbox_mail_id: number | null;
  created_at: string;
};

/** A reply mailed to the visitor from the inbox; exactly one of the two item ids is set. */
type LeadReplyTable = {
  id: Generated<number>;
  contact_message_id: number | null;
  application_id: number | null;
  author_user_id: number;
  body: string;
  /** The Message-ID the mail went out with, "<...@domain>". */
  message_id: string;
  /** The outbox row that carries the mail (its status is the reply's delivery); null once purged. */
  outbox_mail_id: number | null;
  created_at: string;
};

/** A mail that reached the inbound mailbox, on its lead; exactly one of the two item ids is set. */
type InboundMessageTable = {
  id: Generated<number>;
  contact_message_id: number | null;
  application_id: number | null;
  /** Set instead of the two above for an answer to a meeting's message (issue 31). */
  meeting_id: string | null;
  /** "<...>", unique: the same mail is stored once however often it is taken. */
  message_id: string;
  from_name: string;
  from_address: string;
  subject: string;
  /** What the sender wrote this time, without the quoted history. */
  text_body: string;
  /** The quoted history below it ('' when none). */
  quoted_text: string;
  /** The mail's Date header; null when it had none that could be read. */
  sent_at: string | null;
  received_at: string;
  /** 1 for an automatic answer (out of office, a bounce): kept, but it neither reopens nor notifies. */
  auto_reply: Generated<number>;
};

/** A file with an inbound mail or a reply (exactly one owner), typed by its bytes like a CV. */
type MailAttachmentTable = {
  id: Generated<number>;
  inbound_message_id: number | null;
  lead_reply_id: number | null;
  file_name: string;
  content_type: string;
  size: number;
  sha256: string;
  content: Uint8Array;
  created_at: string;
};

/** One of a person's named reply templates. */
export type SavedReplyTable = {
  id: Generated<number>;
  user_id: number;
  name: string;
  body: string;
  created_at: string;
  updated_at: string;
};

/**
 * How many automatic mails went to one mailbox on one of the agency's days, for the daily cap on mail to
 * addresses nobody has proven are theirs (db/migrations/0017-visitor-mail-counts.ts).
 */
type VisitorMailCountTable = {
  /** The SHA-256 (hex) of the mailbox: the address lower-cased, its +tag dropped. */
  address_hash: string;
  /** The agency's date, YYYY-MM-DD. */
  day: string;
  /** Mails counted, including those the cap held back. */
  sent: number;
};

/** How many leads of a list are in a status, read or not, assigned or not; kept by triggers (migrations 0012, 0013). */
type LeadStatusCountTable = {
  list: "messages" | "applications";
  status: string;
  read: number;
  /** 1 when somebody has the lead, 0 when nobody does. */
  assigned: number;
  count: number;
};

/** How many leads of a list arrived in a UTC month (YYYY-MM); kept by triggers (migration 0013). */
type LeadMonthCountTable = {
  list: "messages" | "applications";
  month: string;
  count: number;
};

/** Where a blog post stands: `unpublished` was public once and answers 410 now. */
export type PostStatus = "draft" | "scheduled" | "published" | "unpublished";

/** A blog post (migration 0014). `body` is Markdown; `publish_at` is set while it is scheduled. */
/** A blog post (on /blogs) or a case study (on /work): the same editor, revisions and addresses. */
export type PostKind = "post" | "case_study";

export type PostTable = {
  id: Generated<number>;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  cover_image_id: number | null;
  cover_alt: Generated<string>;
  author_id: number | null;
  seo_title: Generated<string>;
  seo_description: Generated<string>;
  kind: Generated<PostKind>;
  client: Generated<string>;
  /** A case study's results: `CaseStudyResult[]` as JSON ("[]" for a blog post). */
  results: Generated<string>;
  status: PostStatus;
  publish_at: string | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
};

/** One save of a post: its editable fields as JSON (`PostSnapshot`), to restore later. */
type PostRevisionTable = {
  id: Generated<number>;
  post_id: number;
  snapshot: string;
  author_id: number | null;
  created_at: string;
};

/** An earlier slug of a published post; its URL redirects (301) to the post's current one. */
type PostSlugRedirectTable = {
  slug: string;
  post_id: number;
  created_at: string;
};

/** An opening on /career; `description` is Markdown, `open` 0/1, `position` orders the list. */
export type JobTable = {
  id: Generated<number>;
  title: string;
  location: string;
  type: string;
  description: string;
  /** A note beside the figures ("plus incentives"), or the whole salary of a job entered before them. */
  salary: Generated<string>;
  /** Whole rupees per `salary_period`; null ends mean "from" or "up to", no figures at all none published. */
  salary_min: number | null;
  salary_max: number | null;
  salary_period: "month" | "year" | null;
  open: number;
  position: number;
  posted_at: string;
  created_at: string;
  updated_at: string;
};

/** A frequently asked question; `answer` is Markdown, `home` 0/1 shows it on the home page too. */
export type FaqTable = {
  id: Generated<number>;
  question: string;
  answer: string;
  group: string;
  position: number;
  home: number;
  created_at: string;
  updated_at: string;
};

/** An uploaded image; its bytes live only as re-encoded variants. `width`/`height` after EXIF rotation. */
type ImageTable = {
  id: Generated<number>;
  alt: string;
  width: number;
  height: number;
  created_by: number | null;
  created_at: string;
};

/** One encoding of an image: WebP or AVIF at one width, metadata stripped. */
type ImageVariantTable = {
  image_id: number;
  width: number;
  format: "webp" | "avif";
  content: Uint8Array;
};

/** A logo on a home page strip: an uploaded image, or (`art`) one drawn in the code, by its name. */
type SiteLogoTable = {
  id: Generated<number>;
  strip: "clients" | "press";
  name: string;
  image_id: number | null;
  art: string | null;
  position: number;
  created_at: string;
};

/** The one row (id 1) of the agency's editable facts: `facts` is `SiteFacts` as JSON. */
type SiteFactsTable = {
  id: number;
  facts: string;
  updated_by: number | null;
  updated_at: string;
};

/** The one row (id 1) every content change moves on; instances poll it to know their pages are stale. */
type ContentVersionTable = {
  id: number;
  version: number;
  changed_at: string;
};

/** The salt of one agency day's visitor hashes; deleted once the day is over. */
type AnalyticsSaltTable = { day: string; salt: string };

/** One visit: a visitor's events with less than 30 minutes between them, and its first pageview's source. */
type AnalyticsSessionTable = {
  id: Generated<number>;
  visitor: string;
  day: string;
  started_at: string;
  last_at: string;
  channel: string;
  referrer: string;
  landing_page: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_term: string;
  utm_content: string;
  pages_viewed: number;
};

/** A raw pageview or goal, kept ANALYTICS_RAW_DAYS. */
type AnalyticsEventTable = {
  id: Generated<number>;
  session_id: number;
  day: string;
  at: string;
  name: string;
  path: string;
};

/** One day's counts for one dimension's value ("total", "page", "channel", "campaign", "goal"). */
export type AnalyticsDailyTable = {
  day: string;
  dimension: string;
  value: string;
  visitors: number;
  pageviews: number;
  conversions: number;
};

export type Database = {
  analytics_salts: AnalyticsSaltTable;
  analytics_sessions: AnalyticsSessionTable;
  analytics_events: AnalyticsEventTable;
  analytics_daily: AnalyticsDailyTable;
  contact_messages: ContactMessageTable;
  job_applications: JobApplicationTable;
  mail_outbox: MailOutboxTable;
  rate_limit_counters: RateLimitCounterTable;
  app_secrets: AppSecretTable;
  meetings: MeetingTable;
  admin_credentials: AdminCredentialTable;
  sessions: SessionTable;
  login_attempts: LoginAttemptTable;
  application_cvs: ApplicationCvTable;
  users: UserTable;
  pending_sign_ins: PendingSignInTable;
  invitations: InvitationTable;
  recovery_codes: RecoveryCodeTable;
  passkeys: PasskeyTable;
  webauthn_challenges: WebAuthnChallengeTable;
  audit_log: AuditLogTable;
  lead_replies: LeadReplyTable;
  inbound_messages: InboundMessageTable;
  mail_attachments: MailAttachmentTable;
  saved_replies: SavedReplyTable;
  visitor_mail_counts: VisitorMailCountTable;
  lead_notes: LeadNoteTable;
  meeting_notes: MeetingNoteTable;
  meeting_replies: MeetingReplyTable;
  lead_status_counts: LeadStatusCountTable;
  lead_month_counts: LeadMonthCountTable;
  closed_days: ClosedDayTable;
  calendar_feeds: CalendarFeedTable;
  posts: PostTable;
  post_revisions: PostRevisionTable;
  post_slug_redirects: PostSlugRedirectTable;
  jobs: JobTable;
  faqs: FaqTable;
  content_version: ContentVersionTable;
  images: ImageTable;
  site_facts: SiteFactsTable;
  site_logos: SiteLogoTable;
  image_variants: ImageVariantTable;
};
