import type { Kysely, Selectable } from "kysely";
import { type AdminRequest, auditAction } from "#app/auth/require-admin.server.ts";
import type { BodyFields } from "#app/http/request-body.server.ts";
import { bumpContentVersion } from "#app/publishing/content-version.server.ts";
import { faqInput } from "#app/publishing/faq-input.ts";
import { type WorkOutcome, invalid } from "#app/publishing/work-outcome.ts";
import type { Database, FaqTable } from "#db/schema.ts";

/** An FAQ as the admin API answers it. */
export type FaqJson = {
  id: number;
  question: string;
  answer: string;
  group: string;
  order: number;
  home: boolean;
  updatedAt: string;
};

function faqJson(row: Selectable<FaqTable>): FaqJson {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    group: row.group,
    order: row.position,
    home: row.home === 1,
    updatedAt: row.updated_at,
  };
}

const NOT_FOUND = { ok: false, status: 404, message: "There is no FAQ with this id." } as const;

/** Every FAQ in the page's order. */
export async function listFaqEntries(db: Kysely<Database>): Promise<FaqJson[]> {
  const rows = await db.selectFrom("faqs").selectAll().orderBy("position").orderBy("id").execute();
  return rows.map(faqJson);
}

export async function findFaq(db: Kysely<Database>, id: number | undefined): Promise<FaqJson | undefined> {
  if (id === undefined) return undefined;
  const row = await db.selectFrom("faqs").selectAll().where("id", "=", id).executeTakeFirst();
  return row && faqJson(row);
}

/** `{question, answer, group, order?, home?}`: a new FAQ, last in the list and not on the home page by default. */
export async function createFaq(admin: AdminRequest, fields: BodyFields): Promise<WorkOutcome<FaqJson>> {
  const input = faqInput(fields, { creating: true });
  if (!input.ok) return invalid(input.errors);
  const { question, answer, group, order, home = false } = input.value;
  const now = new Date().toISOString();
  const row = await admin.database.db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom("faqs")
      .select((eb) => eb.fn.max("position").as("max"))
      .executeTakeFirst();
    const inserted = await trx
      .insertInto("faqs")
      .values({
        // Present: a create requires them.
        question: question!,
        answer: answer!,
        group: group!,
        position: order ?? Number(last?.max ?? 0) + 1,
        home: home ? 1 : 0,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await bumpContentVersion(trx);
    return inserted;
  });
  await auditAction(admin, "faq.create", { kind: "faq", id: row.id });
  return { ok: true, value: faqJson(row) };
}

/** Any of an FAQ's fields. */
export async function changeFaq(
  admin: AdminRequest,
  id: number | undefined,
  fields: BodyFields,
): Promise<WorkOutcome<FaqJson>> {
  const before = await findFaq(admin.database.db, id);
  if (!before) return NOT_FOUND;
  const input = faqInput(fields, { creating: false });
  if (!input.ok) return invalid(input.errors);
  const { order, home, ...text } = input.value;
  const row = await admin.database.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("faqs")
      .set({
        ...text,
        ...(order === undefined ? {} : { position: order }),
        ...(home === undefined ? {} : { home: home ? 1 : 0 }),
        updated_at: new Date().toISOString(),
      })
      .where("id", "=", before.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await bumpContentVersion(trx);
    return updated;
  });
  await auditAction(admin, "faq.update", { kind: "faq", id: row.id });
  return { ok: true, value: faqJson(row) };
}

export async function deleteFaq(admin: AdminRequest, id: number | undefined): Promise<WorkOutcome<null>> {
  const before = await findFaq(admin.database.db, id);
  if (!before) return NOT_FOUND;
  await admin.database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom("faqs").where("id", "=", before.id).execute();
    await bumpContentVersion(trx);
  });
  await auditAction(admin, "faq.delete", { kind: "faq", id: before.id, label: before.question });
  return { ok: true, value: null };
}
