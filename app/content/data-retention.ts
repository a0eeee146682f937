/**
 * How long messages, job applications (with their CVs) and past meetings are kept before the daily
 * purge deletes them: the period the privacy page states, and RETENTION_DAYS's default
 * (config/server-config.ts).
 */
export const DEFAULT_RETENTION_DAYS = 365;
