/** Links in prose, with or without a scheme ("RSVP: lu.ma/xyz"), and what they are for from the words around them. */
export type LinkPurpose = "register" | "rsvp" | "join" | "download" | "read" | "buy" | "other";

export interface LinkMatch {
  url: string;
  purpose: LinkPurpose;
  index: number;
  length: number;
}

const TLD =
  "com|org|net|io|co|ai|app|dev|de|fr|es|it|nl|pt|eu|uk|ch|at|be|us|ca|br|ma|me|ly|gl|gg|to|shop|store|events?|page|link|info|biz|tv|fm|so|xyz|email|news";
/** Scheme or www, or a bare host with a known TLD (then a path, or a known TLD at a word end). */
export const LINK_RE = new RegExp(
  `(?<![@\\w.\\/-])(?:(?:https?:\\/\\/|www\\.)[^\\s<>"'“”«»)\\]]+|(?:[a-z0-9-]+\\.)+(?:${TLD})(?:\\/[^\\s<>"'“”«»)\\]]*)?(?![\\w@-]))`,
  "gi",
);

const PURPOSE: [LinkPurpose, RegExp][] = [
  ["rsvp", /\brsvp\b|\bzusagen\b|\bconfirm(?:ez|a)\b/i],
  [
    "join",
    /\bjoin\b|\bzoom\b|\bteams\b|\bstream|\bwatch\b|\bbeitreten\b|\bteilnehmen\b|\brejoindre\b|\bunirse\b|\bpartecipa|\bdeelnemen\b|\bparticipar\b|\bentrar\b|\bassistir\b|\blive\b|\bsalle\b|\bsala\b/i,
  ],
  [
    "register",
    /regist|\bsign\s?up\b|\banmeld|\binscri|\biscri|\baanmeld|\binschrijv|\bseat\b|\bplatz\b|\bplace\b|\btickets?\b|\bbook\b|\bbuchen\b|\breserv/i,
  ],
  [
    "download",
    /download|herunterladen|t[ée]l[ée]charg|descarg|scaric|\bbaixar\b|\bpdf\b|\bget (?:it|the (?:report|guide|whitepaper|ebook))\b|\bholen\b/i,
  ],
  [
    "buy",
    /\bbuy\b|\bshop\b|\border\b|\bkaufen\b|\bbestell|\bacheter\b|\bcommand|\bcomprar\b|\bcompra\b|\bacquist|\bkopen\b|\bbestel|\bpre-?order\b|\bstore\b|\bboutique\b|\btienda\b|\bloja\b|\bwinkel\b/i,
  ],
  [
    "read",
    /\bread\b|\barticle|\blesen\b|\bweiterlesen\b|\blire\b|\bleer\b|\bleggi|\blezen\b|\bler\b|\bblog\b|\bstory\b|\bpost\b|\bbeitrag\b|\bartikel\b|\bartículo|\barticolo|\bartigo\b/i,
  ],
];

const MEETING =
  /zoom\.us|teams\.microsoft|teams\.live|meet\.google|webex|gotowebinar|livestorm|hopin|streamyard|vimeo\.com\/event|youtube\.com\/live|\/join\b/i;

function trim(u: string): string {
  let s = u.replace(/[.,;:!?]+$/, "");
  // A closing bracket belongs to the URL only when the URL opened one.
  while (/[)\]]$/.test(s) && (s.match(/[([]/g) ?? []).length < (s.match(/[)\]]/g) ?? []).length)
    s = s.slice(0, -1);
  return s;
}

function absolute(raw: string): string | null {
  const withScheme = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (url.username || url.password || !url.hostname.includes(".")) return null;
    return url.toString();
  } catch {
    return null;
  }
}

/** The purpose from the words just before the link (same line), else from the link itself. */
export function purposeOf(before: string, url: string, after = ""): LinkPurpose {
  // The clause the link ends: words of an earlier sentence ("...create your shop. Help:") say nothing about it.
  const line = before.split(/\n/).pop()!;
  const near = line
    .split(/[.!?]\s/)
    .pop()!
    .slice(-50);
  for (const [p, re] of PURPOSE) if (re.test(near)) return p;
  // "Tickets are $89. Get yours at <link>": the sentence before says what the link is for.
  if (/\bget (?:yours|it|one|them)\b|\bholt euch\b/i.test(near))
    for (const [p, re] of PURPOSE) if (re.test(line.slice(-140))) return p;
  if (MEETING.test(url)) return "join";
  if (/lu\.ma|eventbrite|meetup\.com|tito\.io|ti\.to/i.test(url)) return "register";
  if (/\.pdf(?:$|\?)/i.test(url)) return "download";
  const tail = after.split(/\n/)[0].slice(0, 40);
  for (const [p, re] of PURPOSE) if (re.test(tail)) return p;
  return "other";
}

export function findLinks(text: string): LinkMatch[] {
  const out: LinkMatch[] = [];
  for (const m of text.matchAll(LINK_RE)) {
    const raw = trim(m[0]);
    // "e.g." or "z.B." or a file name ("report.pdf") is not a link.
    if (
      !/^(?:https?:|www\.)/i.test(raw) &&
      (/^[a-z]\.[a-z]\.?$/i.test(raw) || (/\.(?:pdf|docx?|png|jpe?g)$/i.test(raw) && !raw.includes("/")))
    )
      continue;
    const url = absolute(raw);
    if (!url || out.some((o) => o.url === url)) continue;
    out.push({
      url,
      purpose: purposeOf(text.slice(0, m.index), url, text.slice(m.index + raw.length)),
      index: m.index,
      length: raw.length,
    });
  }
  return out;
}

export function isMeetingUrl(url: string): boolean {
  return MEETING.test(url);
}
