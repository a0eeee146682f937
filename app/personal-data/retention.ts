/**
 * How long messages, job applications (with their CVs) and past meetings are kept before the daily
 * purge deletes them. The one default: config/server-config.ts (RETENTION_DAYS) and the privacy page read it.
 */
export const DEFAULT_RETENTION_DAYS = 365;
