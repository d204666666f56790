/** The pages search engines see: pre-rendered at build time, listed in the sitemap, each with its own meta. */
export const PUBLIC_PAGES = {
  "/": {
    title: "BrandMail",
    description:
      "Turn your logo and website into a branded, responsive HTML e-mail template in seconds. Try it free, no account needed.",
  },
  "/pricing": {
    title: "Pricing",
    description:
      "Choose a plan: start with 1 free template, no card needed, and upgrade anytime. Prices in EUR, tax included.",
  },
  "/privacy": {
    title: "Privacy Policy",
    description:
      "How BrandMail collects, uses, protects and deletes your data. Last updated September 28, 2025.",
  },
  "/terms": {
    title: "Terms of Service",
    description:
      "The terms for using BrandMail: plans, payments, cancellation, liability and disputes. Last updated September 20, 2025.",
  },
} as const;

export const SITE_NAME = "BrandMail";

export function documentTitle(title: string): string {
  return title === SITE_NAME
    ? `${SITE_NAME} – branded HTML e-mail templates from your logo`
    : `${title} | ${SITE_NAME}`;
}
