import type { Server } from "node:http";
import { type ServerBuild, createRequestHandler } from "react-router";
import type { Connect } from "vite";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { AppServices } from "#app/context.ts";
import { openDatabase } from "#db/database.ts";
import { migrateDatabase } from "#db/migrate.ts";
import { startWalCheckpoints } from "#db/wal-checkpoints.ts";
import { ensureFirstOwner } from "#app/team/first-owner.server.ts";
import { firstAdminNotice } from "#app/auth/first-admin-notice.ts";
import { startOutboxWorker } from "#app/mail/outbox-worker.server.ts";
import { startImapPoller } from "#app/inbound/imap-poller.server.ts";
import { startRetentionSchedule } from "#app/personal-data/retention-purge.server.ts";
import { startRollupSchedule } from "#app/analytics/rollup-schedule.server.ts";
import { flushEvents } from "#app/analytics/event-queue.server.ts";
import { startReminderSchedule } from "#app/meetings/meeting-reminders.server.ts";
import { issueFormToken } from "#app/submissions/form-token.server.ts";
import { startContentWatcher } from "#app/publishing/content-watcher.server.ts";
import { loadOpenJobs } from "#app/publishing/open-jobs.server.ts";
import { loadSiteFacts } from "#app/site-facts/site-facts-memory.server.ts";
import { dayOf } from "#app/lib/office-clock.ts";
import { SECOND_MS } from "#app/lib/time-units.ts";
import { publicPaths, publicResourcePaths } from "#app/content/public-paths.ts";
import { createApp } from "#server/app.ts";
import { pageCache } from "#server/page-cache.ts";
import type { ServerConfig } from "#config/server-config.ts";
import { createLogger } from "#config/logger.ts";
import { gracefulShutdown } from "#server/shutdown.ts";

/** Where the routes come from: the build beside the server, or Vite's dev server. */
export type RoutesSource =
  { routes: ServerBuild } | { dev: { middleware: Connect.Server; routes: () => Promise<ServerBuild> } };

export type RunningServer = {
  server: Server;
  url: string;
  services: AppServices;
  /** Stops accepting, lets in-flight requests finish, closes the database. */
  stop(): Promise<void>;
};

/** A thread's script in a build (vite.config.ts bundles them beside the server). */
export function threadScriptOf(buildDir: string, name: "rollup-reads" | "wal-checkpoints"): URL {
  return pathToFileURL(join(resolve(buildDir), "server", `${name}-worker.js`));
}

