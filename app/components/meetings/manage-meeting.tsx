import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { FreeTimes } from "#app/components/meetings/free-times.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { officeHoursLine, site } from "#app/content/site.ts";
import { wallClockOf } from "#app/lib/office-clock.ts";
import type { ManageActionResult, ManagePageData } from "#app/meetings/manage-page.server.ts";
import { currentTimeZoneName } from "#app/meetings/time-zone-name.ts";
import { useSiteFacts } from "#app/site-facts/use-site-facts.ts";
import { CANCEL_REASON_MAX_LENGTH } from "#app/meetings/meeting-change-body.ts";

type ActiveMeeting = Extract<ManagePageData, { state: "active" }>;

const inputClass =
  "mt-1.5 block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink shadow-sm focus:border-brand-500 aria-invalid:border-danger-700";

/**
 * The visitor's two choices for a booked meeting, as plain POST forms (they work without JavaScript):
 * cancel it, or move it to another date and time. The times are the agency's until the page knows the
 * browser's own zone, and the form says which.
 */
export function ManageMeeting({ meeting, result }: { meeting: ActiveMeeting; result?: ManageActionResult }) {
  const hydrated = useHydrated();
  const { officeHours } = useSiteFacts();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const zone = hydrated
    ? currentTimeZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone)
    : meeting.agencyZone;
  const initial = wallClockOf(new Date(meeting.start), zone);
  // With JavaScript, the day chosen above lists its free times; one chosen fills the fields.
  const [day, setDay] = useState<string | null>(null);
  const dateRef = useRef<HTMLInputElement>(null);
  const timeRef = useRef<HTMLInputElement>(null);
  const moveRef = useRef<HTMLButtonElement>(null);
  // A date typed before the page's script ran reached no change handler: list that day's times.
  useEffect(() => {
    if (hydrated) setDay(dateRef.current?.value || null);
  }, [hydrated, zone]);
  const pick = (start: Date) => {
    const chosen = wallClockOf(start, zone);
    if (dateRef.current) dateRef.current.value = chosen.date;
    if (timeRef.current) timeRef.current.value = chosen.time;
    moveRef.current?.focus();
  };
  const action = `/meetings/${meeting.id}?t=${meeting.token}`;
  const errors = result && !result.ok ? result.errors : {};
  const fieldError = (name: "date" | "time" | "reason") =>
    errors[name] ? (
      <p id={`move-${name}-error`} className="mt-1.5 text-sm font-medium text-danger-700">
        {errors[name]}
      </p>
    ) : null;

  return (
    <div className="mt-8 grid gap-8">
      {result?.ok === true && result.done === "moved" ? (
        <Notice tone="success" autoFocus>
          Your consultation has moved. We have e-mailed you the updated invitation.
        </Notice>
      ) : null}
      {result && !result.ok ? (
        <Notice tone="error" autoFocus>
          {result.message}
        </Notice>
      ) : null}

      <section aria-labelledby="move-heading" className="rounded-card border border-line bg-white p-6">
        <h2 id="move-heading" className="text-lg font-bold text-navy-900">
          Choose another time
        </h2>
        <p className="mt-2 text-sm text-muted">
          The call keeps its length and falls within our hours, {officeHoursLine(officeHours)}. Times are in{" "}
          {zone === meeting.agencyZone
            ? `${site.timeZone.name} (${site.timeZone.id})`
            : `your time zone (${zone})`}
          .
        </p>
        {/* Re-mounted when the zone is known, so the fields start at the meeting's time in that zone. */}
        <Form key={zone} method="post" action={action} className="mt-4 grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="zone" value={zone} />
          <div>
            <label htmlFor="move-date" className="block text-sm font-semibold text-navy-900">
              New date
            </label>
            <input
              id="move-date"
              type="date"
              name="date"
              required
              defaultValue={initial.date}
              ref={dateRef}
              onChange={(event) => setDay(event.target.value || null)}
              aria-invalid={errors.date ? true : undefined}
              aria-describedby={errors.date ? "move-date-error" : undefined}
              className={inputClass}
            />
            {fieldError("date")}
          </div>
          <div>
            <label htmlFor="move-time" className="block text-sm font-semibold text-navy-900">
              New start time
            </label>
            <input
              id="move-time"
              type="time"
              name="time"
              required
              defaultValue={initial.time}
              ref={timeRef}
              aria-invalid={errors.time ? true : undefined}
              aria-describedby={errors.time ? "move-time-error" : undefined}
              className={inputClass}
            />
            {fieldError("time")}
          </div>
          {hydrated ? (
            <div className="sm:col-span-2">
              <FreeTimes
                day={day ?? initial.date}
                zoneName={zone}
                refreshes={0}
                onPick={pick}
                purpose="move"
              />
            </div>
          ) : null}
          <div className="sm:col-span-2">
            <Button ref={moveRef} type="submit" disabled={busy}>
              Move my consultation
            </Button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="cancel-heading" className="rounded-card border border-line bg-white p-6">
        <h2 id="cancel-heading" className="text-lg font-bold text-navy-900">
          Cancel the consultation
        </h2>
        <p className="mt-2 text-sm text-muted">
          We will e-mail you a cancellation that removes the call from your calendar.
        </p>
        <Form method="post" action={action} className="mt-4 grid gap-4">
          <input type="hidden" name="intent" value="cancel" />
          <div>
            <label htmlFor="move-reason" className="block text-sm font-semibold text-navy-900">
              Why are you cancelling? <span className="font-normal text-muted">(optional)</span>
            </label>
            <textarea
              id="move-reason"
              name="reason"
              rows={3}
              maxLength={CANCEL_REASON_MAX_LENGTH}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? "move-reason-error" : "reason-hint"}
              className={inputClass}
            />
            <p id="reason-hint" className="mt-1.5 text-sm text-muted">
              Only our team reads it. It helps us offer a better time next time.
            </p>
            {fieldError("reason")}
          </div>
          <div>
            <Button type="submit" variant="secondary" disabled={busy}>
              Cancel my consultation
            </Button>
          </div>
        </Form>
      </section>
    </div>
  );
}
