/** A mail's text split into what the sender wrote this time and the history quoted below it. */
export type FoldedText = { text: string; quoted: string };

// Lines that open the quoted history, as the common mail programs write them.
const HISTORY_OPENERS = [
  /^On .+wrote:\s*$/i, // Gmail, Apple Mail, Thunderbird
  /^.+ (wrote|ने लिखा|ने लिखा है):\s*$/i, // the same in other words, or in Hindi
  /^-{2,}\s*(Original Message|Forwarded message)\s*-{2,}/i, // Outlook, Gmail forwards
  /^_{10,}\s*$/, // Outlook's rule above "From:"
];
const OUTLOOK_HEADER = /^From:\s.+/i;
const OUTLOOK_NEXT = /^(Sent|Date|To|Subject):\s/i;

function opensHistory(lines: string[], index: number): boolean {
  const line = lines[index]!;
  if (HISTORY_OPENERS.some((pattern) => pattern.test(line))) return true;
  // "On Mon, 23 Nov 2026 at 10:02, Aarav <a@b.in>" then "wrote:" on the next line (wrapped).
  if (/^On\s/i.test(line) && /^.*wrote:\s*$/i.test(lines[index + 1] ?? "")) return true;
  if (OUTLOOK_HEADER.test(line) && OUTLOOK_NEXT.test(lines[index + 1] ?? "")) return true;
  // A block of "> " lines that runs to the end (blank lines allowed) is history.
  if (line.startsWith(">"))
    return lines.slice(index).every((rest) => rest.trim() === "" || rest.startsWith(">"));
  return false;
}

/**
 * Splits a plain-text mail at the start of its quoted history (the "On ... wrote:" line, Outlook's
 * "From:/Sent:" block, "-----Original Message-----", or a closing run of "> " lines). A mail that is
 * all quote keeps its text, so nothing the sender wrote is hidden.
 */
export function foldQuotedHistory(body: string): FoldedText {
  const lines = body.replace(/\r\n?/g, "\n").split("\n");
  for (let index = 0; index < lines.length; index++) {
    if (!opensHistory(lines, index)) continue;
    const text = lines.slice(0, index).join("\n").trim();
    if (!text) break;
    return { text, quoted: lines.slice(index).join("\n").trim() };
  }
  return { text: lines.join("\n").trim(), quoted: "" };
}
