import { FILL_IN_FIELDS, fillInsIn, unmarkFillIns, type FillInField } from "../fill-in";
import { PLATFORM_SYNTAX, type EspPlatform } from "./platforms";

/**
 * A fill-in field (shared/fill-in.ts) in each platform's syntax for a custom field of the contact, so the user may
 * either type the value in its place or fill the field in the platform. The documentation page is named beside each.
 * null: the platform has no merge tags and the canonical `{{event_date}}` stays, marked, for the user to replace.
 */
const FILL_IN_SYNTAX: Record<EspPlatform, ((f: FillInField) => string) | null> = {
  // https://mailchimp.com/help/getting-started-with-merge-tags/ (audience fields as *|TAG|*, tags of up to 10 characters)
  mailchimp: (f) => `*|${f.tag}|*`,
  // https://help.klaviyo.com/hc/en-us/articles/4408802648731 (custom profile properties: person|lookup)
  klaviyo: (f) => `{{ person|lookup:'${f.name}' }}`,
  // https://developers.hubspot.com/docs/cms/reference/hubl/variables (contact properties: contact.NAME)
  hubspot: (f) => `{{ contact.${f.name} }}`,
  // https://help.brevo.com/hc/en-us/articles/4402386448530 (contact attributes: contact.ATTRIBUTE)
  brevo: (f) => `{{ contact.${f.tag} }}`,
  // https://www.twilio.com/docs/sendgrid/ui/managing-contacts/custom-fields (custom fields as {{field_name}})
  sendgrid: (f) => `{{${f.name}}}`,
  // https://www.twilio.com/docs/sendgrid/for-developers/sending-email/using-handlebars (dynamic_template_data keys)
  "sendgrid-dynamic": (f) => `{{${f.name}}}`,
  // https://help.campaignmonitor.com/s/article/personalization-tags (custom fields as [tag,fallback=])
  "campaign-monitor": (f) => `[${f.name.replace(/_/g, "")},fallback=]`,
  html: null,
};

/** The field as it leaves for the platform. */
export const fillInTag = (f: FillInField, platform: EspPlatform) =>
  FILL_IN_SYNTAX[platform]?.(f) ?? `{{${f.name}}}`;

/** The marks removed and every fill-in field written in the platform's syntax (HTML and plain text alike). */
export function convertFillIns(content: string, platform: EspPlatform): string {
  let out = unmarkFillIns(content);
  for (const f of Object.values(FILL_IN_FIELDS))
    out = out.replace(new RegExp(`\\{\\{${f.name}\\}\\}`, "g"), () => fillInTag(f, platform));
  return out;
}

/**
 * "Fill in before sending": one line per field the stored template still holds (read on the canonical HTML, since a
 * platform's tag may look like any other of its tags).
 */
export function fillInMessages(stored: string, platform: EspPlatform): string[] {
  const label = PLATFORM_SYNTAX[platform].label;
  return fillInsIn(stored).map((f) => {
    const tag = fillInTag(f, platform);
    return FILL_IN_SYNTAX[platform]
      ? `${tag} stands for ${f.what}: type it in its place, or fill that field in ${label}.`
      : `replace ${tag} with ${f.what}.`;
  });
}
