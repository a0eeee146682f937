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

// The views the toolbar switches between, in order (tabs, see useCalendarViewTabs).
const views = ["dayGridMonth", "timeGridWeek", "listMonth"];
// White text on each keeps at least 4.5:1 (WCAG AA): unread amber, read green, cancelled grey.
const colours = { unread: "#b54708", read: "#067647", cancelled: "#475467" };

/**
 * The meetings on a read-only calendar (month, week and list views). Loaded only in the browser and
 * only on the Meetings tab; choosing a meeting moves focus to its card in the list.
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
          title: `${meeting.title}: ${meeting.name}`,
          start: meeting.start,
          end: meeting.end,
          color:
            meeting.status === "cancelled" ? colours.cancelled : meeting.read ? colours.read : colours.unread,
        }))}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          const card = document.getElementById(`meeting-${info.event.id}`);
          card?.scrollIntoView({ block: "center" });
          card?.focus({ preventScroll: true });
        }}
      />
    </div>
  );
}
