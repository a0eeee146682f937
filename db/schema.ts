import type { Generated } from "kysely";

/**
 * Column types as both dialects store them. Timestamps are ISO-8601 UTC strings
 * (`Date#toISOString()`), booleans are 0/1 integers: the one representation that
 * SQLite and PostgreSQL share, so one set of queries serves both (docs/decisions/0002).
 */
export type ContactMessageTable = {
  id: Generated<number>;
  user_name: string;
  user_email: string;
  user_phone: string;
  message: string;
  service: string | null;
  read: Generated<number>;
  created_at: string;
};

export type Database = {
  contact_messages: ContactMessageTable;
};
