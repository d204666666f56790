/** The structured content of one e-mail. Every string is plain text; the renderer escapes it. */
export interface LinkContent {
  label: string;
  url: string;
}

export type ContentBlock =
  | { kind: "sections"; title: string | null; columns: 1 | 2; items: { heading: string; body: string; link: LinkContent | null }[] }
  | { kind: "details"; title: string; rows: { label: string; value: string }[] }
  | { kind: "steps"; title: string; items: { title: string; body: string }[] }
  | { kind: "order"; title: string; items: { name: string; qty: string; price: string }[]; totals: { label: string; value: string }[] }
  | { kind: "agenda"; title: string; items: { time: string; title: string }[] }
  | { kind: "features"; title: string; columns: 1 | 2; items: { title: string; body: string }[] }
  | { kind: "quote"; text: string; by: string }
  | { kind: "note"; text: string };

export interface EmailContent {
  subject: string;
  preheader: string;
  eyebrow: string | null;
  headline: string;
  intro: string[];
  blocks: ContentBlock[];
  cta: LinkContent;
  /** Shown under the button, e.g. the raw confirmation link for clients that block buttons. */
  ctaNote: string | null;
  closing: string[];
  footer: string;
}

export interface CopyContext {
  brandName: string;
  domain: string;
  websiteUrl: string;
  description: string | null;
  /** The user's campaign details split into paragraphs (plain text). */
  details: string[];
  facts: { date: string | null; time: string | null; venue: string | null; title: string | null };
}
