import { beforeAll, describe, expect, test } from "vitest";
import { openDatabase } from "#db/database.ts";
import { builtServerForThisBlock } from "#tests/setup/built-server.ts";
import { testDialects } from "#tests/setup/databases.ts";
import { seedMessage } from "#tests/setup/leads.ts";
import { SMALL_PDF, rawMail } from "#tests/setup/raw-mail.ts";
import { signedInToken } from "#tests/setup/team.ts";

const TOKEN = "inbound-relay-token-0123456789abcdef";

describe.each(testDialects)("POST /api/inbound-mail on a built server (%s)", (dialect) => {
  const started = builtServerForThisBlock(
    { INBOUND_MAIL_TOKEN: TOKEN, INBOUND_EMAIL: "replies@elevatedigital.in" },
    dialect,
  );
  let lead: number;
  let cookie: string;

  beforeAll(async () => {
    const database = openDatabase(started.databaseUrl);
    try {
      lead = await seedMessage(database.db, { user_email: "aarav@example.in" });
      cookie = `admin_session=${await signedInToken(database.db, "owner")}`;
    } finally {
      await database.close();
    }
  });

  const post = (body: Uint8Array, authorization?: string) =>
    fetch(`${started.server.url}/api/inbound-mail`, {
      method: "POST",
      headers: {
        "Content-Type": "message/rfc822",
        ...(authorization ? { Authorization: authorization } : {}),
      },
      body: Buffer.from(body),
    });

  test("401 without the token or with another; 202 once stored, and a duplicate is stored once", async () => {
    const raw = await rawMail({
      from: "Aarav <aarav@example.in>",
      subject: "Re: Your enquiry",
      messageId: `<http-${dialect}@mail.example.in>`,
      text: "Brief attached.",
      attachments: [{ filename: "brief.pdf", content: Buffer.from(SMALL_PDF) }],
    });
    expect((await post(raw)).status).toBe(401);
    expect((await post(raw, "Bearer not-the-token-at-all-0123456789")).status).toBe(401);
    const first = await post(raw, `Bearer ${TOKEN}`);
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ outcome: "stored", lead: { kind: "messages", id: lead } });
    const again = await post(raw, `Bearer ${TOKEN}`);
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual({ outcome: "duplicate" });

    const detail = await fetch(`${started.server.url}/api/contact/${lead}`, { headers: { cookie } });
    const body = (await detail.json()) as {
      inbound: Array<{ text: string; attachments: Array<{ url: string }> }>;
    };
    expect(body.inbound).toHaveLength(1);
    expect(body.inbound[0]!.text).toBe("Brief attached.");

    const file = await fetch(`${started.server.url}${body.inbound[0]!.attachments[0]!.url}`, {
      headers: { cookie },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename="brief\.pdf"/);
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(SMALL_PDF);
    const signedOut = await fetch(`${started.server.url}${body.inbound[0]!.attachments[0]!.url}`);
    expect(signedOut.status).toBe(401);
  });

  test("another content type is 415, and a declared body over the limit 413", async () => {
    const wrongType = await fetch(`${started.server.url}/api/inbound-mail`, {
      method: "POST",
      headers: { "Content-Type": "text/plain", Authorization: `Bearer ${TOKEN}` },
      body: "hello",
    });
    expect(wrongType.status).toBe(415);
    const huge = await fetch(`${started.server.url}/api/inbound-mail`, {
      method: "POST",
      headers: { "Content-Type": "message/rfc822", Authorization: `Bearer ${TOKEN}` },
      body: new Uint8Array(41 * 1024 * 1024),
    });
    expect(huge.status).toBe(413);
  });
});
