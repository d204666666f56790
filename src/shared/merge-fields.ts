/**
 * The engine's canonical merge fields and what each e-mail platform calls them. Templates are stored with the
 * canonical tokens; Copy, Download and Send a test convert them on the way out.
 */
export const MERGE_FIELDS = {
  firstName: "{{first_name}}",
  unsubscribeUrl: "{{unsubscribe_url}}",
  viewInBrowserUrl: "{{view_in_browser_url}}",
  companyAddress: "{{company_address}}",
} as const;

export type MergeField = keyof typeof MERGE_FIELDS;
export const MERGE_FIELD_KEYS = Object.keys(MERGE_FIELDS) as MergeField[];

export const ESP_PLATFORMS = [
  "mailchimp",
  "klaviyo",
  "hubspot",
  "brevo",
  "sendgrid",
  "campaign-monitor",
  "html",
] as const;
export type EspPlatform = (typeof ESP_PLATFORMS)[number];

export function isEspPlatform(v: unknown): v is EspPlatform {
  return typeof v === "string" && (ESP_PLATFORMS as readonly string[]).includes(v);
}

/** Shown where a platform has no merge tag for the company address: the user types it in before sending. */
export const ADDRESS_PLACEHOLDER = "[Your company address]";

export interface EspSyntax {
  label: string;
  /** null: the platform has no tag for it (a link to it is removed, an address becomes ADDRESS_PLACEHOLDER). */
  fields: Record<MergeField, string | null>;
}

export const ESP_SYNTAX: Record<EspPlatform, EspSyntax> = {
  mailchimp: {
    label: "Mailchimp",
    fields: {
      firstName: "*|FNAME|*",
      unsubscribeUrl: "*|UNSUB|*",
      viewInBrowserUrl: "*|ARCHIVE|*",
      companyAddress: "*|LIST:ADDRESSLINE|*",
    },
  },
  klaviyo: {
    label: "Klaviyo",
    fields: {
      firstName: "{{ first_name|default:'' }}",
      unsubscribeUrl: "{% unsubscribe_url %}",
      viewInBrowserUrl: "{% web_view_url %}",
      companyAddress: "{{ organization.full_address }}",
    },
  },
  hubspot: {
    label: "HubSpot",
    fields: {
      firstName: "{{ contact.firstname }}",
      unsubscribeUrl: "{{ unsubscribe_link_all }}",
      viewInBrowserUrl: "{{ view_as_page_url }}",
      companyAddress:
        "{{ site_settings.company_street_address_1 }}, {{ site_settings.company_city }}, {{ site_settings.company_state }} {{ site_settings.company_zip }}, {{ site_settings.company_country }}",
    },
  },
  brevo: {
    label: "Brevo",
    fields: {
      firstName: "{{ contact.FIRSTNAME }}",
      unsubscribeUrl: "{{ unsubscribe }}",
      viewInBrowserUrl: "{{ mirror }}",
      companyAddress: null,
    },
  },
  sendgrid: {
    label: "SendGrid",
    fields: {
      firstName: "{{first_name}}",
      unsubscribeUrl: "{{{unsubscribe}}}",
      viewInBrowserUrl: null,
      companyAddress: "{{Sender_Address}}, {{Sender_City}}, {{Sender_State}} {{Sender_Zip}}",
    },
  },
  "campaign-monitor": {
    label: "Campaign Monitor",
    fields: {
      firstName: "[firstname,fallback=]",
      unsubscribeUrl: "[unsubscribe]",
      viewInBrowserUrl: "[webversion]",
      companyAddress: null,
    },
  },
  html: {
    label: "Plain HTML (no platform)",
    fields: { ...MERGE_FIELDS },
  },
};

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A canonical token, tolerant of the spaces an editor or a person may add inside the braces. */
const tokenRe = (field: MergeField) => {
  const name = MERGE_FIELDS[field].slice(2, -2);
  return new RegExp(`\\{\\{\\s*${escapeRe(name)}\\s*\\}\\}`, "g");
};
const linkRe = (field: MergeField) => {
  const name = MERGE_FIELDS[field].slice(2, -2);
  return new RegExp(`<a\\b[^>]*href=["']\\{\\{\\s*${escapeRe(name)}\\s*\\}\\}["'][^>]*>[\\s\\S]*?</a>`, "gi");
};

export type Replacement = Partial<Record<MergeField, string | null>>;

/** Replaces the canonical tokens; a null value removes links to the field and leaves text empty. */
export function replaceMergeFields(
  content: string,
  values: Replacement,
  kind: "html" | "text" = "html",
): string {
  let out = content;
  for (const field of MERGE_FIELD_KEYS) {
    if (!(field in values)) continue;
    const value = values[field];
    if (value === null || value === undefined) {
      if (kind === "html") out = out.replace(linkRe(field), "");
      else out = out.replace(new RegExp(`[^\\n]*${tokenRe(field).source}[^\\n]*\\n?`, "g"), "");
      out = out.replace(tokenRe(field), "");
    } else out = out.replace(tokenRe(field), () => value);
  }
  return out;
}

/** The template in the chosen platform's syntax. */
export function toPlatform(content: string, platform: EspPlatform, kind: "html" | "text" = "html"): string {
  const fields = ESP_SYNTAX[platform].fields;
  return replaceMergeFields(
    content,
    {
      firstName: fields.firstName,
      unsubscribeUrl: fields.unsubscribeUrl,
      viewInBrowserUrl: fields.viewInBrowserUrl,
      companyAddress: fields.companyAddress ?? ADDRESS_PLACEHOLDER,
    },
    kind,
  );
}

/** What a platform cannot express, so the user knows what to fill in before sending. */
export function platformNotes(platform: EspPlatform): string[] {
  const f = ESP_SYNTAX[platform].fields;
  const label = ESP_SYNTAX[platform].label;
  if (platform === "html")
    return [
      "Plain HTML keeps the placeholders {{first_name}}, {{unsubscribe_url}}, {{view_in_browser_url}} and {{company_address}}: replace them before sending.",
    ];
  const notes: string[] = [];
  if (!f.companyAddress)
    notes.push(
      `${label} has no merge tag for your address: replace "${ADDRESS_PLACEHOLDER}" before sending.`,
    );
  if (!f.viewInBrowserUrl) notes.push(`${label} has no "view in browser" tag, so that link was left out.`);
  return notes;
}

/** Sample values for a test send: the reader sees a real-looking e-mail and no raw tags. */
export function withSampleValues(
  content: string,
  sample: { firstName: string; address: string | null },
  kind: "html" | "text" = "html",
) {
  return replaceMergeFields(
    content,
    {
      firstName: sample.firstName,
      unsubscribeUrl: null,
      viewInBrowserUrl: null,
      companyAddress: sample.address ?? "",
    },
    kind,
  );
}
