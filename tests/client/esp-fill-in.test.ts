import { describe, expect, it } from "vitest";
import { markFillIns } from "../../src/shared/fill-in";
import { prepareHandoff } from "../../src/shared/esp/handoff";
import { ESP_PLATFORMS, type EspPlatform } from "../../src/shared/esp/platforms";
import { forPreview } from "../../src/shared/esp/preview";
import { withSampleValues } from "../../src/shared/merge-fields";

const FOOTER = `<p class="bm-m" data-bm-postal data-bm-company="Acme" data-bm-address="1 Main St, Springfield, IL">Acme · 1 Main St, Springfield, IL</p><p class="bm-m"><a href="{{unsubscribe_url}}">Unsubscribe</a> &nbsp;·&nbsp; <a href="{{preferences_url}}">Manage email preferences</a></p>`;
const WEBINAR = markFillIns(
  `<html><body><p>Date: {{event_date}}</p><p>Time: {{event_time}}</p>${FOOTER}</body></html>`,
);
const TEXT = "Date: {{event_date}}\nTime: {{event_time}}\n";
const prep = (platform: EspPlatform) =>
  prepareHandoff({ html: WEBINAR, text: TEXT, platform, campaignType: "webinar" });

describe("fill-in fields on the way out", () => {
  const expected: [EspPlatform, string][] = [
    ["mailchimp", "*|EVENT_DATE|*"],
    ["klaviyo", "{{ person|lookup:'event_date' }}"],
    ["hubspot", "{{ contact.event_date }}"],
    ["brevo", "{{ contact.EVENT_DATE }}"],
    ["sendgrid", "{{event_date}}"],
    ["sendgrid-dynamic", "{{event_date}}"],
    ["campaign-monitor", "[eventdate,fallback=]"],
    ["html", "{{event_date}}"],
  ];
  it.each(expected)(
    "writes the date field for %s as %s, in the HTML and the plain text, without the mark",
    (p, tag) => {
      const r = prep(p);
      expect(r.html).toContain(`<p>Date: ${tag}</p>`);
      expect(r.html).not.toContain("data-bm-fill");
      expect(r.text).toContain(`Date: ${tag}`);
    },
  );

  it("lists every field to fill in before sending, with its platform tag, and blocks nothing", () => {
    for (const p of ESP_PLATFORMS) {
      const r = prep(p);
      const fills = r.checks.filter((c) => c.code === "fill_in");
      expect(fills.map((c) => c.level)).toEqual(["warning", "warning"]);
      expect(fills[0].message).toMatch(/the event's date/);
      expect(fills[1].message).toMatch(/the event's start time/);
      expect(r.blocked).toBe(false);
    }
    expect(prep("html").checks.find((c) => c.code === "fill_in")?.message).toBe(
      "replace {{event_date}} with the event's date.",
    );
    expect(prep("mailchimp").checks.find((c) => c.code === "fill_in")?.message).toBe(
      "*|EVENT_DATE|* stands for the event's date: type it in its place, or fill that field in Mailchimp.",
    );
  });

  it("says nothing once the user typed the value in place of the field", () => {
    const filled = WEBINAR.replace(/\{\{event_date\}\}/, "12 March").replace(/\{\{event_time\}\}/, "16:00");
    const r = prepareHandoff({ html: filled, text: null, platform: "mailchimp", campaignType: "webinar" });
    expect(r.checks.filter((c) => c.code === "fill_in")).toEqual([]);
    expect(r.html).toContain("<p>Date: 12 March</p>");
  });

  it("keeps the mark in the app's preview and drops it in a test send, the field itself kept", () => {
    expect(forPreview(WEBINAR)).toMatch(/<span data-bm-fill="event_date"[^>]*>\{\{event_date\}\}<\/span>/);
    const sent = withSampleValues(WEBINAR, { firstName: "Ada", address: null });
    expect(sent).toContain("<p>Date: {{event_date}}</p>");
  });
});