/** Opens and migrates the database, then serves the built app (or Vite's dev server) on PORT/HOST. */
export async function startServer(config: ServerConfig, source: RoutesSource): Promise<RunningServer> {
  const dev = "dev" in source;
  const logger = createLogger(config.LOG_LEVEL);
  const applied = await migrateDatabase(config.DATABASE_URL);
  const database = openDatabase(config.DATABASE_URL, {
    poolSize: config.DATABASE_POOL_SIZE,
    busyTimeoutMs: config.SQLITE_BUSY_TIMEOUT_MS,
  });
  if (applied.length) logger.info({ migrations: applied }, "database migrated");
  // First start: the first owner of the team, with the earlier admin password, ADMIN_PASSWORD, or a
  // generated one (shown once the server listens).
  const admin = await ensureFirstOwner(database.db, {
    email: config.ADMIN_EMAIL,
    name: config.ADMIN_NAME,
    configured: config.ADMIN_PASSWORD,
    logger,
  });
  // SQLite's log is copied into the file on a thread of its own, off the requests' (decision 39).
  const checkpoints = dev
    ? { stop: async () => {} }
    : startWalCheckpoints({
        databaseUrl: config.DATABASE_URL,
        workerFile: threadScriptOf(config.BUILD_DIR, "wal-checkpoints"),
        logger,
      });
  const services: AppServices = { database, config, logger };
  const outbox = startOutboxWorker({ database, config, logger });
  // With IMAP_URL, answers to the team's replies are read from the inbound mailbox (decision 29).
  const inbound = startImapPoller({ database, config, logger });
  // Every instance runs it: the deletes are idempotent, so overlapping runs do no harm.
  const retention = startRetentionSchedule({
    db: database.db,
    logger,
    days: config.RETENTION_DAYS,
    auditDays: config.AUDIT_RETENTION_DAYS,
    // Raw analytics rows go after ANALYTICS_RAW_DAYS, and each day's salt once the day is over.
    analyticsRawDays: config.ANALYTICS_RAW_DAYS,
  });
  // The analytics report's daily rollups, kept fresh off the request path (ANALYTICS_ROLLUP_SECONDS);
  // on SQLite their reads run on a thread of their own, from the build (in development, in the server's).
  const rollups = startRollupSchedule({
    db: database.db,
    readsThread: dev
      ? undefined
      : {
          databaseUrl: config.DATABASE_URL,
          workerFile: threadScriptOf(config.BUILD_DIR, "rollup-reads"),
        },
    logger,
    intervalMs: config.ANALYTICS ? config.ANALYTICS_ROLLUP_SECONDS * SECOND_MS : 0,
  });
  // Every instance runs it too: each meeting's reminder is claimed by exactly one run.
  const reminders = startReminderSchedule({ services, logger });

  // The public pages, rendered once per content version (in development, per request as Vite reloads).
  const pages = dev
    ? undefined
    : pageCache({
        handle: createRequestHandler(source.routes, "production"),
        services,
        today: () => dayOf(new Date()),
      });
  const content = startContentWatcher({
    db: database.db,
    logger,
    reload: [loadOpenJobs, loadSiteFacts],
    onChange: (version) => pages?.contentChanged(version),
  });
  // The open jobs (which the application form checks) and the content version, before the first request.
  await content.checkNow();

  let shuttingDown = false;
  const app = createApp({
    services,
    build: dev ? source.dev.routes : source.routes,
    // In development Vite serves the files; in production, the client half of the build.
    clientDir: dev ? undefined : join(resolve(config.BUILD_DIR), "client"),
    pages,
    devMiddleware: dev ? source.dev.middleware : undefined,
    isShuttingDown: () => shuttingDown,
  });
  // The forms of the cached pages get a signed issue time as they are served. Issuing one now loads the
  // signing key, which is then kept in memory: the pages never wait for the database. A database
  // that cannot give it yet (a read-only file) is asked again per page, which meanwhile goes out
  // with an empty token, answered by the form's action with a request to send again.
  await issueFormToken(database.db).catch((error: unknown) =>
    logger.warn({ err: error }, "form token key not loaded; form pages go out without a token until it is"),
  );

  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(config.PORT, config.HOST, (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
  });
  // An idle connection is kept longer than Node's 5 s, and longer than the idle timeouts of the usual
  // proxies (60 s): a client that reuses a connection just as the server drops it loses its request
  // ('other side closed'), which a busy test client hit at 5 s.
  server.keepAliveTimeout = 65 * SECOND_MS;
  const url = `http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${config.PORT}`;
  logger.info(
    { url, database: database.dialect, mode: dev ? "development" : config.NODE_ENV },
    "server listening",
  );
  // Rendered ahead of the first visitors, in the background.
  void pages?.warm([...publicPaths, ...publicResourcePaths]);
  if (admin.generated) {
    // On stderr and apart from the JSON lines, so the person who just ran `npm start` sees it.
    process.stderr.write(
      firstAdminNotice({ loginUrl: `${url}/login`, email: admin.email, password: admin.generated }),
    );
  }

  const stop = gracefulShutdown({
    server,
    logger,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    onStart: () => {
      shuttingDown = true;
    },
    // The mail worker, the IMAP poller, the retention purge, the rollups, the reminders and the
    // checkpoints' thread stop (finishing work in progress) before the database closes.
    onDrained: async () => {
      await Promise.all([
        outbox.stop(),
        inbound.stop(),
        retention.stop(),
        rollups.stop(),
        reminders.stop(),
        content.stop(),
        checkpoints.stop(),
      ]);
      await flushEvents(database.db);
      await database.close();
    },
  });
  return { server, url, services, stop };
}
