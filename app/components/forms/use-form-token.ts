import { useCallback, useEffect, useRef, useState } from "react";
import { MIN_FILL_MS } from "#app/lib/min-fill-time.ts";
import { FORM_TOKEN_URL } from "#app/submissions/spam-fields.ts";
import { HOUR_MS } from "#app/lib/time-units.ts";

// A token older than this is replaced when the visitor comes back to the tab (the server refuses
// tokens after a day), which also restarts the minimum fill time: a returning person needs longer.
const REFRESH_AFTER_MS = 12 * HOUR_MS;

/** A token, when it arrived, and how long after that the server takes a send for a person's. */
type Fetched = { token: string; receivedAt: number; minFillMs: number };
let shared: Promise<Fetched> | undefined;

function fetchToken(): Promise<Fetched> {
  const stale = shared;
  shared = fetch(FORM_TOKEN_URL, { cache: "no-store", headers: { accept: "application/json" } })
    .then((response): Promise<{ token?: unknown; minFillMs?: unknown }> | object =>
      response.ok ? response.json() : {},
    )
    .then((body) => {
      const token = "token" in body && typeof body.token === "string" ? body.token : "";
      const minFillMs =
        "minFillMs" in body && typeof body.minFillMs === "number" ? body.minFillMs : MIN_FILL_MS;
      return { token, receivedAt: Date.now(), minFillMs };
    })
    // Without a token the form still sends (the API takes an empty one, as it takes none); try again next time.
    .catch(() => {
      shared = stale;
      return { token: "", receivedAt: Date.now(), minFillMs: MIN_FILL_MS };
    });
  return shared;
}

/**
 * The signed time stamp for a form's hidden field, fetched once per page when the form comes to
 * life (all forms on a page share it), or taken from the server-rendered page when it has one.
 * `ready()` resolves with the token once the minimum fill time has passed since it arrived, so a
 * quick person (autofill, then Send) is never mistaken for a bot: the send just waits a moment.
 * `renew()` fetches a fresh one, for when the server said the one sent had expired.
 */
export function useFormToken(serverToken?: string) {
  const [token, setToken] = useState(serverToken ?? "");
  const current = useRef<Promise<Fetched> | undefined>(undefined);

  // The newest request wins: an older one answering late must not put its token back.
  const adopt = useCallback((fetched: Promise<Fetched>) => {
    current.current = fetched;
    void fetched.then((value) => {
      if (current.current === fetched) setToken(value.token);
    });
  }, []);

  useEffect(() => {
    adopt(
      serverToken
        ? Promise.resolve({ token: serverToken, receivedAt: Date.now(), minFillMs: MIN_FILL_MS })
        : (shared ?? fetchToken()),
    );
    const onVisible = () => {
      const fetched = current.current;
      if (document.visibilityState !== "visible" || !fetched) return;
      void fetched.then((value) => {
        if (current.current === fetched && Date.now() - value.receivedAt > REFRESH_AFTER_MS) {
          adopt(fetchToken());
        }
      });
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      // Whatever is still on its way belongs to a form that is gone.
      current.current = undefined;
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [serverToken, adopt]);

  const ready = useCallback(async (): Promise<string> => {
    const fetched = await (current.current ??
      Promise.resolve({ token: "", receivedAt: Date.now(), minFillMs: 0 }));
    const wait = fetched.receivedAt + fetched.minFillMs - Date.now();
    if (fetched.token && wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return fetched.token;
  }, []);

  const renew = useCallback(() => adopt(fetchToken()), [adopt]);

  return { token, ready, renew };
}
