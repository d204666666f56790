import { brevo } from "./brevo";
import type { PlatformClient, PlatformEnv, SendPlatform } from "./client";
import { klaviyo } from "./klaviyo";
import { mailchimp } from "./mailchimp";

/** Each platform's client with its API base from configuration (tests point these at local stand-ins). */
export function platformClient(env: PlatformEnv, platform: SendPlatform): PlatformClient {
  switch (platform) {
    case "mailchimp":
      return mailchimp(env.MAILCHIMP_API_BASE);
    case "brevo":
      return brevo(env.BREVO_API_BASE);
    case "klaviyo":
      return klaviyo(env.KLAVIYO_API_BASE);
  }
}
