import { describe, expect, it } from "vitest";
import {
  ESP_PLATFORMS,
  replaceMergeFields,
  withSampleValues,
  unresolvedPlaceholders,
} from "../../src/shared/merge-fields";
import type { EspPlatform } from "../../src/shared/esp/platforms";
import { convert, kitFromHtml } from "../../src/shared/esp/convert";

/** The shape the renderer writes: greeting, view-in-browser line, one order row, postal line and footer links. */
const HTML = [
  `<p class="bm-m" data-bm-removable><a class="bm-m" href="{{view_in_browser_url}}" style="color:#666;">View in browser</a></p>`,
  `<p>Hi {{first_name|there}},</p>`,
  `<table role="presentation"><tr><td><table role="presentation"><tr><td>{{item_name}}</td><td>x {{item_quantity}}</td><td>{{item_price}}</td></tr></table></td></tr>`,
  `<tr><td>Total</td><td>{{order_total}}</td></tr></table>`,
  `<a href="{{confirmation_url}}">Confirm</a> <p>Order {{order_number}}</p>`,
  `<p class="bm-m" data-bm-postal data-bm-company="Acme &amp; Co" data-bm-address="1 Main St, Springfield">Acme &amp; Co · 1 Main St, Springfield</p>`,
  `<p class="bm-m"><a class="bm-m" href="{{unsubscribe_url}}" style="color:#666;">Unsubscribe</a> &nbsp;·&nbsp; <a class="bm-m" href="{{preferences_url}}" style="color:#666;">Manage email preferences</a> &nbsp;·&nbsp; <a href="https://acme.example">Visit acme.example</a></p>`,
].join("\n");

interface Expect {
  firstName: string;
  unsubscribe: string;
  preferences: string | null;
  viewInBrowser: string | null;
  companyName: string;
  address: string;
  orderNumber: string;
  confirmation: string;
  loopOpen: string | null;
  itemName: string;
}

