import type { CampaignType } from "../../shared/campaign-types";
import type { Facts } from "../../shared/facts";
import type { TemplateAssets } from "./assets";

export interface GenerationInput {
  campaignType: CampaignType;
  /** 1 to 3 hex colours, "#rrggbb". */
  palette: string[];
  /** The fact model, built once per job through reading/ (`buildFacts`): the engine states nothing else. */
  facts: Facts;
  /** Public URL of the logo rendition stored with the template, or null. */
  logoUrl: string | null;
  /** Drives layout, copy and accent choices so that every generation differs. */
  seed: number;
  /** "Today" for the calendar file's stamp; defaults to the clock. */
  now?: Date;
  /**
   * Plans without the campaign details box: the facts the type needs and could not be given (an event's date, time,
   * venue) become marked merge fields the user fills in their e-mail platform (shared/fill-in.ts).
   */
  fillIns?: boolean;
  /** Images produced and hosted for this template by the asset stage (issue 9); absent in pure rendering tests. */
  assets?: TemplateAssets | null;
}

export interface GeneratedTemplate {
  name: string;
  subject: string;
  preheader: string;
  /** The e-mail's main heading, kept beside the subject so versions of one brief can be told apart. */
  headline: string;
  html: string;
  text: string;
  layout: string;
  generator: "builtin" | "workers-ai";
}

export interface Generator {
  readonly id: "builtin" | "workers-ai";
  generate(input: GenerationInput): Promise<GeneratedTemplate>;
}
