import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "#app/submissions/spam-fields.ts";

/**
 * The anti-spam fields of the site's forms: a honeypot that people never see (off-screen, hidden
 * from screen readers and out of the tab order) and the signed time stamp.
 */
export function SpamTrapFields({ idPrefix, token }: { idPrefix: string; token: string }) {
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[9999px] top-auto h-px w-px overflow-hidden">
        <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input
          id={`${idPrefix}-${HONEYPOT_FIELD}`}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />
    </>
  );
}
