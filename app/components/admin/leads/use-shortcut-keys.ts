import type { KeyboardEvent } from "react";

/**
 * Whether a key press belongs to what the person is typing (a field, a list box, an editable area),
 * or carries a modifier: single-letter shortcuts leave those alone.
 */
export function isTypingOrModified(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return true;
  const target = event.target;
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest("input, textarea, select, [role=textbox]") !== null;
}
