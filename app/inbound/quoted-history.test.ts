import { expect, test } from "vitest";
import { foldQuotedHistory } from "#app/inbound/quoted-history.ts";

test("Gmail's 'On ... wrote:' and the quote below it are folded, the answer kept", () => {
  const body =
    "Yes, Tuesday works.\r\n\r\nOn Tue, 24 Nov 2026 at 10:02, Priya <in@e.in> wrote:\r\n> Shall we meet?\r\n";
  expect(foldQuotedHistory(body)).toEqual({
    text: "Yes, Tuesday works.",
    quoted: "On Tue, 24 Nov 2026 at 10:02, Priya <in@e.in> wrote:\n> Shall we meet?",
  });
});

test("a wrapped 'On ...' line, Outlook's header block, Original Message and Hindi are folded", () => {
  expect(foldQuotedHistory("Fine.\n\nOn Tue, 24 Nov 2026 at 10:02, Priya\n<in@e.in> wrote:\n> Hi").text).toBe(
    "Fine.",
  );
  expect(
    foldQuotedHistory("Sent the file.\n\nFrom: Priya\nSent: Tuesday\nSubject: Re: x\n\nHi").quoted,
  ).toMatch(/^From: Priya/);
  expect(foldQuotedHistory("Ok\n-----Original Message-----\nFrom: x").text).toBe("Ok");
  expect(foldQuotedHistory("ठीक है\n\nमंगल, 24 नव॰ 2026 को Priya ने लिखा:\n> Hi").text).toBe("ठीक है");
});

test("interleaved answers stay whole; a mail that is only a quote keeps its text", () => {
  const interleaved = "> Budget?\nAbout 50,000.\n> Start?\nNext month.";
  expect(foldQuotedHistory(interleaved)).toEqual({ text: interleaved, quoted: "" });
  expect(foldQuotedHistory("> only a quote")).toEqual({ text: "> only a quote", quoted: "" });
  expect(foldQuotedHistory("Thanks!\n\n> earlier\n>\n> more\n")).toEqual({
    text: "Thanks!",
    quoted: "> earlier\n>\n> more",
  });
});
