/**
 * What each e-mail platform documents for the engine's merge fields. Each mapping names, in the comment above it,
 * the documentation page it follows. null: the platform has no tag for it (see esp/convert.ts for what happens then).
 */
export const ESP_PLATFORMS = [
  "mailchimp",
  "klaviyo",
  "hubspot",
  "brevo",
  "sendgrid",
  "sendgrid-dynamic",
  "campaign-monitor",
  "html",
] as const;
export type EspPlatform = (typeof ESP_PLATFORMS)[number];

/** Where a link field goes: into our own href, or as the platform's own element around the text. */
export type LinkSyntax = { href: string } | { element: string; text: string | null };

export const TRANSACTIONAL_FIELDS = [
  "confirmationUrl",
  "orderNumber",
  "orderDate",
  "orderUrl",
  "subtotal",
  "shipping",
  "tax",
  "orderTotal",
  "shippingAddress",
  "paymentMethod",
  "downloadUrl",
] as const;
export type TransactionalField = (typeof TRANSACTIONAL_FIELDS)[number];

export interface LineItemLoop {
  open: string;
  close: string;
  itemName: string;
  itemQuantity: string;
  itemPrice: string;
}

export interface PlatformSyntax {
  label: string;
  /** The first name with a fallback word (already stripped of quotes and braces). */
  firstName: ((fallback: string) => string) | null;
  unsubscribe: LinkSyntax | null;
  preferences: LinkSyntax | null;
  viewInBrowser: LinkSyntax | null;
  /** Written on its own line after the postal line (Mailchimp's Referral badge). */
  footerBadge: string | null;
  companyName: string | null;
  companyAddress: string | null;
  transactional: Partial<Record<TransactionalField, string>>;
  /** null: the platform has no loop; the order keeps one row and a note says so. */
  lineItems: LineItemLoop | null;
}

const hubspotAddress =
  "{{ site_settings.company_street_address_1 }}, {{ site_settings.company_city }}, {{ site_settings.company_state }} {{ site_settings.company_zip }}, {{ site_settings.company_country }}";

