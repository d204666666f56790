import { ADDRESS_PLACEHOLDER, LINK_TOKENS, TRANSACTIONAL_TOKENS } from "./convert";
import { PLATFORM_SYNTAX, type EspPlatform } from "./platforms";

/** One finding before a download or a send; an "error" blocks it. */
export interface HandoffCheck {
  level: "error" | "warning";
  code: "required_tag" | "unresolved_token" | "size" | "image" | "fill_in";
  message: string;
}

interface RequiredTag {
  test: RegExp;
  message: string;
  marketingOnly?: boolean;
  /** A tag only some of the platform's plans require (Mailchimp Free): said, not blocking. */
  level?: "warning";
}

/** What each platform refuses to send without; the documentation page is named beside each. */
const REQUIRED: Partial<Record<EspPlatform, RequiredTag[]>> = {
  mailchimp: [
    // https://mailchimp.com/help/about-email-footers/ (*|UNSUB|* and a postal address in every email)
    {
      test: /\*\|UNSUB\|\*/,
      message: "Mailchimp requires the *|UNSUB|* unsubscribe link: add it to the footer.",
    },
    {
      test: /\*\|(?:LIST:ADDRESSLINE|LIST:ADDRESS|HTML:LIST_ADDRESS_HTML)\|\*/,
      message:
        "Mailchimp requires your postal address (*|LIST:ADDRESSLINE|*): add the address line to the footer.",
    },
    // https://mailchimp.com/help/add-remove-referral-badges/ (the Referral badge is required on Free plans)
    {
      test: /\*\|REWARDS\|\*/,
      message: "Mailchimp requires its Referral badge (*|REWARDS|*) on Free plans: add it to the footer.",
      level: "warning",
    },
  ],
  klaviyo: [
    // https://help.klaviyo.com/hc/en-us/articles/115006054267 (an unsubscribe link in every email)
    {
      test: /\{%\s*unsubscribe(_link)?\b/,
      message: "Klaviyo requires an unsubscribe link ({% unsubscribe_link %}): add it to the footer.",
    },
  ],
  hubspot: [
    // https://developers.hubspot.com/docs/cms/reference/hubl/variables (required email variables)
    {
      test: /\{\{\s*unsubscribe_(link|link_all|section)\b/,
      message: "HubSpot requires an unsubscribe link ({{ unsubscribe_link_all }}): add it to the footer.",
    },
    {
      test: /site_settings\.company_name[\s\S]*site_settings\.company_street_address_1[\s\S]*site_settings\.company_city[\s\S]*site_settings\.company_state/,
      message:
        "HubSpot requires your company name and address (name, street, city and state tags) in the footer.",
    },
  ],
  brevo: [
    // https://help.brevo.com/hc/en-us/articles/9741388688402 (email campaigns need one; transactional emails do not)
    {
      test: /\{\{\s*unsubscribe\s*\}\}/,
      message:
        "Brevo requires an unsubscribe link ({{ unsubscribe }}) in email campaigns: add it to the footer.",
      marketingOnly: true,
    },
  ],
  "campaign-monitor": [
    // https://www.campaignmonitor.com/create/template-language/ (<unsubscribe> is required in every design)
    {
      test: /<unsubscribe\b|\[unsubscribe\]/,
      message: "Campaign Monitor requires an <unsubscribe> link: add it to the footer.",
    },
  ],
  sendgrid: [
    // https://www.twilio.com/docs/sendgrid/ui/sending-email/editor (the unsubscribe tag in Marketing Campaigns)
    {
      test: /\{\{\{unsubscribe\}\}\}/,
      message: "SendGrid requires the {{{unsubscribe}}} link: add it to the footer.",
    },
  ],
  "sendgrid-dynamic": [
    // https://www.twilio.com/docs/sendgrid/ui/sending-email/unsubscribe-groups (group unsubscribe substitution tags)
    {
      test: /<%asm_group_unsubscribe_raw_url%>|\{\{\{unsubscribe\}\}\}/,
      message:
        "A marketing e-mail through SendGrid needs an unsubscribe link (<%asm_group_unsubscribe_raw_url%>): add it to the footer.",
      marketingOnly: true,
    },
  ],
};

/** Gmail clips a message over 102 KB; SendGrid refuses template HTML over 1 MB (Template Versions API, html_content). */
const GMAIL_CLIP = 102 * 1024;
const HARD_LIMIT: Partial<Record<EspPlatform, { bytes: number; label: string }>> = {
  sendgrid: { bytes: 1024 * 1024, label: "1 MB" },
  "sendgrid-dynamic": { bytes: 1024 * 1024, label: "1 MB" },
};

const HINTS: Record<string, string> = {
  confirmation_url: "your platform's confirmation link",
  download_url: "the link to the file you deliver",
  order_url: "your shop's link to the order",
  item_name: "your platform's field for an item's name (one line per item)",
  item_quantity: "your platform's field for an item's quantity",
  item_price: "your platform's field for an item's price",
};

/** Canonical tokens left after the conversion, each with what to put there. */
function unresolved(html: string, platform: EspPlatform): HandoffCheck[] {
  // SendGrid dynamic templates fill these very names from dynamic_template_data.
  const names =
    platform === "sendgrid-dynamic"
      ? []
      : [
          ...Object.values(TRANSACTIONAL_TOKENS),
          "item_name",
          "item_quantity",
          "item_price",
          ...Object.values(LINK_TOKENS),
        ];
  const found = new Set<string>();
  for (const m of html.matchAll(/\{\{\s*([a-z_]+)\s*\}\}/g)) if (names.includes(m[1])) found.add(m[1]);
  const checks: HandoffCheck[] = [...found].map((name) => ({
    level: "warning",
    code: "unresolved_token",
    message: `replace {{${name}}} with ${HINTS[name] ?? `your platform's ${name.replace(/_/g, " ")} field`}`,
  }));
  if (html.includes(ADDRESS_PLACEHOLDER))
    checks.push({
      level: "warning",
      code: "unresolved_token",
      message: `replace ${ADDRESS_PLACEHOLDER} with your postal address (or add it in Settings: Company address)`,
    });
  return checks;
}

/**
 * Images the platform cannot show: a platform fetches each image by its address, so an inline (data:), relative or
 * local one is broken in the sent e-mail. A ZIP for an importer that bundles images rewrites them itself.
 */
function unhostedImages(html: string): HandoffCheck[] {
  const bad = [...html.matchAll(/<img\b[^>]*?\ssrc=["']([^"']*)["']/gi)]
    .map((m) => m[1].trim())
    .filter((src) => !/^https?:\/\//i.test(src));
  if (!bad.length) return [];
  return [
    {
      level: "error",
      code: "image",
      message: `${bad.length === 1 ? "One image is" : `${bad.length} images are`} not hosted (${bad[0].slice(0, 40)}${bad[0].length > 40 ? "…" : ""}): replace ${bad.length === 1 ? "it" : "them"} with uploaded images in the editor.`,
    },
  ];
}

/** The largest ZIP a platform's importer takes: https://mailchimp.com/help/import-a-custom-html-template/ (1 MB). */
export const ZIP_LIMIT: Partial<Record<EspPlatform, { bytes: number; label: string }>> = {
  mailchimp: { bytes: 1024 * 1024, label: "1 MB" },
};

/** A built ZIP over the platform's import limit: what to do instead. */
export function checkZipSize(platform: EspPlatform, bytes: number): HandoffCheck | null {
  const limit = ZIP_LIMIT[platform];
  if (!limit || bytes <= limit.bytes) return null;
  return {
    level: "error",
    code: "size",
    message: `${PLATFORM_SYNTAX[platform].label} imports ZIP files up to ${limit.label}; this one is ${(bytes / 1024 / 1024).toFixed(1)} MB. Download the HTML file instead (its images stay on our host) or use smaller images.`,
  };
}

/** Checks on the HTML as it will leave (already in the platform's syntax). */
export function checkHandoff(
  html: string,
  platform: EspPlatform,
  opts: { marketing: boolean },
): HandoffCheck[] {
  const checks: HandoffCheck[] = [];
  for (const r of REQUIRED[platform] ?? [])
    if ((!r.marketingOnly || opts.marketing) && !r.test.test(html))
      checks.push({ level: r.level ?? "error", code: "required_tag", message: r.message });
  checks.push(...unresolved(html, platform), ...unhostedImages(html));
  const bytes = new TextEncoder().encode(html).length;
  const limit = HARD_LIMIT[platform];
  if (limit && bytes > limit.bytes)
    checks.push({
      level: "error",
      code: "size",
      message: `${PLATFORM_SYNTAX[platform].label} accepts at most ${limit.label} of HTML; this template has ${Math.ceil(bytes / 1024)} KB.`,
    });
  else if (bytes > GMAIL_CLIP)
    checks.push({
      level: "warning",
      code: "size",
      message: `The HTML is ${Math.ceil(bytes / 1024)} KB: Gmail clips messages over 102 KB.`,
    });
  return checks;
}

export const blocksHandoff = (checks: HandoffCheck[]) => checks.some((c) => c.level === "error");
