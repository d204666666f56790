import type { ContentBlock, EmailContent } from "./content";
import { punctuate } from "./copy/typography";
import { label } from "./render/labels";

function block(b: ContentBlock, lang?: string): string[] {
  // Every label's colon as the language sets it ("Heure : 19 h", "Time: 19:00").
  const col = (label: string) => punctuate(label, lang);
  switch (b.kind) {
    case "sections":
      return [
        ...(b.title ? [b.title.toUpperCase()] : []),
        ...b.items.map(
          (i) => `${i.heading}\n${i.body}${i.link ? `\n${col(i.link.label)} ${i.link.url}` : ""}`,
        ),
      ];
    case "features":
      return [b.title.toUpperCase(), ...b.items.map((i) => `- ${col(i.title)} ${i.body}`)];
    case "details":
      return [
        b.title.toUpperCase(),
        b.rows
          .map((r) => `${col(r.label)} ${r.value}${r.was ? ` (${label("price.was", lang)} ${r.was})` : ""}`)
          .join("\n"),
      ];
    case "order":
      return [
        b.title.toUpperCase(),
        [
          ...b.items.map((i) => `${i.name} x ${i.qty}  ${i.price}`),
          ...b.totals.map((t) => `${col(t.label)} ${t.value}`),
        ].join("\n"),
      ];
    case "steps":
      return [b.title.toUpperCase(), ...b.items.map((i, n) => `${n + 1}. ${i.title}\n   ${i.body}`)];
    case "agenda":
      return [b.title.toUpperCase(), b.items.map((a) => `${col(a.time)} ${a.title}`).join("\n")];
    case "quote":
      return [`"${b.text}"\n- ${b.by}`];
    case "note":
      return [b.text];
    case "text":
      return [...(b.title ? [b.title.toUpperCase()] : []), ...b.paragraphs];
    case "appeal":
      return [
        [b.title?.toUpperCase(), b.text, `${col(b.link.label)} ${b.link.url}`].filter(Boolean).join("\n"),
      ];
    case "imageText":
      return [
        ...(b.title ? [b.title.toUpperCase()] : []),
        ...b.items.map(
          (i) => `${i.heading}\n${i.body}${i.link ? `\n${col(i.link.label)} ${i.link.url}` : ""}`,
        ),
      ];
    case "articles":
      return [
        ...(b.title ? [b.title.toUpperCase()] : []),
        ...b.items.map((i) => `${i.title}${i.body ? `\n${i.body}` : ""}\n${col(i.link.label)} ${i.link.url}`),
      ];
    case "event":
      return [
        b.title.toUpperCase(),
        [
          ...b.rows.map((r) => `${col(r.label)} ${r.value}`),
          ...(b.join ? [`${col(b.join.label)} ${b.join.url}`] : []),
          ...(b.calendar ? [`${col(b.calendar.label)} ${b.calendar.ics ?? b.calendar.google}`] : []),
        ].join("\n"),
      ];
    case "speakers":
      return [
        b.title.toUpperCase(),
        b.items.map((s) => `${s.name}${s.role ? `, ${s.role}` : ""}`).join("\n"),
      ];
    case "products":
      return [
        ...(b.title ? [b.title.toUpperCase()] : []),
        ...b.items.map((p) =>
          [
            p.name,
            p.price && p.was ? `${p.price} (${label("price.was", lang)} ${p.was})` : p.price,
            p.link ? `${col(p.link.label)} ${p.link.url}` : null,
          ]
            .filter(Boolean)
            .join("\n"),
        ),
      ];
    case "offer":
      return [[b.title.toUpperCase(), b.text, b.code, b.deadline].filter(Boolean).join("\n")];
    case "social":
      return [b.items.map((s) => `${col(s.label)} ${s.url}`).join("\n")];
  }
}

export function renderPlainText(
  c: EmailContent,
  o: { brandName: string; websiteUrl: string; marketing: boolean; address: string | null; lang?: string },
): string {
  const parts = [
    ...(o.marketing
      ? [`${punctuate(label("footer.viewInBrowser", o.lang), o.lang)} {{view_in_browser_url}}`]
      : []),
    c.headline,
    ...c.intro,
    ...(c.ctaFirst ? [`${punctuate(c.cta.label, o.lang)} ${c.cta.url}`] : []),
    ...c.blocks.flatMap((b) => block(b, o.lang)),
    ...(c.ctaFirst ? [] : [`${punctuate(c.cta.label, o.lang)} ${c.cta.url}`]),
    ...(c.ctaNote ? [c.ctaNote] : []),
    ...(c.closing.length ? [c.closing.join("\n")] : []),
    "---",
    c.footer,
    // The same postal line as the HTML: the hand-off finds it by these values and writes the platform's tags.
    [o.brandName, o.address].filter(Boolean).join(" · "),
    ...(o.marketing
      ? [
          `${punctuate(label("footer.unsubscribe", o.lang), o.lang)} {{unsubscribe_url}}`,
          `${punctuate(label("footer.preferences", o.lang), o.lang)} {{preferences_url}}`,
        ]
      : [`${punctuate(label("footer.preferences", o.lang), o.lang)} {{unsubscribe_url}}`]),
    o.websiteUrl,
  ];
  return parts.join("\n\n") + "\n";
}
