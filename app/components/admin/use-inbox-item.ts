import { useState } from "react";
import { useRevalidator } from "react-router";

type Pending = "read" | "delete" | null;

async function failureText(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  return body?.message ?? `The server answered ${response.status}.`;
}

/**
 * Mark read/unread (PATCH) and delete (DELETE) for one inbox card through the JSON API. The card
 * changes only once the server has confirmed; a failure leaves it as it was, with an error to show.
 */
export function useInboxItem(apiPath: string) {
  const revalidator = useRevalidator();
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);

  async function send(init: RequestInit, failure: string): Promise<boolean> {
    setError(null);
    try {
      const response = await fetch(apiPath, init);
      if (response.ok) return true;
      setError(`${failure}: ${await failureText(response)}`);
    } catch {
      setError(`${failure}: the server could not be reached. Check the connection and try again.`);
    }
    return false;
  }

  async function setRead(read: boolean) {
    const init = {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ read }),
    };
    setPending("read");
    // The button keeps its pending state until the page shows what the server stored.
    if (await send(init, read ? "Could not mark as read" : "Could not mark as unread"))
      await revalidator.revalidate();
    setPending(null);
  }

  async function remove(question: string) {
    if (!window.confirm(question)) return;
    setPending("delete");
    if (await send({ method: "DELETE" }, "Could not delete")) {
      setDeleted(true);
      await revalidator.revalidate();
    }
    setPending(null);
  }

  return { pending, error, deleted, setRead, remove };
}
