/**
 * A strict RFC 2047 reader of one unfolded header value, stricter than any mail program: it throws
 * where some client would show less than the whole text.
 * - Each encoded-word must decode on its own to whole UTF-8 (no character split between words).
 * - Base64 padding may only end a word, never sit inside one.
 * - Like GMime (notmuch, Evolution), adjacent base64 words of one charset are also read as one run,
 *   so padding is refused anywhere but in the last word of such a run.
 * Returns the decoded text.
 */
export function strictDecodeHeader(value: string): string {
  const word = /=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g;
  const fatal = new TextDecoder("utf-8", { fatal: true });
  let decoded = "";
  let last = 0;
  let previous: { charset: string; encoding: string; padded: boolean } | undefined;
  for (const match of value.matchAll(word)) {
    const [whole, charset, encoding, payload] = match as unknown as [string, string, string, string];
    const between = value.slice(last, match.index);
    // Whitespace between two encoded-words is not part of the text (RFC 2047 section 6.2).
    const adjacent = previous !== undefined && /^[ \t]*$/.test(between);
    if (!adjacent) decoded += between;
    if (charset.toUpperCase() !== "UTF-8") throw new Error(`not UTF-8: ${whole}`);
    const kind = encoding.toUpperCase();
    let bytes: Buffer;
    if (kind === "B") {
      if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload) || payload.length % 4 !== 0) {
        throw new Error(`bad base64 (padding inside the word?): ${whole}`);
      }
      if (adjacent && previous!.encoding === "B" && previous!.padded) {
        throw new Error(`padding in the middle of a run of base64 words, before ${whole}`);
      }
      bytes = Buffer.from(payload, "base64");
    } else {
      if (!/^[\x21-\x3c\x3e-\x7e]*(=[0-9A-F]{2}[\x21-\x3c\x3e-\x7e]*)*$/.test(payload)) {
        throw new Error(`bad Q encoding: ${whole}`);
      }
      bytes = Buffer.from(
        payload
          .replaceAll("_", " ")
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        "latin1",
      );
    }
    try {
      decoded += fatal.decode(bytes);
    } catch {
      throw new Error(`encoded-word is not whole UTF-8 on its own: ${whole}`);
    }
    previous = { charset, encoding: kind, padded: kind === "B" && payload.endsWith("=") };
    last = match.index + whole.length;
  }
  return decoded + value.slice(last);
}
