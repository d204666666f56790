import { request } from "../../../lib/api";

export function uploadTemplateImage(templateId: string, image: string) {
  return request(
    { auth: true, json: { image }, fallbackError: "The image could not be uploaded. Please try again." },
    (c) => c.api.templates[":id"].images.$post({ param: { id: encodeURIComponent(templateId) } }),
  );
}

export type BlockRequest =
  | { kind: "text"; text: string }
  | { kind: "sections"; title: string | null; columns: 1 | 2; items: { heading: string; body: string }[] }
  | { kind: "features"; title: string; columns: 1 | 2 | 3; items: { title: string; body: string }[] }
  | { kind: "steps"; title: string; items: { title: string; body: string }[] }
  | { kind: "quote"; text: string; by: string }
  | { kind: "note"; text: string }
  | { kind: "details"; title: string; rows: { label: string; value: string }[] }
  | { kind: "hero"; headline: string }
  /** Without a link address the server points the link at the template's website; images are drawn by the server. */
  | { kind: "imageText"; heading: string; body: string; link: { label: string; url?: string } | null }
  | {
      kind: "event";
      title: string;
      date: { iso: string; text: string };
      time: string | null;
      venue: string | null;
      join: { label: string; url: string } | null;
    }
  | {
      kind: "products";
      title: string | null;
      items: { name: string; price: string | null; link: { label: string; url?: string } | null }[];
    }
  | { kind: "social"; items: { network: string; url: string }[] };

export function renderTemplateBlock(
  templateId: string,
  block: BlockRequest,
  colors: { button?: string; accent?: string } = {},
) {
  return request(
    {
      auth: true,
      json: { block, colors },
      fallbackError: "The section could not be added. Please try again.",
    },
    (c) => c.api.templates[":id"].blocks.$post({ param: { id: encodeURIComponent(templateId) } }),
  );
}
