import { expect, test } from "vitest";
import { conversationEntries } from "#app/components/admin/leads/lead-conversation.tsx";

const author = { id: 1, name: "Anu" };

test("notes and replies come in one line of time, oldest first; a note before a reply of the same instant", () => {
  const notes = [
    { id: 7, author, body: "Called back", createdAt: "2026-11-24T09:00:00.000Z" },
    { id: 3, author, body: "Same instant", createdAt: "2026-11-24T08:00:00.000Z" },
  ];
  const replies = [
    {
      id: 2,
      author,
      body: "Later reply",
      createdAt: "2026-11-24T10:00:00.000Z",
      delivery: "sent" as const,
      attachments: [],
    },
    {
      id: 1,
      author,
      body: "First reply",
      createdAt: "2026-11-24T08:00:00.000Z",
      delivery: "queued" as const,
      attachments: [],
    },
  ];
  expect(conversationEntries(notes, replies).map((entry) => `${entry.type} ${entry.body}`)).toEqual([
    "note Same instant",
    "reply First reply",
    "note Called back",
    "reply Later reply",
  ]);
  expect(conversationEntries([], [])).toEqual([]);
});

test("an answer that came back by mail takes its place in time, after a reply of the same instant", () => {
  const reply = {
    id: 1,
    author,
    body: "Quote",
    createdAt: "2026-11-24T08:00:00.000Z",
    delivery: "sent" as const,
    attachments: [],
  };
  const answer = {
    direction: "inbound" as const,
    id: 5,
    from: { name: "Aarav", address: "a@example.in" },
    at: "2026-11-24T08:00:00.000Z",
    sentAt: null,
    subject: "Re: Quote",
    text: "Agreed",
    quoted: "",
    autoReply: false,
    attachments: [],
  };
  expect(conversationEntries([], [reply], [answer]).map((entry) => `${entry.type} ${entry.body}`)).toEqual([
    "reply Quote",
    "inbound Agreed",
  ]);
});