export const PLATFORM_SYNTAX: Record<EspPlatform, PlatformSyntax> = {
  mailchimp: {
    label: "Mailchimp",
    // https://mailchimp.com/help/use-conditional-merge-tag-blocks/ (IF/ELSE around *|FNAME|*)
    firstName: (fb) => (fb ? `*|IF:FNAME|**|FNAME|**|ELSE:|*${fb}*|END:IF|*` : "*|FNAME|*"),
    // https://mailchimp.com/help/all-the-merge-tags-cheat-sheet/ (*|UNSUB|*)
    unsubscribe: { href: "*|UNSUB|*" },
    // https://mailchimp.com/help/all-the-merge-tags-cheat-sheet/ (*|UPDATE_PROFILE|*)
    preferences: { href: "*|UPDATE_PROFILE|*" },
    // https://mailchimp.com/help/all-the-merge-tags-cheat-sheet/ (*|ARCHIVE|*)
    viewInBrowser: { href: "*|ARCHIVE|*" },
    // https://mailchimp.com/help/add-remove-referral-badges/ (*|REWARDS|*: required on Free plans, empty when switched off)
    footerBadge: "*|REWARDS|*",
    // https://mailchimp.com/help/all-the-merge-tags-cheat-sheet/ (*|LIST:COMPANY|*)
    companyName: "*|LIST:COMPANY|*",
    // https://mailchimp.com/help/all-the-merge-tags-cheat-sheet/ (*|LIST:ADDRESSLINE|*)
    companyAddress: "*|LIST:ADDRESSLINE|*",
    // Campaign merge tags carry no order or signup data (https://mailchimp.com/help/all-the-merge-tags-cheat-sheet/).
    transactional: {},
    lineItems: null,
  },
  klaviyo: {
    label: "Klaviyo",
    // https://help.klaviyo.com/hc/en-us/articles/4408802648731 (default filter: {{ first_name|default:'there' }})
    firstName: (fb) => `{{ first_name|default:'${fb}' }}`,
    // https://help.klaviyo.com/hc/en-us/articles/115005078267 ({% unsubscribe_link %} for an href)
    unsubscribe: { href: "{% unsubscribe_link %}" },
    // https://help.klaviyo.com/hc/en-us/articles/115005251848 ({% manage_preferences_link %})
    preferences: { href: "{% manage_preferences_link %}" },
    // https://help.klaviyo.com/hc/en-us/articles/4408802648731 ({% web_view_link %}: the URL, our words stay)
    viewInBrowser: { href: "{% web_view_link %}" },
    footerBadge: null,
    // https://help.klaviyo.com/hc/en-us/articles/4408802648731 ({{ organization.name }})
    companyName: "{{ organization.name }}",
    // https://help.klaviyo.com/hc/en-us/articles/4408802648731 ({{ organization.full_address }})
    companyAddress: "{{ organization.full_address }}",
    transactional: {
      // https://developers.klaviyo.com/en/docs/guide_to_integrating_a_platform_without_a_pre_built_klaviyo_integration (Placed Order: OrderId)
      orderNumber: "{{ event.OrderId }}",
      // same page ($value is the order total)
      orderTotal: "{{ event|lookup:'$value' }}",
    },
    // same page (Items: ProductName, Quantity, ItemPrice); loop: https://help.klaviyo.com/hc/en-us/articles/4408802648731
    lineItems: {
      open: "{% for item in event.Items %}",
      close: "{% endfor %}",
      itemName: "{{ item.ProductName }}",
      itemQuantity: "{{ item.Quantity }}",
      itemPrice: "{{ item.ItemPrice }}",
    },
  },
  hubspot: {
    label: "HubSpot",
    // https://developers.hubspot.com/docs/cms/reference/hubl/functions (personalization_token with a default)
    firstName: (fb) => `{{ personalization_token("contact.firstname", "${fb}") }}`,
    // https://developers.hubspot.com/docs/cms/reference/hubl/variables (unsubscribe_link_all: required email variable)
    unsubscribe: { href: "{{ unsubscribe_link_all }}" },
    // https://developers.hubspot.com/docs/cms/reference/hubl/variables (unsubscribe_link: subscription preferences)
    preferences: { href: "{{ unsubscribe_link }}" },
    // https://developers.hubspot.com/docs/cms/reference/hubl/variables (view_as_page_url)
    viewInBrowser: { href: "{{ view_as_page_url }}" },
    footerBadge: null,
    // https://developers.hubspot.com/docs/cms/reference/hubl/variables (site_settings.company_name: required)
    companyName: "{{ site_settings.company_name }}",
    // https://developers.hubspot.com/docs/cms/reference/hubl/variables (company street, city, state: required)
    companyAddress: hubspotAddress,
    // https://developers.hubspot.com/docs/api/marketing/transactional-emails (customProperties as {{ custom.NAME }})
    transactional: {
      confirmationUrl: "{{ custom.confirmation_url }}",
      orderNumber: "{{ custom.order_number }}",
      orderDate: "{{ custom.order_date }}",
      orderUrl: "{{ custom.order_url }}",
      subtotal: "{{ custom.subtotal }}",
      shipping: "{{ custom.shipping }}",
      tax: "{{ custom.tax }}",
      orderTotal: "{{ custom.order_total }}",
      shippingAddress: "{{ custom.shipping_address }}",
      paymentMethod: "{{ custom.payment_method }}",
      downloadUrl: "{{ custom.download_url }}",
    },
    // Single-send custom properties are single values (same page): one row.
    lineItems: null,
  },
  brevo: {
    label: "Brevo",
    // https://help.brevo.com/hc/en-us/articles/4405381108626 (default filter: {{ contact.FIRSTNAME|default:'there' }})
    firstName: (fb) => `{{ contact.FIRSTNAME | default:'${fb}' }}`,
    // https://help.brevo.com/hc/en-us/articles/4402386448530 ({{ unsubscribe }})
    unsubscribe: { href: "{{ unsubscribe }}" },
    // https://help.brevo.com/hc/en-us/articles/4402386448530 ({{ update_profile }})
    preferences: { href: "{{ update_profile }}" },
    // https://help.brevo.com/hc/en-us/articles/4402386448530 ({{ mirror }})
    viewInBrowser: { href: "{{ mirror }}" },
    footerBadge: null,
    companyName: null,
    companyAddress: null,
    transactional: {
      // https://help.brevo.com/hc/en-us/articles/360019540880 (the DOI template's confirmation link)
      confirmationUrl: "{{ doubleoptin }}",
      // https://help.brevo.com/hc/en-us/articles/4402386448530 (transactional parameters: {{ params.NAME }})
      orderNumber: "{{ params.ORDER_NUMBER }}",
      orderDate: "{{ params.ORDER_DATE }}",
      orderUrl: "{{ params.ORDER_URL }}",
      subtotal: "{{ params.SUBTOTAL }}",
      shipping: "{{ params.SHIPPING }}",
      tax: "{{ params.TAX }}",
      orderTotal: "{{ params.ORDER_TOTAL }}",
      shippingAddress: "{{ params.SHIPPING_ADDRESS }}",
      paymentMethod: "{{ params.PAYMENT_METHOD }}",
      downloadUrl: "{{ params.DOWNLOAD_URL }}",
    },
    // https://help.brevo.com/hc/en-us/sections/4405338978578 ("Repeat a block of items in your emails using for loops")
    lineItems: {
      open: "{% for item in params.items %}",
      close: "{% endfor %}",
      itemName: "{{ item.name }}",
      itemQuantity: "{{ item.quantity }}",
      itemPrice: "{{ item.price }}",
    },
  },
  sendgrid: {
    label: "SendGrid Marketing Campaigns",
    // https://www.twilio.com/docs/sendgrid/for-developers/sending-email/using-handlebars (insert helper with default=)
    firstName: (fb) => `{{insert first_name "default=${fb}"}}`,
    // https://www.twilio.com/docs/sendgrid/ui/sending-email/editor ({{{unsubscribe}}} in the unsubscribe module)
    unsubscribe: { href: "{{{unsubscribe}}}" },
    // https://www.twilio.com/docs/sendgrid/ui/sending-email/editor ({{{unsubscribe_preferences}}})
    preferences: { href: "{{{unsubscribe_preferences}}}" },
    viewInBrowser: null,
    footerBadge: null,
    // https://www.twilio.com/docs/sendgrid/ui/sending-email/editor (sender substitution tags: {{Sender_Name}})
    companyName: "{{Sender_Name}}",
    // https://www.twilio.com/docs/sendgrid/ui/sending-email/editor ({{Sender_Address}}, {{Sender_City}}, ...)
    companyAddress: "{{Sender_Address}}, {{Sender_City}}, {{Sender_State}} {{Sender_Zip}}",
    // Single Sends go to contacts and carry no order data: order fields belong in a dynamic template.
    transactional: {},
    lineItems: null,
  },
  "sendgrid-dynamic": {
    label: "SendGrid dynamic templates",
    // https://www.twilio.com/docs/sendgrid/for-developers/sending-email/using-handlebars (insert helper with default=)
    firstName: (fb) => `{{insert first_name "default=${fb}"}}`,
    // https://www.twilio.com/docs/sendgrid/ui/sending-email/unsubscribe-groups (<%asm_group_unsubscribe_raw_url%>)
    unsubscribe: { href: "<%asm_group_unsubscribe_raw_url%>" },
    // https://www.twilio.com/docs/sendgrid/ui/sending-email/unsubscribe-groups (<%asm_preferences_raw_url%>)
    preferences: { href: "<%asm_preferences_raw_url%>" },
    viewInBrowser: null,
    footerBadge: null,
    companyName: null,
    companyAddress: null,
    // https://www.twilio.com/docs/sendgrid/for-developers/sending-email/using-handlebars (dynamic_template_data keys)
    transactional: {
      confirmationUrl: "{{confirmation_url}}",
      orderNumber: "{{order_number}}",
      orderDate: "{{order_date}}",
      orderUrl: "{{order_url}}",
      subtotal: "{{subtotal}}",
      shipping: "{{shipping}}",
      tax: "{{tax}}",
      orderTotal: "{{order_total}}",
      shippingAddress: "{{shipping_address}}",
      paymentMethod: "{{payment_method}}",
      downloadUrl: "{{download_url}}",
    },
    // https://www.twilio.com/docs/sendgrid/for-developers/sending-email/using-handlebars (each iterator)
    lineItems: {
      open: "{{#each items}}",
      close: "{{/each}}",
      itemName: "{{this.name}}",
      itemQuantity: "{{this.quantity}}",
      itemPrice: "{{this.price}}",
    },
  },
  "campaign-monitor": {
    label: "Campaign Monitor",
    // https://help.campaignmonitor.com/s/article/personalization-tags ([firstname,fallback=there])
    firstName: (fb) => `[firstname,fallback=${fb}]`,
    // https://www.campaignmonitor.com/create/template-language/ (<unsubscribe>…</unsubscribe>; [unsubscribe] in text)
    unsubscribe: { element: "unsubscribe", text: "[unsubscribe]" },
    // https://www.campaignmonitor.com/create/template-language/ (<preferences>…</preferences>)
    preferences: { element: "preferences", text: null },
    // https://www.campaignmonitor.com/create/template-language/ (<webversion>…</webversion>; [webversion] in text)
    viewInBrowser: { element: "webversion", text: "[webversion]" },
    footerBadge: null,
    companyName: null,
    companyAddress: null,
    transactional: {},
    lineItems: null,
  },
  html: {
    label: "Plain HTML (no platform)",
    firstName: null,
    unsubscribe: null,
    preferences: null,
    viewInBrowser: null,
    footerBadge: null,
    companyName: null,
    companyAddress: null,
    transactional: {},
    lineItems: null,
  },
};

export function isEspPlatform(v: unknown): v is EspPlatform {
  return typeof v === "string" && (ESP_PLATFORMS as readonly string[]).includes(v);
}