/** Platform x token -> the documented syntax (the same table as the report; links in esp/platforms.ts). */
const TABLE: Record<EspPlatform, Expect> = {
  mailchimp: {
    firstName: "*|IF:FNAME|**|FNAME|**|ELSE:|*there*|END:IF|*",
    unsubscribe: 'href="*|UNSUB|*"',
    preferences: 'href="*|UPDATE_PROFILE|*"',
    viewInBrowser: 'href="*|ARCHIVE|*"',
    companyName: "*|LIST:COMPANY|*",
    address: "*|LIST:ADDRESSLINE|*",
    orderNumber: "{{order_number}}",
    confirmation: "{{confirmation_url}}",
    loopOpen: null,
    itemName: "{{item_name}}",
  },
  klaviyo: {
    firstName: "{{ first_name|default:'there' }}",
    unsubscribe: 'href="{% unsubscribe_link %}"',
    preferences: 'href="{% manage_preferences_link %}"',
    viewInBrowser: 'href="{% web_view_link %}"',
    companyName: "{{ organization.name }}",
    address: "{{ organization.full_address }}",
    orderNumber: "{{ event.OrderId }}",
    confirmation: "{{confirmation_url}}",
    loopOpen: "{% for item in event.Items %}",
    itemName: "{{ item.ProductName }}",
  },
  hubspot: {
    firstName: '{{ personalization_token("contact.firstname", "there") }}',
    unsubscribe: 'href="{{ unsubscribe_link_all }}"',
    preferences: 'href="{{ unsubscribe_link }}"',
    viewInBrowser: 'href="{{ view_as_page_url }}"',
    companyName: "{{ site_settings.company_name }}",
    address:
      "{{ site_settings.company_street_address_1 }}, {{ site_settings.company_city }}, {{ site_settings.company_state }}",
    orderNumber: "{{ custom.order_number }}",
    confirmation: "{{ custom.confirmation_url }}",
    loopOpen: null,
    itemName: "{{item_name}}",
  },
  brevo: {
    firstName: "{{ contact.FIRSTNAME | default:'there' }}",
    unsubscribe: 'href="{{ unsubscribe }}"',
    preferences: 'href="{{ update_profile }}"',
    viewInBrowser: 'href="{{ mirror }}"',
    companyName: "Acme &amp; Co",
    address: "1 Main St, Springfield",
    orderNumber: "{{ params.ORDER_NUMBER }}",
    confirmation: "{{ doubleoptin }}",
    loopOpen: "{% for item in params.items %}",
    itemName: "{{ item.name }}",
  },
  sendgrid: {
    firstName: '{{insert first_name "default=there"}}',
    unsubscribe: 'href="{{{unsubscribe}}}"',
    preferences: 'href="{{{unsubscribe_preferences}}}"',
    viewInBrowser: null,
    companyName: "{{Sender_Name}}",
    address: "{{Sender_Address}}, {{Sender_City}}, {{Sender_State}} {{Sender_Zip}}",
    orderNumber: "{{order_number}}",
    confirmation: "{{confirmation_url}}",
    loopOpen: null,
    itemName: "{{item_name}}",
  },
  "sendgrid-dynamic": {
    firstName: '{{insert first_name "default=there"}}',
    unsubscribe: 'href="<%asm_group_unsubscribe_raw_url%>"',
    preferences: 'href="<%asm_preferences_raw_url%>"',
    viewInBrowser: null,
    companyName: "Acme &amp; Co",
    address: "1 Main St, Springfield",
    orderNumber: "{{order_number}}",
    confirmation: "{{confirmation_url}}",
    loopOpen: "{{#each items}}",
    itemName: "{{this.name}}",
  },
  "campaign-monitor": {
    firstName: "[firstname,fallback=there]",
    unsubscribe: '<unsubscribe class="bm-m" style="color:#666;">Unsubscribe</unsubscribe>',
    preferences: '<preferences class="bm-m" style="color:#666;">Manage email preferences</preferences>',
    viewInBrowser: '<webversion class="bm-m" style="color:#666;">View in browser</webversion>',
    companyName: "Acme &amp; Co",
    address: "1 Main St, Springfield",
    orderNumber: "{{order_number}}",
    confirmation: "{{confirmation_url}}",
    loopOpen: null,
    itemName: "{{item_name}}",
  },
  html: {
    firstName: "Hi there,",
    unsubscribe: "",
    preferences: null,
    viewInBrowser: null,
    companyName: "Acme &amp; Co",
    address: "1 Main St, Springfield",
    orderNumber: "{{order_number}}",
    confirmation: "{{confirmation_url}}",
    loopOpen: null,
    itemName: "{{item_name}}",
  },
};

const CANONICAL_LINKS =
  /\{\{first_name(\|[^}]*)?\}\}|\{\{\s*(unsubscribe_url|preferences_url|view_in_browser_url)\s*\}\}/;

