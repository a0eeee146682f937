import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { CHANNELS } from "#app/analytics/channel.ts";
import { LeadFilterFields, type LeadFilterValues } from "#app/components/admin/leads/lead-filter-fields.tsx";

const values: LeadFilterValues = { assignee: "", service: "", job: "", channel: "", from: "", to: "" };

/** The channel select's markup for a list of `kind` filtered by `channel`. */
function channelSelect(kind: "messages" | "applications", channel: string): string {
  const html = renderToStaticMarkup(
    <LeadFilterFields kind={kind} values={{ ...values, channel }} people={[]} jobs={[]} />,
  );
  return /<select id="filter-channel"[^]*?<\/select>/.exec(html)?.[0] ?? "";
}

test.each(["messages", "applications"] as const)(
  "the %s list offers every channel (and none known) under a labelled select named channel",
  (kind) => {
    const html = renderToStaticMarkup(<LeadFilterFields kind={kind} values={values} people={[]} jobs={[]} />);
    expect(html).toContain('<label for="filter-channel"');
    const select = channelSelect(kind, "");
    expect(select).toContain('name="channel"');
    const options = [...select.matchAll(/<option value="([^"]*)"/g)].map((match) => match[1]);
    expect(options).toEqual(["", ...CHANNELS, "none"]);
  },
);

test("the channel in the URL is the one chosen", () => {
  expect(channelSelect("messages", "Paid social")).toMatch(/<option value="Paid social" selected="">/);
  expect(channelSelect("messages", "none")).toMatch(/<option value="none" selected="">/);
});
