import FullCalendar from "@fullcalendar/react";
import dayGridPlugin from "@fullcalendar/react/daygrid";
import listPlugin from "@fullcalendar/react/list";
import classicThemePlugin from "@fullcalendar/react/themes/classic";
import timeGridPlugin from "@fullcalendar/react/timegrid";
import "@fullcalendar/react/skeleton.css";
import "@fullcalendar/react/themes/classic/theme.css";
import "@fullcalendar/react/themes/classic/palette.css";
import "#app/components/meetings/calendar-theme.css";
import { todayHint, useCalendarViewTabs } from "#app/components/calendar/use-calendar-view-tabs.ts";
import type { AdminMeeting } from "#app/meetings/meetings-tab.server.ts";
import { meetingStatusLabels } from "#app/components/admin/meetings/meeting-status-badge.tsx";

// The views the toolbar switches between, in order (tabs, see useCalendarViewTabs).
const views = ["dayGridMonth", "timeGridWeek", "listMonth"];
// White text on each keeps at least 4.5:1 (WCAG AA): scheduled blue, took place green, no-show amber,
// cancelled grey. The status is in the event's words too, never in its colour alone.
const colours = { active: "#175cd3", done: "#067647", "no-show": "#b54708", cancelled: "#475467" };

/**
 * The meetings on a read-only calendar (month, week and list views), each named by who booked it
 * (and who holds it). Loaded only in the browser and only on the Meetings tab; a meeting is a link to
 * its own page.
 */
export default function MeetingsCalendar({ meetings }: { meetings: AdminMeeting[] }) {
  const viewTabs = useCalendarViewTabs(views);
  return (
    <div className="meetings-calendar">
      <FullCalendar
        plugins={[classicThemePlugin, dayGridPlugin, timeGridPlugin, listPlugin]}
        initialView="dayGridMonth"
        headerToolbar={{
          start: "prev,next today",
          center: "title",
          end: views.join(","),
        }}
        {...viewTabs}
        todayHint={todayHint}
        height="auto"
        dayMaxEventRows={5}
        events={meetings.map((meeting) => ({
          id: meeting.id,
          title: eventTitle(meeting),
          start: meeting.start,
          end: meeting.end,
          url: `/admin/meetings/${meeting.id}`,
          color: colours[meeting.status],
        }))}
      />
    </div>
  );
}

function eventTitle(meeting: AdminMeeting): string {
  const status = meeting.status === "active" ? "" : ` (${meetingStatusLabels[meeting.status]})`;
  const holder = meeting.assignee ? ` · ${meeting.assignee.name}` : "";
  return `${meeting.name}${status}${holder}`;
}
