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

/**
 * Every `{{name}}` token the engine may emit: the four canonical fields above plus transactional ones that the
 * sending system fills from its order or signup data. `company_address` is never printed as visible text by the
 * engine: the footer uses the address from the facts, else the profile's, else leaves the line out.
 */
export interface EngineField {
  token: string;
  /** What the ESP or the sending system puts in its place. */
  description: string;
  /** Canonical fields every ESP can fill; transactional ones come from the sending system's order or signup data. */
  kind: "canonical" | "transactional";
}

const field = (name: string, description: string, kind: EngineField["kind"] = "canonical"): EngineField => ({
  token: `{{${name}}}`,
  description,
  kind,
});

export const ENGINE_FIELDS = {
  firstName: field("first_name", "The recipient's first name"),
  unsubscribeUrl: field("unsubscribe_url", "The recipient's unsubscribe or preference-centre link"),
  viewInBrowserUrl: field("view_in_browser_url", "A link to the hosted web version of this e-mail"),
  companyAddress: field("company_address", "The sender's postal address (CAN-SPAM / GDPR)"),
  confirmationUrl: field("confirmation_url", "The double opt-in confirmation link", "transactional"),
  orderNumber: field("order_number", "The order number", "transactional"),
  orderDate: field("order_date", "The order date", "transactional"),
  orderUrl: field("order_url", "A link to the order in the shop", "transactional"),
  itemName: field("item_name", "An ordered item's name", "transactional"),
  itemQuantity: field("item_quantity", "An ordered item's quantity", "transactional"),
  itemPrice: field("item_price", "An ordered item's price", "transactional"),
  subtotal: field("subtotal", "The order subtotal", "transactional"),
  shipping: field("shipping", "The shipping cost", "transactional"),
  tax: field("tax", "The tax amount", "transactional"),
  orderTotal: field("order_total", "The order total", "transactional"),
  shippingAddress: field("shipping_address", "The delivery address", "transactional"),
  paymentMethod: field("payment_method", "The payment method", "transactional"),
  downloadUrl: field("download_url", "The download link of the requested resource", "transactional"),
} as const satisfies Record<string, EngineField>;


export const MERGE_TOKENS: ReadonlySet<string> = new Set(Object.values(ENGINE_FIELDS).map((f) => f.token));

/** `{{...}}`, `[...]`-style or `#story-N` leftovers in visible text that no ESP will replace. */
export function unresolvedPlaceholders(visibleText: string): string[] {
  const hits: string[] = [];
  for (const m of visibleText.matchAll(/\{\{\s*[^{}]*\}\}/g))
    if (!MERGE_TOKENS.has(m[0]) || m[0] === ENGINE_FIELDS.companyAddress.token) hits.push(m[0]);
  for (const m of visibleText.matchAll(
    /(?<!\{)\{[a-z_]+\}(?!\})|\[(?:[A-Z][A-Za-z ]*|[a-z_ ]+)\]|#story-\d+|\b(?:undefined|NaN)\b|lorem ipsum/gi,
  ))
    hits.push(m[0]);
  return hits;
}
