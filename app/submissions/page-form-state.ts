/**
 * What a form's page action hands back to the form when it was posted without JavaScript: success,
 * or the error texts plus the values as typed, so nothing the visitor wrote is lost, and the form
 * token to send them with again.
 */
export type PageFormState =
  | { ok: true }
  | {
      ok: false;
      message: string;
      errors: Record<string, string>;
      values: Record<string, string>;
      token: string;
    };
