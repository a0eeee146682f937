import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import type { AdminRequest } from "#app/auth/require-admin.server.ts";
import { requireAdminApi } from "#app/auth/require-admin.server.ts";
import { apiError, methodNotAllowed } from "#app/http/api-error.ts";
import type { BodyFields } from "#app/http/request-body.server.ts";
import {
  jsonResponse,
  readContentFields,
  workResponse,
} from "#app/publishing/content-api-response.server.ts";
import {
  changeFaq,
  createFaq,
  deleteFaq,
  findFaq,
  listFaqEntries,
} from "#app/publishing/faqs-work.server.ts";
import { changeJob, createJob, deleteJob, findJob, listJobs } from "#app/publishing/jobs-work.server.ts";
import { pathId } from "#app/http/path-id.ts";
import type { WorkOutcome } from "#app/publishing/work-outcome.ts";
import type { Database } from "#db/schema.ts";
import type { Kysely } from "kysely";

/** What the API needs of a kind of entry (jobs, FAQs): its list, one, and its three changes. */
type Entries = {
  name: string;
  list(db: Kysely<Database>): Promise<unknown[]>;
  find(db: Kysely<Database>, id: number | undefined): Promise<unknown>;
  create(admin: AdminRequest, fields: BodyFields): Promise<WorkOutcome<unknown>>;
  change(admin: AdminRequest, id: number | undefined, fields: BodyFields): Promise<WorkOutcome<unknown>>;
  remove(admin: AdminRequest, id: number | undefined): Promise<WorkOutcome<null>>;
};

const jobs: Entries = {
  name: "job",
  list: listJobs,
  find: findJob,
  create: createJob,
  change: changeJob,
  remove: deleteJob,
};
const faqs: Entries = {
  name: "FAQ",
  list: listFaqEntries,
  find: findFaq,
  create: createFaq,
  change: changeFaq,
  remove: deleteFaq,
};

/** `GET` the list and `POST` a new one (201), for a kind of entry. */
function collectionApi(entries: Entries) {
  return {
    loader: async (args: LoaderFunctionArgs) => {
      const { database } = await requireAdminApi(args);
      return jsonResponse(await entries.list(database.db));
    },
    action: async (args: ActionFunctionArgs) => {
      if (args.request.method !== "POST") return methodNotAllowed("GET, POST");
      const admin = await requireAdminApi(args);
      const fields = await readContentFields(args.request);
      if (fields instanceof Response) return fields;
      return workResponse(await entries.create(admin, fields), 201);
    },
  };
}

/** `GET`, `PATCH` (200) and `DELETE` (204) one entry by its id. */
function entryApi(entries: Entries) {
  return {
    loader: async (args: LoaderFunctionArgs) => {
      const { database } = await requireAdminApi(args);
      const entry = await entries.find(database.db, pathId(args.params.id));
      return entry ? jsonResponse(entry) : apiError(404, `There is no ${entries.name} with this id.`);
    },
    action: async (args: ActionFunctionArgs) => {
      const method = args.request.method;
      if (method !== "PATCH" && method !== "DELETE") return methodNotAllowed("GET, PATCH, DELETE");
      const admin = await requireAdminApi(args);
      const id = pathId(args.params.id);
      if (method === "DELETE") return workResponse(await entries.remove(admin, id));
      const fields = await readContentFields(args.request);
      if (fields instanceof Response) return fields;
      return workResponse(await entries.change(admin, id, fields));
    },
  };
}

/**
 * `/api/admin/jobs` and `/api/admin/jobs/{id}`: `{title, location, type, description, salary, salaryMin,
 * salaryMax, salaryPeriod, open, order}`.
 */
export const jobsApi = collectionApi(jobs);
export const jobApi = entryApi(jobs);
/** `/api/admin/faqs` and `/api/admin/faqs/{id}`: `{question, answer, group, order, home}`. */
export const faqsApi = collectionApi(faqs);
export const faqApi = entryApi(faqs);
