/**
 * Lets code that has just committed an outbox row wake this process's outbox worker, so mail goes
 * out at once instead of at the next poll. Other instances find the row by polling.
 */

// The server runs natively while routes come from Vite's bundle, each with its own copy of this
// module; a target kept on globalThis is the one both copies share (as in app/context.ts).
const registry = globalThis as typeof globalThis & { __agencyOutboxSignal?: EventTarget };
registry.__agencyOutboxSignal ??= new EventTarget();
const signal = registry.__agencyOutboxSignal;

/** Tells the worker (if one runs in this process) that new mail is waiting. Safe to call any time. */
export function wakeOutboxWorker(): void {
  signal.dispatchEvent(new Event("wake"));
}

/** Calls `listener` whenever new mail is announced; returns the function that stops listening. */
export function onOutboxWake(listener: () => void): () => void {
  signal.addEventListener("wake", listener);
  return () => signal.removeEventListener("wake", listener);
}
