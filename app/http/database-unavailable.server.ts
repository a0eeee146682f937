import { serviceUnavailable } from "#app/http/api-error.ts";
import { isDatabaseUnavailable } from "#db/database-errors.ts";

/** `work`'s answer, or the API's 503 with Retry-After while the database is down or locked; anything else propagates. */
export async function guardDatabase(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (isDatabaseUnavailable(error)) return serviceUnavailable();
    throw error;
  }
}
