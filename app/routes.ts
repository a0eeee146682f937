import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  // JSON API (resource routes). Paths are a contract with API clients: keep them.
  route("api/contact", "routes/api.contact.ts"),
  route("api/contact/create", "routes/api.contact.create.ts"),
  route("api/contact/:id", "routes/api.contact.$id.ts"),
  route("api/applications", "routes/api.applications.ts"),
  route("api/applications/:id", "routes/api.applications.$id.ts"),
  route("api/applications/:id/cv", "routes/api.applications.$id.cv.ts"),
  // Files of a lead's conversation (admin); mail posted by a relay (bearer token).
  route("api/attachments/:id", "routes/api.attachments.$id.ts"),
  route("api/inbound-mail", "routes/api.inbound-mail.ts"),
  // Replies mailed to the sender from the inbox (admin only).
  route("api/contact/:id/replies", "routes/api.contact.$id.replies.ts"),
  route("api/applications/:id/replies", "routes/api.applications.$id.replies.ts"),
  route("api/apply", "routes/api.apply.ts"),
  // A service page's hero button: a short request for that service, stored as a lead.
  route("api/service-requests", "routes/api.service-requests.ts"),
  // CSV export of the admin inbox's current filter (admin only).
  route("api/contact/export.csv", "routes/api.contact.export-csv.ts"),
  route("api/applications/export.csv", "routes/api.applications.export-csv.ts"),
  // Internal notes on a message or application (admin only): never mailed, never exported.
  route("api/contact/:id/notes", "routes/api.contact.$id.notes.ts"),
  route("api/applications/:id/notes", "routes/api.applications.$id.notes.ts"),

  // The consultation scheduler: the calendar's bookings, and the admin's view of all of them.
  route("api/meetings", "routes/api.meetings.ts"),
  route("api/meetings/:id", "routes/api.meetings.$id.ts"),
  // The free times a visitor may book, day by day in their zone.
  route("api/meetings/availability", "routes/api.meetings.availability.ts"),
  route("api/admin/meetings", "routes/api.admin.meetings.ts"),
  route("api/admin/meetings/:id", "routes/api.admin.meetings.$id.ts"),
  // A meeting's conversation (admin only): internal notes, and messages mailed to the visitor.
  route("api/admin/meetings/:id/notes", "routes/api.admin.meetings.$id.notes.ts"),
  route("api/admin/meetings/:id/replies", "routes/api.admin.meetings.$id.replies.ts"),
  // Days off: the calendar shows them closed and refuses bookings on them (owners add and remove them).
  route("api/meetings/closed-days", "routes/api.meetings.closed-days.ts"),
  route("api/admin/closed-days", "routes/api.admin.closed-days.ts"),
  route("api/admin/closed-days/:date", "routes/api.admin.closed-days.$date.ts"),
  // Each person's private calendar feed of the meetings (the token is its only key), and its address.
  route("api/admin/meetings.ics", "routes/api.admin.meetings-ics.ts"),
  route("api/admin/me/calendar-feed", "routes/api.admin.me.calendar-feed.ts"),
  // Personal-data requests: everything held for one e-mail address, exported or erased (admin only).
  route("api/admin/personal-data", "routes/api.admin.personal-data.ts"),
  // Team accounts: who is signed in, the team (owners), each person's second factors, the audit log.
  route("api/admin/me", "routes/api.admin.me.ts"),
  route("api/admin/me/sessions/:id", "routes/api.admin.me.sessions.$id.ts"),
  route("api/admin/me/totp", "routes/api.admin.me.totp.ts"),
  route("api/admin/me/totp/confirm", "routes/api.admin.me.totp.confirm.ts"),
  route("api/admin/me/passkeys", "routes/api.admin.me.passkeys.ts"),
  route("api/admin/me/passkeys/:id", "routes/api.admin.me.passkeys.$id.ts"),
  route("api/admin/me/saved-replies", "routes/api.admin.me.saved-replies.ts"),
  route("api/admin/me/saved-replies/:id", "routes/api.admin.me.saved-replies.$id.ts"),
  route("api/admin/users", "routes/api.admin.users.ts"),
  route("api/admin/users/:id", "routes/api.admin.users.$id.ts"),
  route("api/admin/audit", "routes/api.admin.audit.ts"),
  // Where visits and leads came from (issue 33): the first-party analytics report.
  route("api/admin/analytics", "routes/api.admin.analytics.ts"),
  // Uploaded images (a post's cover): re-encoded and stored, then served for good under /media.
  route("api/admin/images", "routes/api.admin.images.ts"),
  route("media/:id/:file", "routes/media.$id.$file.ts"),
  // The site's own content, edited by the team: posts (with revisions), jobs, FAQs and a Markdown preview.
  route("api/admin/posts", "routes/api.admin.posts.ts"),
  route("api/admin/posts/:id", "routes/api.admin.posts.$id.ts"),
  route("api/admin/posts/:id/revisions", "routes/api.admin.posts.$id.revisions.ts"),
  route(
    "api/admin/posts/:id/revisions/:revisionId/restore",
    "routes/api.admin.posts.$id.revisions.$revisionId.restore.ts",
  ),
  route("api/admin/preview", "routes/api.admin.preview.ts"),
  route("api/admin/jobs", "routes/api.admin.jobs.ts"),
  route("api/admin/jobs/:id", "routes/api.admin.jobs.$id.ts"),
  route("api/admin/faqs", "routes/api.admin.faqs.ts"),
  route("api/admin/faqs/:id", "routes/api.admin.faqs.$id.ts"),
  route("api/admin/site-facts", "routes/api.admin.site-facts.ts"),
  route("api/admin/logos", "routes/api.admin.logos.ts"),
  route("api/admin/logos/:id", "routes/api.admin.logos.$id.ts"),
  // Signing in with a passkey alone: the challenge, then the signed answer (no session needed).
  route("api/passkeys/sign-in", "routes/api.passkeys.sign-in.ts"),

  // The admin screens: server-rendered, outside the public chrome (spec: no top bar, footer or chat).
  route("login", "routes/login.tsx"),
  route("login/verify", "routes/login.verify.tsx"),
  route("invite/:token", "routes/invite.$token.tsx"),
  route("admin", "routes/admin.tsx"),
  // The leads of the last 12 weeks at a glance: a chart, the share won, the wait for a reply, the breakdowns.
  route("admin/overview", "routes/admin.overview.tsx"),
  // Where visits and leads came from: a period against the one before, charted on the server.
  route("admin/analytics", "routes/admin.analytics.tsx"),
  // One lead's page: status, assignee, the conversation, reply and note boxes (plain forms).
  route("admin/messages/:id", "routes/admin.messages.$id.tsx"),
  route("admin/applications/:id", "routes/admin.applications.$id.tsx"),
  route("admin/personal-data", "routes/admin.personal-data.tsx"),
  route("admin/account", "routes/admin.account.tsx"),
  // Asks a person's name at their first sign-in, then goes on where they were going.
  route("admin/welcome", "routes/admin.welcome.tsx"),
  route("admin/team", "routes/admin.team.tsx"),
  route("admin/audit", "routes/admin.audit.tsx"),
  route("admin/meetings", "routes/admin.meetings.tsx"),
  // One meeting's page, worked like a lead's: time, link, status, assignee, conversation, notes.
  route("admin/meetings/:id", "routes/admin.meetings.$id.tsx"),
  // The site's editable content: blog posts (with a signed-in preview of any post), jobs and FAQs.
  route("admin/content", "routes/admin.content.tsx"),
  route("admin/content/posts/:id", "routes/admin.content.posts.$id.tsx"),
  route("admin/content/posts/:id/preview", "routes/admin.content.posts.$id.preview.tsx"),
  route("admin/content/jobs/:id", "routes/admin.content.jobs.$id.tsx"),
  route("admin/content/faqs/:id", "routes/admin.content.faqs.$id.tsx"),
  route("admin/content/site", "routes/admin.content.site.tsx"),
  // A fresh signed time stamp for the site's own forms (anti-spam minimum fill time).
  route("api/form-token", "routes/api.form-token.ts"),

  // Machine-readable files for feed readers and search engines (resource routes, no chrome).
  route("blogs/rss.xml", "routes/blog-feed.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // The Terms link to /privacy-policy (spec); the page itself lives at /privacy.
  route("privacy-policy", "routes/privacy-policy.ts"),
  // The careers page is /career; the plural is what people (and other sites' links) guess.
  route("careers", "routes/careers.ts"),

  // Public pages, inside the shared chrome (top bar, footer, chat button).
  layout("routes/public-layout.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("services", "routes/services.tsx"),
    route("services/:slug", "routes/service-page.tsx"),
    route("blogs", "routes/blogs.tsx"),
    route("blogs/:slug", "routes/blog-post.tsx"),
    route("work", "routes/work.tsx"),
    route("work/:slug", "routes/work-study.tsx"),
    route("faqs", "routes/faqs.tsx"),
    route("career", "routes/career.tsx"),
    route("career/apply/:jobId", "routes/career-apply.tsx"),
    route("contact", "routes/contact.tsx"),
    route("tos", "routes/tos.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("help-center", "routes/help-center.tsx"),
    route("calendar", "routes/calendar.tsx"),
    // A visitor's own meeting, through the private link in their mails (server-rendered, never indexed).
    route("meetings/:id", "routes/meetings.$id.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
