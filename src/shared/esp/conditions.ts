import type { EspPlatform } from "./platforms";

/**
 * What a platform's own plan or set-up must have for the hand-off to work, said before a download or a send (the
 * documentation page beside each).
 */
export const PLATFORM_CONDITIONS: Partial<Record<EspPlatform, string[]>> = {
  mailchimp: [
    // https://mailchimp.com/help/import-a-custom-html-template/ (custom-coded templates are a paid-plan feature)
    "Mailchimp takes custom-coded templates on its paid plans.",
    // https://mailchimp.com/help/add-remove-referral-badges/ (required on Free; paid plans may switch it off)
    "On Mailchimp's Free plan its Referral badge is required: the footer carries *|REWARDS|*, which shows nothing once a paid plan switches the badge off.",
  ],
  klaviyo: [
    // https://developers.klaviyo.com/en/reference/create_template (scopes: templates:write)
    "Sending needs a Klaviyo private API key with Templates: full access.",
  ],
  hubspot: [
    // https://developers.hubspot.com/docs/cms/building-blocks/templates/email-template-markup (supported products)
    "Coded email templates need HubSpot Marketing Hub Professional or Enterprise.",
  ],
  brevo: [
    // https://developers.brevo.com/reference/create-email-campaign (a draft campaign needs a verified sender)
    "Marketing e-mails go to Brevo as a draft email campaign, transactional ones as a transactional template; both use a verified sender of your Brevo account.",
  ],
  sendgrid: [
    // https://www.twilio.com/docs/sendgrid/ui/sending-email/unsubscribe-groups (Single Sends name a group)
    "Choose an unsubscribe group (or global unsubscribe) for the Single Send: {{{unsubscribe}}} links to it.",
  ],
  "sendgrid-dynamic": [
    // https://www.twilio.com/docs/sendgrid/for-developers/sending-email/suppressions (asm.group_id per send)
    "The unsubscribe links work only when your send names an unsubscribe group (asm.group_id in the Mail Send API).",
  ],
};
