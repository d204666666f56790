/**
 * Why a website could not be read, without the sentence the site reader adds for a generation ("The template was made
 * from your logo colours and website address."): the Brand page makes no template, and the demo's colours may be a
 * default rather than the logo's, so each says what happened in its own words.
 */
export function siteReadReason(warning: string | null | undefined): string | null {
  return warning?.replace(/\s*The template was made from[^.]*\.\s*$/, "").trim() || null;
}
