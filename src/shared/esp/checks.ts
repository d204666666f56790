import { ADDRESS_PLACEHOLDER, LINK_TOKENS, TRANSACTIONAL_TOKENS } from "./convert";
import { PLATFORM_SYNTAX, type EspPlatform } from "./platforms";

/** One finding before a download or a send; an "error" blocks it. */
export interface HandoffCheck {
  level: "error" | "warning";
  code: "required_tag" | "unresolved_token" | "size" | "fill_in";
  message: string;
}

interface RequiredTag {
  test: RegExp;
  message: string;
  marketingOnly?: boolean;
}

/** What each platform refuses to send without (the pages are cited next to each tag in esp/platforms.ts). */
const REQUIRED: Partial<Record<EspPlatform, RequiredTag[]>> = {
  mailchimp: [
    {
      test: /\*\|UNSUB\|\*/,
      message: "Mailchimp requires the *|UNSUB|* unsubscribe link: add it to the footer.",
    },
  ],
  klaviyo: [
    {
      test: /\{%\s*unsubscribe(_link)?\b/,
      message: "Klaviyo requires an unsubscribe link ({% unsubscribe_link %}): add it to the footer.",
    },
  ],
  hubspot: [
    {
      test: /\{\{\s*unsubscribe_link(_all)?\s*\}\}/,
      message: "HubSpot requires an unsubscribe link ({{ unsubscribe_link_all }}): add it to the footer.",
    },
    {
      test: /site_settings\.company_street_address_1[\s\S]*site_settings\.company_city[\s\S]*site_settings\.company_state/,
      message: "HubSpot requires your company address (street, city and state tags) in the footer.",
    },
  ],
  "campaign-monitor": [
    {
      test: /<unsubscribe\b|\[unsubscribe\]/,
      message: "Campaign Monitor requires an <unsubscribe> link: add it to the footer.",
    },
  ],
  sendgrid: [
    {
      test: /\{\{\{unsubscribe\}\}\}/,
      message: "SendGrid requires the {{{unsubscribe}}} link: add it to the footer.",
    },
  ],
  "sendgrid-dynamic": [
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

/** Checks on the HTML as it will leave (already in the platform's syntax). */
export function checkHandoff(
  html: string,
  platform: EspPlatform,
  opts: { marketing: boolean },
): HandoffCheck[] {
  const checks: HandoffCheck[] = [];
  for (const r of REQUIRED[platform] ?? [])
    if ((!r.marketingOnly || opts.marketing) && !r.test.test(html))
      checks.push({ level: "error", code: "required_tag", message: r.message });
  checks.push(...unresolved(html, platform));
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
