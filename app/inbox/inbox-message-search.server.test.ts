import { describe, expect, test } from "vitest";
import { testDialects } from "#tests/setup/databases.ts";
import { searchableInbox } from "#tests/setup/inbox-search.ts";
import { erasePersonalData } from "#app/personal-data/personal-data-store.server.ts";

const messages = [
  {
    user_name: "Riya Sharma",
    user_email: "riya@example.in",
    message: "We need a new website with a gallery and a WhatsApp button.",
  },
  {
    user_name: "Kabir Khan",
    user_email: "kabir@example.in",
    message: "Our coaching centre in Kapoorthala needs Google Ads (₹15,000 a month).",
  },
  {
    user_name: "अनुराग श्रीवास्तव",
    user_email: "anurag@example.in",
    message: "नमस्ते, हमें अपनी मिठाई की दुकान के लिए वेबसाइट चाहिए।",
  },
  { user_name: "Meera Kapoor", user_email: "meera@example.in", message: "Hello" },
];

describe.each(testDialects)("searching the text of the message on %s", (dialect) => {
  const { database, names, applicants, exported } = searchableInbox(dialect, {
    messages,
    application: { phone: "+91 94150 12345", message: "I built a Remix storefront for a chikankari shop." },
  });

  test("a word of the message is found, ignoring case, and so is the start of a word", async () => {
    expect(await names("gallery")).toEqual(["Riya Sharma"]);
    expect(await names("WHATSAPP")).toEqual(["Riya Sharma"]);
    // The start of a word finds it in the message as in the name, newest first.
    expect(await names("kapo")).toEqual(["Meera Kapoor", "Kabir Khan"]);
    expect(await names("kapo", { unread: true })).toEqual(["Meera Kapoor", "Kabir Khan"]);
    expect(await names("google ads")).toEqual(["Kabir Khan"]);
    expect(await names("brochure")).toEqual([]);
  });

  test("Hindi text and punctuation are searched, never a crash", async () => {
    expect(await names("मिठाई")).toEqual(["अनुराग श्रीवास्तव"]);
    expect(await names("वेबसाइट चाहिए")).toEqual(["अनुराग श्रीवास्तव"]);
    expect(await names("(₹15,000")).toEqual(["Kabir Khan"]);
    for (const q of ['"quoted" AND NOT', "100%_!", "a*", "NEAR(x y)", "'; --", "?", "“”…", "\n"]) {
      expect(await names(q), q).toEqual(expect.any(Array));
    }
  });

  test("an application's cover note is searched, and the CSV export follows the search", async () => {
    expect(await applicants("chikankari")).toEqual(["Tanvi Mishra"]);
    expect(await exported("gallery")).toEqual(["Riya Sharma"]);
  });

  test("erasing a person's data takes their message out of the search", async () => {
    expect(await names("gallery")).toEqual(["Riya Sharma"]);
    await erasePersonalData(database.db, "riya@example.in");
    expect(await names("gallery")).toEqual([]);
    expect(await names("website")).toEqual([]);
  });
});
