import { site } from "#app/content/site.ts";
import { wallClockOf } from "#app/lib/office-clock.ts";
import { MINUTE_MS } from "#app/lib/time-units.ts";
import { meetingLimits } from "#app/meetings/meeting-limits.ts";
import type { MeetingActionResult } from "#app/meetings/meeting-page.server.ts";
import type { OwnMeetingJson } from "#app/meetings/meeting-json.ts";
import { selectClass } from "#app/components/admin/leads/assignee-select.tsx";
import { MeetingForm } from "#app/components/admin/meetings/meeting-form.tsx";

const inputClass = "min-h-11 w-full rounded-md border border-line bg-white px-3 text-sm text-ink";
const lengths = [15, 30, 45, 60, 90, 120, 180, 240].filter((minutes) => minutes <= meetingLimits.maxMinutes);

/**
 * A new time for the meeting, typed on the office's clock (the one every mail names): the team may
 * choose any hour on any day, a day off too, but not a time another meeting holds. The visitor is mailed the
 * updated invitation.
 */
export function MeetingScheduleForm({
  meeting,
  result,
}: {
  meeting: Pick<OwnMeetingJson, "start" | "end">;
  result: MeetingActionResult | undefined;
}) {
  const start = wallClockOf(new Date(meeting.start));
  const minutes = Math.round((Date.parse(meeting.end) - Date.parse(meeting.start)) / MINUTE_MS);
  const choices = lengths.includes(minutes) ? lengths : [...lengths, minutes].sort((a, b) => a - b);
  const zone = `${site.timeZone.name}, ${site.timeZone.abbreviation}`;
  return (
    <MeetingForm intent="move" submitLabel="Move and tell the visitor" result={result}>
      <p id="move-zone" className="text-sm text-muted">
        On the office clock ({zone}). Office hours and days off do not bind the team.
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        <ClockField name="date" label="Date" value={start.date} />
        <ClockField name="time" label="Start time" value={start.time} />
        <div className="grid gap-1">
          <label htmlFor="move-minutes" className="text-sm font-semibold text-ink">
            Length
          </label>
          <select
            id="move-minutes"
            name="minutes"
            defaultValue={String(minutes)}
            key={minutes}
            className={selectClass}
          >
            {choices.map((choice) => (
              <option key={choice} value={String(choice)}>
                {choice} minutes
              </option>
            ))}
          </select>
        </div>
      </div>
    </MeetingForm>
  );
}

/** The date or the start time, on the office clock: reset to the meeting's own when it moved. */
function ClockField({ name, label, value }: { name: "date" | "time"; label: string; value: string }) {
  return (
    <div className="grid gap-1">
      <label htmlFor={`move-${name}`} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={`move-${name}`}
        name={name}
        type={name}
        required
        defaultValue={value}
        key={value}
        aria-describedby="move-zone"
        className={inputClass}
      />
    </div>
  );
}
