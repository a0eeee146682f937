import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";

/** A stored CV with its bytes, for a download. */
export type StoredCv = {
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  content: Uint8Array;
};

/** The CV of an application, or undefined when it has none (or there is no such application). */
export async function findApplicationCv(
  db: Kysely<Database>,
  applicationId: number,
): Promise<StoredCv | undefined> {
  const row = await db
    .selectFrom("application_cvs")
    .select(["file_name", "content_type", "size", "sha256", "content"])
    .where("application_id", "=", applicationId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    fileName: row.file_name,
    contentType: row.content_type,
    size: Number(row.size),
    sha256: row.sha256,
    content: new Uint8Array(row.content),
  };
}
