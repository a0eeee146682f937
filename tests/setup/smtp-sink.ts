import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";

/** One message as it arrived: envelope, headers (lower-case names, unfolded) and the raw source. */
type ReceivedMail = {
  from: string;
  to: string[];
  headers: Record<string, string>;
  raw: string;
};

export type SmtpSink = {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** What the next messages get: accepted, a permanent 5xx or a temporary 4xx refusal. */
  mode: "accept" | "reject-permanent" | "reject-temporary";
  close(): Promise<void>;
};

/** A real SMTP server in this process, collecting what it is sent (no TLS, no authentication). */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const sink = { received, mode: "accept" } as SmtpSink;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (sink.mode !== "accept") {
          const permanent = sink.mode === "reject-permanent";
          const error = Object.assign(new Error(permanent ? "Mailbox unavailable" : "Try again later"), {
            responseCode: permanent ? 550 : 451,
          });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((address) => address.address),
          headers: parseHeaders(raw),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;
  sink.port = actual;
  sink.url = `smtp://127.0.0.1:${actual}`;
  sink.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return sink;
}

function parseHeaders(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? "";
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}
