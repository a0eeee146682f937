/** A Markdown document split into its front matter fields and its body. */
export type FrontMatterDocument = { data: Record<string, string>; body: string };

const fence = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * Splits `---`-fenced front matter of flat `key: value` lines off a Markdown text. Values may be
 * wrapped in single or double quotes (to keep a colon or leading space); nothing else of YAML is
 * supported, and a line that is not `key: value` throws so a typo never passes silently.
 */
export function parseFrontMatter(text: string): FrontMatterDocument {
  const source = text.replace(/^\uFEFF/, "");
  const match = fence.exec(source);
  if (!match) return { data: {}, body: source };
  const data: Record<string, string> = {};
  for (const [index, line] of (match[1] ?? "").split(/\r?\n/).entries()) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    const field = /^([A-Za-z_][\w-]*)\s*:\s*(.*)$/.exec(line);
    if (!field) throw new Error(`Front matter line ${index + 1} is not "key: value": ${line}`);
    const [, key = "", raw = ""] = field;
    if (key in data) throw new Error(`Front matter key "${key}" appears twice`);
    data[key] = unquote(raw.trim());
  }
  return { data, body: source.slice(match[0].length) };
}

function unquote(value: string): string {
  const quote = value[0];
  if (value.length >= 2 && (quote === '"' || quote === "'") && value.endsWith(quote)) {
    const inner = value.slice(1, -1);
    return quote === '"' ? inner.replace(/\\"/g, '"').replace(/\\\\/g, "\\") : inner.replace(/''/g, "'");
  }
  return value;
}
