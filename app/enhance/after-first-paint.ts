/**
 * Runs `callback` once the browser has shown the page's first contentful paint, or at once if it
 * already has. A task queued from a frame callback can still run before that frame reaches the screen;
 * the paint's own performance entry is reported only after it has.
 */
export function afterFirstPaint(callback: () => void) {
  const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;
  if (
    typeof PerformanceObserver === "undefined" ||
    !PerformanceObserver.supportedEntryTypes?.includes("paint")
  ) {
    // A browser without paint timing: the task after the next frame is the nearest it can tell.
    return void requestAnimationFrame(() => setTimeout(callback));
  }
  if (painted()) return callback();
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    callback();
  });
  observer.observe({ type: "paint" });
}
