/** The structured content of one e-mail. Every string is plain text; the renderer escapes it. */
export interface LinkContent {
  label: string;
  url: string;
}

/** A hosted image as the template shows it: display width and height in CSS px (the file is 2x). */
export interface ImageRef {
  url: string;
  width: number;
  height: number;
  /** Empty only for decoration. */
  alt: string;
}

/**
 * The block library. Copy (facts -> words) fills the text fields from facts only and leaves image fields null;
 * the planner chooses which blocks appear, their order and variants, and fills the images.
 */
export type ContentBlock =
  | {
      kind: "sections";
      title: string | null;
      columns: 1 | 2;
      items: { heading: string; body: string; link: LinkContent | null }[];
      /** How the planner presents the items (typographic, no pictures): a plain list by default. */
      style?: SectionStyle;
      /** Steps in order: every style shows their numbers. */
      numbered?: boolean;
    }
  | {
      kind: "imageText";
      title: string | null;
      items: { heading: string; body: string; link: LinkContent | null; image: ImageRef | null }[];
    }
  | {
      kind: "articles";
      title: string | null;
      items: { title: string; body: string | null; link: LinkContent; image: ImageRef | null }[];
      /** list: a thumbnail beside each title; grid: two cards to a row, each picture above its title. */
      style?: "list" | "grid";
    }
  | {
      kind: "event";
      title: string;
      /** ISO date for the badge and calendar links; text as the reader should see it. */
      date: { iso: string; text: string } | null;
      time: string | null;
      venue: string | null;
      join: LinkContent | null;
      calendar: { google: string; ics: string | null; label: string } | null;
      rows: { label: string; value: string }[];
      /**
       * card: date badge beside the details; band: the date set large on a brand field above them; tiles: date, time
       * and place as tiles; split: the date on a brand column beside the details.
       */
      style?: "card" | "band" | "tiles" | "split";
    }
  | {
      kind: "speakers";
      title: string;
      items: { name: string; role: string | null; photo: ImageRef | null }[];
    }
  | {
      kind: "products";
      title: string | null;
      items: {
        name: string;
        price: string | null;
        link: LinkContent | null;
        image: ImageRef | null;
        /** The list price beside the price paid now ("was €19"), shown struck through. */
        was?: string | null;
      }[];
      /**
       * grid: two to a row, a lone product across the row; side: each product's picture beside its name and price;
       * panel: each product's name and price large on a soft panel (its picture on top); ribbon: centred, the price
       * large between two accent rules under the picture.
       */
      style?: "grid" | "side" | "panel" | "ribbon";
    }
  | { kind: "offer"; title: string; code: string | null; text: string; deadline: string | null }
  | { kind: "social"; items: { network: string; label: string; url: string; icon: ImageRef | null }[] }
  | {
      kind: "details";
      title: string;
      /** `was`: a price row's list price beside the price paid now, shown struck through. */
      rows: { label: string; value: string; was?: string }[];
      style?: DetailStyle;
    }
  | {
      kind: "steps";
      title: string;
      items: { title: string; body: string }[];
      /** badges: numbered circles beside each step; row: the steps side by side; timeline: along an accent line. */
      style?: "badges" | "row" | "timeline";
    }
  | {
      kind: "order";
      title: string;
      items: { name: string; qty: string; price: string }[];
      totals: { label: string; value: string }[];
    }
  | { kind: "agenda"; title: string; items: { time: string; title: string }[] }
  | {
      kind: "features";
      title: string;
      columns: 1 | 2 | 3;
      items: { title: string; body: string; icon: ImageRef | null }[];
    }
  | { kind: "quote"; text: string; by: string }
  | { kind: "note"; text: string }
  /** Paragraphs of the brief's own content (edited) under a heading, or under none when they continue the intro. */
  | { kind: "text"; title: string | null; paragraphs: string[] }
  /**
   * A closing ask with its own button before the sign-off: a donation, a second action ("Try the API for free"). Its
   * button is secondary to the e-mail's main one.
   */
  | { kind: "appeal"; title: string | null; text: string; link: LinkContent };

/**
 * list: ruled rows (a checklist when the items have no text); digest: large numerals; featured: the first item on a
 * colour field, the rest as briefs; cards: two columns; links: the items as one row of links (the site's own pages).
 */
export type SectionStyle = "list" | "digest" | "featured" | "cards" | "links";
/**
 * table: label/value rows; tiles: each fact as a large value over its label; spotlight: the first fact as a headline on
 * a field; ribbon: the first fact large and centred between two accent rules.
 */
export type DetailStyle = "table" | "tiles" | "spotlight" | "ribbon";

export interface EmailContent {
  subject: string;
  preheader: string;
  eyebrow: string | null;
  headline: string;
  intro: string[];
  blocks: ContentBlock[];
  cta: LinkContent;
  /** The button right under the intro (a download, a confirmation) rather than after the blocks. */
  ctaFirst?: boolean;
  /** Shown under the button, e.g. the raw confirmation link for clients that block buttons. */
  ctaNote: string | null;
  closing: string[];
  footer: string;
}
