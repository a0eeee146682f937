import { useEffect, useState } from "react";
import { meetingsClient } from "#app/meetings/meetings-client.ts";

/**
 * The free times of the days `from` to `to` (YYYY-MM-DD on the visitor's clock) as the server has
 * them, asked again on each `refreshes` change; null while loading, or when no days are asked
 * (`days` null). A failed request reads as no free times, and `onError` says why.
 */
export function useFreeTimesBetween(
  days: { from: string; to: string } | null,
  zoneName: string,
  refreshes: number,
  onError: (message: string) => void,
): Date[] | null {
  const asked = days ? `${days.from} ${days.to} ${zoneName} ${refreshes}` : "";
  const [answer, setAnswer] = useState<{ asked: string; times: Date[] } | null>(null);
  const from = days?.from;
  const to = days?.to;

  useEffect(() => {
    if (!from || !to) return;
    let current = true;
    void meetingsClient.availability({ from, to, zone: zoneName }).then((result) => {
      if (!current) return;
      if (!result.ok) onError(`We could not load the free times: ${result.message}`);
      const times = result.ok
        ? result.body.days.flatMap((day) => day.times.map((time) => new Date(time)))
        : [];
      setAnswer({ asked: `${from} ${to} ${zoneName} ${refreshes}`, times });
    });
    return () => {
      current = false;
    };
  }, [from, to, zoneName, refreshes, onError]);

  return answer && answer.asked === asked ? answer.times : null;
}
