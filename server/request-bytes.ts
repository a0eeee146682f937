import type { IncomingMessage } from "node:http";

/**
 * Reads a Node request's whole body, or gives undefined as soon as it grows past `limit` bytes.
 * Then it stops reading and leaves the rest; such a request is answered with `Connection: close`
 * (server/early-answer.ts), so the socket closes after the answer instead of taking in the rest of a
 * huge upload.
 */
export function readRequestBytes(req: IncomingMessage, limit: number): Promise<Uint8Array | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const stop = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("close", onClose);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.byteLength;
      if (total > limit) {
        stop();
        req.pause();
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, total));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    const onClose = () => onError(new Error("The client closed the request before its body ended."));
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("close", onClose);
  });
}
