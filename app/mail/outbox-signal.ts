/**
 * Lets code that has just committed an outbox row wake this process's outbox worker, so mail goes
 * out at once instead of at the next poll. Other instances find the row by polling.
 */
const signal = new EventTarget();

/** Tells the worker (if one runs in this process) that new mail is waiting. Safe to call any time. */
export function wakeOutboxWorker(): void {
  signal.dispatchEvent(new Event("wake"));
}

/** Calls `listener` whenever new mail is announced; returns the function that stops listening. */
export function onOutboxWake(listener: () => void): () => void {
  signal.addEventListener("wake", listener);
  return () => signal.removeEventListener("wake", listener);
}
