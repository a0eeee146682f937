import { useEffect } from "react";
import { useBeforeUnload, useBlocker } from "react-router";

const UNSAVED_QUESTION = "You have unsaved changes. Leave this page and lose them?";

/**
 * Guards unsaved edits: closing or reloading the tab asks the browser's own question, and leaving
 * through a link inside the admin asks ours, so an accidental click loses nothing.
 */
export function useUnsavedChanges(dirty: boolean): void {
  useBeforeUnload(
    (event) => {
      if (!dirty) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = "";
    },
    { capture: true },
  );
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(UNSAVED_QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}
