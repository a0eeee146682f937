import { attachmentDisposition } from "#app/http/content-disposition.ts";

/** A stored file as a download needs it. */
export type DownloadableFile = { fileName: string; contentType: string; content: Uint8Array };

/**
 * A stored file (a CV, a mail's attachment) as a download that a browser never renders in the
 * site's origin: forced attachment, nosniff, no caching, and a CSP that runs and loads nothing.
 */
export function fileDownload(file: DownloadableFile): Response {
  return new Response(file.content as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.content.byteLength),
      "Content-Disposition": attachmentDisposition(file.fileName),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      // Even opened directly, the file may run nothing and load nothing.
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
