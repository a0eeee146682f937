// Works out a week's agency hours off the main thread. Its first Intl call also loads the browser's
// ICU data, which is shared with the page: the calendar's own date formatting then starts warm.
import { businessHoursInZone } from "#app/meetings/agency-hours.ts";

addEventListener("message", (event: MessageEvent<{ weekStart: number; zoneName: string }>) => {
  postMessage(businessHoursInZone(new Date(event.data.weekStart), event.data.zoneName));
});
