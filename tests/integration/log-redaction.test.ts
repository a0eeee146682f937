import { randomBytes, randomUUID } from "node:crypto";
import { expect, test } from "vitest";
import { builtServerForThisFile } from "#tests/setup/built-server.ts";

// The private links' secrets never reach the log, whatever the answer (production build).
const built = builtServerForThisFile();
const secret = () => randomBytes(32).toString("base64url");

test("calendar feed, invitation and meeting links are logged without their tokens", async () => {
  const { server } = built;
  const [feed, invite, manage, malformed, spelled] = [secret(), secret(), secret(), secret(), secret()];
  const email = `kabir.${randomUUID()}@example.in`;
  const paths = [
    `/api/admin/meetings.ics?token=${feed}`,
    `/invite/${invite}`,
    `/meetings/${randomUUID()}?t=${manage}`,
    // A broken percent-encoding makes the router refuse the path: its error line is checked too.
    `/invite/${malformed}%E0%A4`,
    `/Invite/${spelled}/`,
    `/admin/personal-data?email=${encodeURIComponent(email)}`,
  ];
  for (const path of paths) {
    const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
    await response.arrayBuffer();
  }
  // The log arrives over a pipe, possibly just after the response: wait for one line per request.
  const requestLines = () =>
    server
      .output()
      .split("\n")
      .filter((line) => line.includes('"msg":"request"'));
  await expect
    .poll(() => requestLines().filter((line) => line.includes("[redacted]")).length)
    .toBe(paths.length);

  expect(requestLines()).toEqual(
    expect.arrayContaining([
      expect.stringContaining('"url":"/api/admin/meetings.ics?token=[redacted]"'),
      expect.stringContaining('"url":"/invite/[redacted]"'),
      expect.stringMatching(/"url":"\/meetings\/[\w-]+\?t=\[redacted\]"/),
      expect.stringContaining('"url":"/admin/personal-data?email=[redacted]"'),
    ]),
  );
  expect(server.output()).toContain(
    '"url":"/invite/[redacted]","status":400,"reason":"malformed percent-encoding in the path"',
  );
  const output = server.output();
  for (const value of [feed, invite, manage, malformed, spelled, email, encodeURIComponent(email)]) {
    expect(output).not.toContain(value);
  }
});
