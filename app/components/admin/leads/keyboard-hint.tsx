/**
 * The visible note of a region's single-letter keys and where they work. They act only while the
 * keyboard's focus is inside that region and not in a field, so a screen reader's own letter keys
 * elsewhere on the page are untouched.
 */
export function KeyboardHint({ id, keys, where }: { id: string; keys: string; where: string }) {
  return (
    <p id={id} className="text-sm text-muted">
      <span className="font-semibold text-ink">Keyboard: {keys}</span> <span>({where})</span>
    </p>
  );
}
