import { useState } from "react";
import { useRevalidator } from "react-router";
import { callJsonApi } from "#app/http/json-api-client.ts";

const UNREACHABLE = "the server could not be reached. Check the connection and try again.";

type Pending = "read" | "delete" | null;

/**
 * Mark read/unread (PATCH) and delete (DELETE) for one inbox card through the JSON API. The card
 * changes only once the server has confirmed; a failure leaves it as it was, with an error to show.
 */
export function useInboxItem(apiPath: string) {
  const revalidator = useRevalidator();
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);

  async function send(method: "PATCH" | "DELETE", body: unknown, failure: string): Promise<boolean> {
    setError(null);
    const answer = await callJsonApi(method, apiPath, body, { unreachable: UNREACHABLE });
    if (!answer.ok) setError(`${failure}: ${answer.message}`);
    return answer.ok;
  }

  async function setRead(read: boolean) {
    setPending("read");
    // The button keeps its pending state until the page shows what the server stored.
    if (await send("PATCH", { read }, read ? "Could not mark as read" : "Could not mark as unread"))
      await revalidator.revalidate();
    setPending(null);
  }

  async function remove(question: string) {
    if (!window.confirm(question)) return;
    setPending("delete");
    if (await send("DELETE", undefined, "Could not delete")) {
      setDeleted(true);
      await revalidator.revalidate();
    }
    setPending(null);
  }

  return { pending, error, deleted, setRead, remove };
}
