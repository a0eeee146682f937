import { type FormEvent, type RefObject, useEffect, useState } from "react";
import type { PageFormState } from "#app/submissions/page-form-state.ts";
import { FORM_TOKEN_FIELD } from "#app/submissions/spam-fields.ts";
import { type JsonApiAnswer, callJsonApi } from "#app/http/json-api-client.ts";
import { useFormToken } from "#app/components/forms/use-form-token.ts";

/**
 * What a public form shows: ready for input, on its way, accepted, refused (the server's or the
 * browser's own words, with the errors by field) or never answered (a network failure).
 */
export type PublicFormView =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "sent" }
  | { kind: "refused"; message?: string; errors: Record<string, string> }
  | { kind: "failed" };

/** A refusal decided in the browser before anything is sent (a CV of the wrong kind, say). */
type LocalRefusal = { message: string; errors: Record<string, string> };

type PublicFormOptions = {
  /** The API path the form sends to with JavaScript. */
  url: string;
  /** The page action's answer to a post without JavaScript, shown until the visitor sends with it. */
  pageResult: PageFormState | undefined;
  /** A token the server rendered into the page, when there is one. */
  serverToken?: string;
  /** An optional file input: a chosen file is sent as multipart, otherwise the body stays JSON. */
  fileField?: string;
  /** A check of the chosen file before sending; what it returns is shown as a refusal. */
  checkFile?: (file: File | undefined) => LocalRefusal | undefined;
  /** Moves the focus to the first field the server refused. */
  focusInvalidField?: boolean;
  /** Takes the focus after a send with JavaScript succeeds (the thank-you heading that replaces the form). */
  sentFocusRef?: RefObject<HTMLElement | null>;
  /** Called after a successful send; the form then goes back to idle instead of showing it was sent. */
  onSent?: () => void;
  /** What a network failure is logged as (the spec says it is logged). */
  failureLog: string;
};

/**
 * The state and the send of one public form (contact, job application). With JavaScript it sends
 * the form's fields to `url` with the form token once the minimum fill time has passed; without
 * it, the form posts to its page, and the page action's answer (`pageResult`) is what shows.
 * Returns the view, the values to fill the fields with (as typed before the page refused them),
 * the current form token and the form's submit handler.
 */
export function usePublicForm(options: PublicFormOptions) {
  const { pageResult, sentFocusRef } = options;
  // Undefined until the visitor sends with JavaScript: until then the page's answer shows.
  const [state, setState] = useState<PublicFormView>();
  // The page kept what was typed; a send with JavaScript that succeeds empties the form for good.
  const [keepPageValues, setKeepPageValues] = useState(true);
  // A form the page action sent back comes with the token to send it with again.
  const { token, ready, renew } = useFormToken(
    (pageResult?.ok === false && pageResult.token) || options.serverToken,
  );

  useEffect(() => {
    if (state?.kind === "sent") sentFocusRef?.current?.focus();
  }, [state?.kind, sentFocusRef]);

  const view: PublicFormView = state ?? pageView(pageResult);
  const defaults = keepPageValues && pageResult?.ok === false ? pageResult.values : {};

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { url, fileField, checkFile, focusInvalidField, onSent, failureLog } = options;
    const data = new FormData(form);
    const chosen = fileField ? data.get(fileField) : null;
    // A file input with nothing chosen still sends an empty, unnamed file.
    const file = chosen instanceof File && (chosen.size > 0 || chosen.name !== "") ? chosen : undefined;
    const problem = checkFile?.(file);
    if (problem) {
      setState({ kind: "refused", ...problem });
      return;
    }
    if (fileField) data.delete(fileField);
    const fields = Object.fromEntries(data) as Record<string, string>;
    setState({ kind: "sending" });
    let result: JsonApiAnswer;
    try {
      const values = { ...fields, [FORM_TOKEN_FIELD]: await ready() };
      const body = file && fileField ? multipart(values, fileField, file) : values;
      // A refusal without words of its own leaves the form's own (`unreadable` empty).
      result = await callJsonApi("POST", url, body, { unreadable: "" });
      if (!result.ok && result.status === 0) throw new Error(result.message);
    } catch (error) {
      console.error(failureLog, error);
      setState({ kind: "failed" });
      return;
    }
    if (result.ok) {
      // reset() puts back the fields' defaults (the page's values, if any); the render that drops
      // those defaults then empties the fields.
      form.reset();
      setKeepPageValues(false);
      setState(onSent ? { kind: "idle" } : { kind: "sent" });
      onSent?.();
      return;
    }
    const { [FORM_TOKEN_FIELD]: expired, ...errors } = result.errors;
    // The token had run out (the page stayed open too long): send again with a fresh one, no reload.
    if (expired) renew();
    setState({ kind: "refused", message: result.message || undefined, errors });
    if (focusInvalidField) focusFirstInvalid(form, errors);
  }

  return { view, defaults, token, onSubmit };
}

function pageView(pageResult: PageFormState | undefined): PublicFormView {
  if (!pageResult) return { kind: "idle" };
  if (pageResult.ok) return { kind: "sent" };
  // The page action has already taken the token out of the errors: its message is the form's own.
  return { kind: "refused", message: pageResult.message, errors: pageResult.errors };
}

// Multipart only when there is a file: without one the request stays the spec's JSON body.
function multipart(values: Record<string, string>, fileField: string, file: File): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.set(name, value);
  body.set(fileField, file, file.name);
  return body;
}

// The field is there already (only its error text is new), so the next frame can focus it.
function focusFirstInvalid(form: HTMLFormElement, errors: Record<string, string>) {
  const first = Object.keys(errors)
    .map((name) => form.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]:not([type="hidden"])`))
    .find((field) => field !== null);
  if (first) requestAnimationFrame(() => first.focus());
}
