import type { ComponentType } from "react";
import { fetchFirstBookings } from "#app/components/meetings/first-bookings.ts";
import { prepareWeekBusinessHours } from "#app/components/meetings/week-business-hours.ts";
import type { OfficeHours } from "#app/content/site.ts";

type SchedulerModule = { default: ComponentType<{ zoneName: string }> };

/**
 * Loads the booking calendar for React.lazy: FullCalendar's code, the bookings of the month it opens
 * on, and this week's agency hours (worked out in a worker), side by side. The calendar then renders
 * once, complete, with no heavy computing of its own on the main thread.
 */
export async function loadMeetingScheduler(
  zoneName: string,
  officeHours: OfficeHours,
): Promise<SchedulerModule> {
  // React starts this while it renders; the loading itself (links, requests, a worker) gets a task of its own.
  await new Promise((resolve) => setTimeout(resolve));
  const [scheduler, firstBookings] = await Promise.all([
    import("#app/components/meetings/meeting-scheduler.tsx"),
    fetchFirstBookings(),
    prepareWeekBusinessHours(zoneName, officeHours),
  ]);
  const MeetingScheduler = scheduler.default;
  return {
    default: (props) => (
      <MeetingScheduler {...props} officeHours={officeHours} firstBookings={firstBookings} />
    ),
  };
}
