/**
 * Rate limits count per clock minute. A test that sends a few requests and expects the last one
 * refused first waits out the end of a minute, so its requests all fall in the same window.
 */
export async function awayFromMinuteBoundary(marginMs = 4_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
