import { request } from "node:http";

export type ChunkedAnswer =
  | { kind: "answer"; status: number; headers: Record<string, string | string[] | undefined>; body: string }
  | { kind: "reset"; code: string };

type ChunkedUpload = {
  url: string;
  headers?: Record<string, string>;
  /** What goes out first (a multipart preamble, say); then `fill` bytes of filler, then `tail`. */
  head: string;
  fill: number;
  tail?: string;
};

/**
 * Sends a body with `Transfer-Encoding: chunked` (no Content-Length, so the server finds its size
 * only while reading) over a real socket, as fast as the socket takes it, and tells what came back:
 * the answer, or the socket error that ended the exchange before any answer.
 */
export function sendChunked({
  url,
  headers = {},
  head,
  fill,
  tail = "",
}: ChunkedUpload): Promise<ChunkedAnswer> {
  return new Promise((resolve) => {
    const req = request(url, {
      method: "POST",
      headers: { ...headers, "transfer-encoding": "chunked" },
    });
    req.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      const done = () => resolve({ kind: "answer", status: res.statusCode ?? 0, headers: res.headers, body });
      res.on("end", done);
      // The server may close the connection once its answer is out: what arrived is the answer.
      res.on("error", done);
      res.on("aborted", done);
    });
    req.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ kind: "reset", code: error.code ?? error.message }),
    );

    const block = Buffer.alloc(64 * 1024, "x");
    let sent = 0;
    req.write(head);
    const pump = () => {
      while (sent < fill) {
        if (req.destroyed) return;
        const piece = block.subarray(0, Math.min(block.length, fill - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once("drain", pump);
      }
      req.end(tail);
    };
    pump();
  });
}
