const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text made safe to place inside an XML element or a quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character]!);
}
