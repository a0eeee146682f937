// Works out a week's agency hours off the main thread. Its first Intl call also loads the browser's
// ICU data, which is shared with the page: the calendar's own date formatting then starts warm.
import type { OfficeHours } from "#app/content/site.ts";
import { businessHoursInZone } from "#app/meetings/agency-hours.ts";

type Request = { weekStart: number; zoneName: string; officeHours: OfficeHours };

addEventListener("message", ({ data }: MessageEvent<Request>) => {
  postMessage(businessHoursInZone(new Date(data.weekStart), data.zoneName, data.officeHours));
});