describe("merge fields: every platform x every token", () => {
  for (const platform of ESP_PLATFORMS) {
    const e = TABLE[platform];
    describe(platform, () => {
      const out = convert(HTML, platform, "html");
      it("writes the first name with its fallback word", () => expect(out).toContain(e.firstName));
      it("writes the unsubscribe link", () => expect(out).toContain(e.unsubscribe));
      it("writes manage preferences, or removes the link", () =>
        e.preferences
          ? expect(out).toContain(e.preferences)
          : expect(out).not.toContain("Manage email preferences"));
      it("writes view in browser, or removes the line cleanly", () => {
        if (e.viewInBrowser) expect(out).toContain(e.viewInBrowser);
        else {
          expect(out).not.toContain("View in browser");
          expect(out).not.toMatch(/<p[^>]*data-bm-removable[^>]*>\s*<\/p>/);
        }
      });
      it("writes the company name and the postal address (its tag, else the kit's)", () =>
        expect(out).toContain(`${e.companyName} · ${e.address}`));
      it("writes the order and confirmation fields", () => {
        expect(out).toContain(e.orderNumber);
        expect(out).toContain(`href="${e.confirmation}"`);
      });
      it("repeats the order line with the platform's loop, else keeps one row", () => {
        expect(out).toContain(e.itemName);
        if (e.loopOpen) {
          expect(out).toMatch(/<td><table role="presentation">\{|\{\{#each items\}\}<tr>|%\}<tr>/);
          expect(out.indexOf(e.loopOpen)).toBeLessThan(out.indexOf(e.itemName));
          // The loop wraps exactly the inner row, never the totals.
          expect(out.slice(out.indexOf(e.loopOpen))).toMatch(
            /<\/tr>(\{% endfor %\}|\{\{\/each\}\})<\/table>/,
          );
        } else expect(out).not.toMatch(/\{% for|\{\{#each/);
      });
      it("leaves no canonical link or first-name token and no data-bm attribute", () => {
        expect(out).not.toMatch(CANONICAL_LINKS);
        expect(out).not.toMatch(/data-bm-(postal|company|address)/);
      });
    });
  }

  it("Klaviyo's unsubscribe is {% unsubscribe_link %} in an href (not unsubscribe_url)", () => {
    expect(convert(HTML, "klaviyo", "html")).not.toContain("unsubscribe_url");
  });

  it("plain HTML removes the footer links and their separators cleanly", () => {
    const out = convert(HTML, "html", "html");
    expect(out).toContain('<p class="bm-m"><a href="https://acme.example">Visit acme.example</a></p>');
    expect(out).not.toMatch(/&nbsp;·&nbsp;\s*<\/p>|<p[^>]*>\s*&nbsp;·/);
  });

  it("a platform without an address tag and no known address gets the placeholder to replace", () => {
    const bare = HTML.replace(/ data-bm-address="[^"]*"/, "").replace(" · 1 Main St, Springfield", "");
    expect(convert(bare, "brevo", "html")).toContain("Acme &amp; Co · [Your company address]");
    expect(convert(bare, "brevo", "html", { address: "2 Side Rd" })).toContain("Acme &amp; Co · 2 Side Rd");
    expect(convert(bare, "html", "html")).toContain(">Acme &amp; Co</p>");
    expect(convert(bare, "mailchimp", "html")).toContain("*|LIST:COMPANY|* · *|LIST:ADDRESSLINE|*");
  });

  it("a greeting without a fallback loses the name and its comma in plain HTML", () => {
    expect(convert("<p>Welcome aboard, {{first_name}}!</p>", "html", "html")).toBe("<p>Welcome aboard!</p>");
    expect(convert("<p>Hi {{first_name}},</p>", "mailchimp", "html")).toBe("<p>Hi *|FNAME|*,</p>");
  });

  it("converts the plain text with the same syntax, dropping lines a platform has no tag for", () => {
    const text =
      "Hi {{first_name|there}},\nView online: {{view_in_browser_url}}\nAcme · 1 Main St\nUnsubscribe: {{unsubscribe_url}}\n";
    const kit = { companyName: "Acme", address: "1 Main St" };
    expect(convert(text, "mailchimp", "text", kit)).toBe(
      "Hi *|IF:FNAME|**|FNAME|**|ELSE:|*there*|END:IF|*,\nView online: *|ARCHIVE|*\n*|LIST:COMPANY|* · *|LIST:ADDRESSLINE|*\nUnsubscribe: *|UNSUB|*\n",
    );
    expect(convert(text, "sendgrid", "text", kit)).toBe(
      'Hi {{insert first_name "default=there"}},\n{{Sender_Name}} · {{Sender_Address}}, {{Sender_City}}, {{Sender_State}} {{Sender_Zip}}\nUnsubscribe: {{{unsubscribe}}}\n',
    );
    expect(convert(text, "campaign-monitor", "text", kit)).toContain("Unsubscribe: [unsubscribe]");
    expect(convert("{{item_name}} x {{item_quantity}}  {{item_price}}\nTotal", "brevo", "text")).toBe(
      "{% for item in params.items %}\n{{ item.name }} x {{ item.quantity }}  {{ item.price }}\n{% endfor %}\nTotal",
    );
  });

  it("reads the kit values the renderer wrote on the postal line", () => {
    expect(kitFromHtml(HTML)).toEqual({ companyName: "Acme & Co", address: "1 Main St, Springfield" });
  });

  it("fills sample values for a test send: a name, the address, no links without a target", () => {
    const out = withSampleValues(HTML, { firstName: "Grace", address: null });
    expect(out).toContain("Hi Grace,");
    expect(out).toContain("Acme &amp; Co · 1 Main St, Springfield");
    expect(out).not.toContain("Unsubscribe");
    expect(out).not.toMatch(CANONICAL_LINKS);
  });

  it("shows the public examples as a recipient reads them (scripts/examples.mjs)", () => {
    expect(replaceMergeFields(HTML, { firstName: "Alex" })).toContain("<p>Hi Alex,</p>");
    expect(
      replaceMergeFields(
        "Hi {{first_name}},\nUnsubscribe: {{unsubscribe_url}}\n",
        { firstName: "Alex", unsubscribeUrl: null },
        "text",
      ),
    ).toBe("Hi Alex,\n");
  });

  it("counts a first name with a fallback as a merge field, never the company tokens", () => {
    expect(unresolvedPlaceholders("Hi {{first_name|there}}, {{unsubscribe_url}}")).toEqual([]);
    expect(unresolvedPlaceholders("{{company_name}} {{company_address}}")).toHaveLength(2);
  });
});

describe("platform conditions written into the footer", () => {
  it("Mailchimp gets its Referral badge (*|REWARDS|*) below the postal line, or at the end of a body without one", () => {
    const doc = `<html><body>${HTML}</body></html>`;
    const out = convert(doc, "mailchimp", "html");
    expect(out).toMatch(/\*\|LIST:ADDRESSLINE\|\*<\/p><p class="bm-m">\*\|REWARDS\|\*<\/p>/);
    const bare = convert(
      doc.replace(/<p class="bm-m" data-bm-postal[^>]*>[^<]*<\/p>/, ""),
      "mailchimp",
      "html",
    );
    expect(bare).toMatch(/\*\|REWARDS\|\*<\/p><\/body>/);
    for (const p of ESP_PLATFORMS.filter((x) => x !== "mailchimp"))
      expect(convert(doc, p, "html")).not.toContain("REWARDS");
  });
});

describe("the text part (as html-to-text writes it) in each platform's syntax", () => {
  const text = [
    "View in browser ({{view_in_browser_url}})",
    "",
    "Hi {{first_name|there}},",
    "",
    "{{item_name}}",
    "Qty {{item_quantity}}",
    "{{item_price}}",
    "Total: {{order_total}}",
    "",
    "Acme · 1 Main St",
    "",
    "Unsubscribe ({{unsubscribe_url}})  ·  Manage email preferences ({{preferences_url}})  ·  Visit acme.example (https://acme.example)",
    "",
  ].join("\n");
  const kit = { companyName: "Acme", address: "1 Main St" };

  it("keeps both footer links where the platform has both tags", () => {
    expect(convert(text, "klaviyo", "text", kit)).toContain(
      "Unsubscribe ({% unsubscribe_link %})  ·  Manage email preferences ({% manage_preferences_link %})  ·  Visit",
    );
    expect(convert(text, "klaviyo", "text", kit)).toMatch(/^View in browser \(\{% web_view_link %\}\)$/m);
  });

  it("drops only the link a platform has no tag for, with its separator; a link alone on its line goes with the line", () => {
    const cm = convert(text, "campaign-monitor", "text", kit);
    expect(cm).toContain("Unsubscribe ([unsubscribe])  ·  Visit acme.example (https://acme.example)");
    expect(cm).toContain("View in browser ([webversion])");
    const sg = convert(text, "sendgrid", "text", kit);
    expect(sg).not.toContain("View in browser");
    expect(sg.startsWith("Hi ")).toBe(true);
    const plain = convert(text, "html", "text", kit);
    expect(plain).toContain("\nVisit acme.example (https://acme.example)");
    expect(plain).not.toMatch(/\{\{(unsubscribe|preferences|view_in_browser)_url|^\s*·|·\s*$/m);
  });

  it("loops over every line of an order item, not only the name's", () => {
    expect(convert(text, "klaviyo", "text", kit)).toContain(
      "{% for item in event.Items %}\n{{ item.ProductName }}\nQty {{ item.Quantity }}\n{{ item.ItemPrice }}\n{% endfor %}\nTotal: {{ event|lookup:'$value' }}",
    );
  });
});
