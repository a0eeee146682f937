import { type ComponentType, use } from "react";
import { fetchFirstBookings } from "#app/components/meetings/first-bookings.ts";
import { weekHoursReady } from "#app/components/meetings/week-business-hours.ts";
import type { OfficeHours } from "#app/content/site.ts";

type SchedulerProps = { zoneName: string; officeHours: OfficeHours };
type SchedulerModule = { default: ComponentType<SchedulerProps> };

/**
 * Loads the booking calendar for React.lazy: FullCalendar's code and the bookings of the month it
 * opens on, side by side, while this week's agency hours are worked out in a worker (started by the
 * page as soon as it knows the visitor's zone: `weekHoursReady`). The calendar then renders once,
 * complete, with no heavy computing of its own on the main thread.
 */
export async function loadMeetingScheduler(): Promise<SchedulerModule> {
  // React starts this while it renders; the loading itself (links, requests) gets a task of its own.
  await new Promise((resolve) => setTimeout(resolve));
  const [scheduler, firstBookings] = await Promise.all([
    import("#app/components/meetings/meeting-scheduler.tsx"),
    fetchFirstBookings(),
  ]);
  const MeetingScheduler = scheduler.default;
  return {
    default: function LoadedScheduler(props: SchedulerProps) {
      use(weekHoursReady(props.zoneName, props.officeHours));
      return <MeetingScheduler {...props} firstBookings={firstBookings} />;
    },
  };
}
