import type { ComponentType } from "react";
import { fetchFirstBookings } from "#app/components/meetings/first-bookings.ts";
import type { OfficeSpanJson } from "#app/components/meetings/business-days.ts";

type SchedulerProps = { zoneName: string; officeWeek: OfficeSpanJson[] };
type SchedulerModule = { default: ComponentType<SchedulerProps> };

/**
 * Loads the booking calendar for React.lazy: its code and the bookings of the month it opens on,
 * side by side, so the calendar renders once, complete.
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
      return <MeetingScheduler {...props} firstBookings={firstBookings} />;
    },
  };
}
