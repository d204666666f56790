import type { CampaignFacts } from "../../../shared/facts";
import type { CorrectedFacts } from "../../../shared/corrected-facts";
import { neutralise } from "./hostile";
import { findLinks } from "./links";
import type { ToneRegister } from "./extras";
import { bareHost } from "../../../shared/host";

export interface CorrectionProblem {
  field: string;
  message: string;
}

/**
 * Checks corrected facts against the brief: text is plain (no markup, template syntax, injected instructions or URLs)
 * and one short statement; a link is one the brief names or on a host the brief or the site names.
 */
export function checkCorrectedFacts(
  f: CorrectedFacts,
  brief: string,
  siteUrl: string | null,
): CorrectionProblem[] {
  const problems: CorrectionProblem[] = [];
  const hosts = new Set([
    ...findLinks(brief).map((l) => bareHost(l.url)),
    ...(siteUrl ? [bareHost(siteUrl)] : []),
  ]);
  const plain = (field: string, v: string | null | undefined) => {
    if (!v) return;
    if (neutralise(v) !== v) problems.push({ field, message: `${field} must be plain text.` });
    else if (findLinks(v).length) problems.push({ field, message: `${field} must not contain a link.` });
    else if (/[.!?]\s+\p{Lu}/u.test(v))
      problems.push({ field, message: `${field} must be one short statement.` });
  };
  const link = (field: string, u: string | null | undefined) => {
    if (u && !hosts.has(bareHost(u)))
      problems.push({ field, message: `${field} must be a link from the brief or your website.` });
  };
  plain("name", f.name);
  plain("venue", f.venue);
  plain("mainLink.label", f.mainLink?.label);
  link("mainLink.url", f.mainLink?.url);
  for (const s of f.speakers ?? []) [s.name, s.role].forEach((v) => plain("speakers", v));
  for (const p of f.products ?? []) {
    [p.name, p.price].forEach((v) => plain("products", v));
    link("products", p.url);
  }
  for (const a of f.articles ?? []) {
    [a.title, a.summary].forEach((v) => plain("articles", v));
    link("articles", a.url);
  }
  if (f.offer) [f.offer.discount, f.offer.condition, f.offer.code].forEach((v) => plain("offer", v));
  return problems;
}

/** The corrected facts win over what the reader found; `null` (dismissed) removes the fact. */
export function applyCorrections<T extends CampaignFacts & { register?: ToneRegister | null }>(
  c: T,
  f: CorrectedFacts | null | undefined,
): T {
  if (!f) return c;
  const out: T = { ...c };
  // A corrected fact must not survive in the brief's own sentences: those that state the old value leave the story
  // (the corrected value is shown by its block).
  const old: string[] = [];
  if (f.name !== undefined && c.title) old.push(c.title);
  if (f.time !== undefined && c.time?.text) old.push(c.time.text);
  if (f.date !== undefined && c.dates[0]) old.push(c.dates[0].text);
  if (f.venue !== undefined && c.venue) old.push(c.venue);
  if (old.length)
    out.story = c.story
      .map((p) =>
        p
          .split(/(?<=[.!?])\s+/)
          .filter((s) => !old.some((o) => o && s.includes(o)))
          .join(" "),
      )
      .filter(Boolean);
  // The same sentences are no longer content for the reader: they carried the old value.
  if (old.length && c.sentences)
    out.sentences = c.sentences.map((x) =>
      x.role === "content" && old.some((o) => o && x.text.includes(o)) ? { ...x, role: "fact" as const } : x,
    );
  if (f.name !== undefined) out.title = f.name;
  if (f.date !== undefined) {
    const rest = c.dates.filter((d) => d.iso !== c.dates[0]?.iso);
    out.dates = f.date
      ? [{ iso: f.date, text: f.date, yearGiven: true }, ...rest.filter((d) => d.iso !== f.date)]
      : rest.filter((d) => d.iso === c.offer?.deadline?.iso);
  }
  if (f.time !== undefined)
    out.time = f.time
      ? { start: f.time.start, end: f.time.end, zone: f.time.tz, tz: f.time.tz, text: f.time.start }
      : null;
  if (f.durationMinutes !== undefined) out.durationMinutes = f.durationMinutes;
  if (f.venue !== undefined) out.venue = f.venue;
  if (f.mainLink !== undefined) {
    out.mainLink = f.mainLink ? { url: f.mainLink.url, purpose: c.mainLink?.purpose ?? "other" } : null;
    out.cta = f.mainLink ? { label: f.mainLink.label ?? c.cta?.label ?? "", url: f.mainLink.url } : null;
    if (out.cta && !out.cta.label) out.cta = c.cta?.label ? { ...out.cta, label: c.cta.label } : null;
    if (!f.mainLink) out.onlineUrl = null;
  }
  if (f.speakers !== undefined) out.speakers = f.speakers;
  if (f.offer !== undefined)
    out.offer = f.offer
      ? {
          code: f.offer.code,
          discount: f.offer.discount,
          condition: f.offer.condition,
          deadline: f.offer.deadline
            ? { iso: f.offer.deadline, text: f.offer.deadline, yearGiven: true }
            : null,
        }
      : null;
  if (f.products !== undefined)
    out.products = f.products.map((p) => {
      const num = p.price ? Number(p.price.replace(/[^\d.,]/g, "").replace(",", ".")) : NaN;
      const cur = p.price?.match(/€|\$|£|EUR|USD|GBP|CHF|BRL/i)?.[0];
      const currency = cur
        ? (({ "€": "EUR", $: "USD", "£": "GBP" } as Record<string, string>)[cur] ?? cur.toUpperCase())
        : null;
      return {
        name: p.name,
        url: p.url,
        price: p.price && Number.isFinite(num) && currency ? { amount: num, currency, text: p.price } : null,
      };
    });
  if (f.articles !== undefined) out.articles = f.articles;
  if (f.tone !== undefined) {
    out.register = f.tone;
    out.tone = f.tone ? [f.tone] : [];
  }
  return out;
}
