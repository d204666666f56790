import { capitalise } from "../../shared/capitalise";

import { campaignTypeEntry } from "../../shared/campaign-types";
import type { EmailContent } from "./content";
import { composeFromFacts, MARKETING_TYPES } from "./copy";
import { buildTextPart } from "../../shared/esp/text-part";
import { renderEmail, type RenderOptions, type Skin } from "./render/document";
import { createRng } from "./rng";
import { buildTheme, withScriptFonts } from "./theme";
import { planLayout } from "./plan/planner";
import { withFillIns } from "./plan/fill-in";
import { markFillIns } from "../../shared/fill-in";
import type { GeneratedTemplate, GenerationInput, Generator } from "./types";

export interface TemplatePlan {
  input: GenerationInput;
  content: EmailContent;
  options: RenderOptions;
  layout: string;
  name: string;
}

const SOCIAL_LABELS: Record<string, string> = {
  x: "X (Twitter)",
  twitter: "X (Twitter)",
  linkedin: "LinkedIn",
  youtube: "YouTube",
  tiktok: "TikTok",
  github: "GitHub",
};

/** Every image is hosted by the app: a site's own logo file is never hotlinked (the asset stage hosts the upload). */
function logoFor(input: GenerationInput): string | null {
  void input;
  return null;
}

/** Everything decided by the seed: copy, layout, colours. Generators may replace the content before rendering. */
export function planTemplate(input: GenerationInput): TemplatePlan {
  const rng = createRng(input.seed);
  const facts = input.facts;
  const ctx = { brandName: facts.brand.name.value, websiteUrl: facts.brand.websiteUrl };
  const composed = composeFromFacts(input.campaignType, facts, rng);
  const copy = input.fillIns ? withFillIns(composed, input.campaignType, facts) : composed;
  const layoutPlan = planLayout({
    type: input.campaignType,
    content: copy,
    facts,
    assets: input.assets ?? null,
    rng,
    seed: input.seed,
  });
  const content = layoutPlan.content;
  const assets = input.assets ?? null;
  const theme = withScriptFonts(
    buildTheme(input.palette, facts.brand.themeColor, facts.brand.fonts, rng),
    facts.language.value,
  );
  const skin = rng.pick<Skin>(["banner", "card", "minimal"]);
  const boxed = rng.next() < 0.5;
  const align = skin === "minimal" ? "left" : rng.pick(["left", "center"] as const);
  const marketing = MARKETING_TYPES.has(input.campaignType);
  const social = facts.brand.social.slice(0, 5).map((s) => ({
    label: SOCIAL_LABELS[s.network] ?? capitalise(s.network),
    url: s.url,
  }));
  const options: RenderOptions = {
    theme,
    skin,
    boxed,
    align,
    brandName: ctx.brandName,
    logoUrl: logoFor(input),
    logoWidth: rng.pick([120, 140, 160]),
    websiteUrl: ctx.websiteUrl,
    marketing,
    address: facts.brand.address?.value ?? null,
    lang: facts.language.value,
    social: input.campaignType === "confirmation-email" ? [] : social,
    logo: assets?.logo?.image ?? null,
    hero:
      layoutPlan.hero === "none"
        ? null
        : {
            variant: layoutPlan.hero,
            image: assets?.hero?.image ?? null,
            fill: assets?.hero?.fill ?? theme.light.header.fill,
            text: assets?.hero?.text ?? theme.light.header.text,
            subhead: layoutPlan.subhead,
          },
  };
  const label = campaignTypeEntry(input.campaignType)?.label ?? input.campaignType;
  return {
    input,
    content,
    options,
    layout: `${input.campaignType}/${skin}-${boxed ? "boxed" : "open"}-${align}/${layoutPlan.sequence.join("+")}`,
    name: `${ctx.brandName} - ${label}`,
  };
}

export function finishTemplate(
  plan: TemplatePlan,
  content: EmailContent,
  generator: GeneratedTemplate["generator"],
): GeneratedTemplate {
  const html = markFillIns(renderEmail(content, plan.options));
  return {
    name: plan.name,
    subject: content.subject,
    preheader: content.preheader,
    headline: content.headline,
    html,
    // The text part is read off the HTML, as an edited copy's is, so both say the same.
    text: buildTextPart(html),
    layout: plan.layout,
    generator,
  };
}

export function createBuiltinGenerator(): Generator {
  return {
    id: "builtin",
    async generate(input) {
      const plan = planTemplate(input);
      return finishTemplate(plan, plan.content, "builtin");
    },
  };
}
