const markupSpecial = /[&<>"']/g;
const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

function escapeMarkup(text: string, apostrophe: string): string {
  return text.replace(markupSpecial, (character) => entities[character] ?? apostrophe);
}

/** Text made safe to place inside an XML element or a quoted attribute. */
export function escapeXml(text: string): string {
  return escapeMarkup(text, "&apos;");
}

/** The same for HTML; `&apos;` is not HTML 4, which some mail clients still follow. */
export function escapeHtml(text: string): string {
  return escapeMarkup(text, "&#39;");
}
