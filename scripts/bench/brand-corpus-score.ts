/**
 * Scores the site reader against the corpus in tests/fixtures/sites/: per page, the values a person reads off the page
 * (expected.json, written by hand) against what the reader found. Shared by `npm run bench` and the corpus test.
 */
import { parseHex } from "../../src/shared/color";
import { readSite } from "../../src/worker/reading";

export interface Expected {
  url: string;
  name: string[] | null;
  tagline: string | null;
  color: string | null;
  logo: string[] | null;
  logoLight: boolean;
  lang: string | null;
  address: string | null;
  socials: string[] | null;
}

export type Verdict = "right" | "partly" | "wrong" | "missed";
export const FIELDS = ["name", "tagline", "color", "logo", "lang", "address", "socials"] as const;
export type Field = (typeof FIELDS)[number];

// Letters of every script count: a name written in Japanese or Chinese is not an empty string.
const squash = (s: string) =>
  s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
/** Distance in RGB space; 60 is "the same colour to a person" for brand colours (a shade lighter or darker). */
export const COLOR_DISTANCE = 60;
const dist = (a: string, b: string) => {
  const x = parseHex(a)!;
  const y = parseHex(b)!;
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
};

const handle = (url: string) => {
  const seg = new URL(url).pathname
    .split("/")
    .filter((s) => s && !/^(company|user|channel|c|in|pages|news|companies)$/i.test(s));
  let h = seg[0] ?? "";
  try {
    h = decodeURIComponent(h);
  } catch {
    // A broken escape stays as written.
  }
  return h.replace(/^@/, "").toLowerCase();
};

/** A site folder's other files (stylesheets, manifest), by their path inside the folder. */
export type SiteFiles = Record<string, string>;

/**
 * Answers the reader's requests from the files saved next to the page, like `npm run generate -- --site-html`: by the
 * URL's path inside the folder, else by its file name; 404 otherwise. Never the network.
 */
export function folderFetch(files: SiteFiles): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    const path = decodeURIComponent(url.pathname).replace(/^\/+/, "");
    const text = files[path] ?? files[path.split("/").pop() ?? ""];
    if (text === undefined || !path) return new Response("not found", { status: 404 });
    return new Response(text, {
      status: 200,
      headers: { "content-type": /\.css$/i.test(path) ? "text/css" : "application/json" },
    });
  }) as typeof fetch;
}

/** CPU time in ms where the runtime tells it (Node), else wall time: the bound is "300 ms of CPU for the median page". */
function clock(): number {
  try {
    const u = (
      globalThis as { process?: { cpuUsage?: () => { user: number; system: number } } }
    ).process?.cpuUsage?.();
    if (u) return (u.user + u.system) / 1000;
  } catch {
    // workerd has the method but not its implementation.
  }
  return performance.now();
}

export async function scorePage(
  html: string,
  e: Expected,
  files: SiteFiles = {},
): Promise<{ verdicts: Partial<Record<Field, Verdict>>; found: Record<string, unknown>; ms: number }> {
  const start = clock();
  const r = await readSite(e.url, { html, fetch: folderFetch(files) });
  const ms = clock() - start;
  const v: Partial<Record<Field, Verdict>> = {};
  if (e.name) {
    const got = squash(r.name?.value ?? "");
    v.name = !got
      ? "missed"
      : e.name.some((n) => squash(n) === got)
        ? "right"
        : e.name.some((n) => got.includes(squash(n)) || squash(n).includes(got))
          ? "partly"
          : "wrong";
  }
  const tagline = r.tagline?.value ?? null;
  v.tagline =
    e.tagline === null
      ? tagline
        ? "wrong"
        : "right"
      : !tagline
        ? "missed"
        : squash(tagline) === squash(e.tagline)
          ? "right"
          : squash(e.tagline).includes(squash(tagline))
            ? "partly"
            : "wrong";
  if (e.color) {
    const got = r.colors.map((c) => c.value);
    v.color = !got.length
      ? "missed"
      : dist(got[0], e.color) <= COLOR_DISTANCE
        ? "right"
        : got.some((c) => dist(c, e.color!) <= COLOR_DISTANCE)
          ? "partly"
          : "wrong";
  }
  if (e.logo) {
    const url = r.logoUrl?.value ?? "";
    const light = r.logos[0]?.value.light ?? false;
    v.logo = !url
      ? "missed"
      : e.logo.some((l) => url.includes(l))
        ? light === e.logoLight
          ? "right"
          : "partly"
        : r.logos.some((l) => e.logo!.some((x) => l.value.url.includes(x)))
          ? "partly"
          : "wrong";
  }
  if (e.lang) v.lang = !r.lang ? "missed" : r.lang.value === e.lang ? "right" : "wrong";
  if (e.address) {
    const got = squash(r.address?.value ?? "");
    const postcode = e.address.match(/\d{4,5}/)?.[0] ?? "";
    v.address = !got
      ? "missed"
      : got === squash(e.address)
        ? "right"
        : got.includes(squash(e.address.split(",")[0])) && got.includes(postcode)
          ? "right"
          : got.includes(postcode)
            ? "partly"
            : "wrong";
  }
  if (e.socials) {
    const got = r.socials.map((s) => `${s.value.network}:${handle(s.value.url)}`);
    const want = e.socials.map((s) => s.toLowerCase());
    const foreign = got.filter(
      (g) => !want.some((w) => g.startsWith(w.split(":")[0]) && g.includes(w.split(":")[1])),
    );
    const hit = want.filter((w) =>
      got.some((g) => g.startsWith(w.split(":")[0]) && g.includes(w.split(":")[1])),
    );
    v.socials = foreign.length
      ? "wrong"
      : !want.length
        ? "right"
        : !hit.length
          ? "missed"
          : hit.length === want.length
            ? "right"
            : "partly";
  }
  return {
    verdicts: v,
    found: {
      name: r.name?.value,
      tagline,
      colors: r.colors.map((c) => c.value),
      logo: r.logoUrl?.value?.slice(0, 90),
      lang: r.lang?.value,
      address: r.address?.value,
      socials: r.socials.map((s) => s.value.url),
    },
    ms,
  };
}

export interface Totals {
  table: Record<Field, Record<Verdict, number>>;
  rate: (f: Field | "all") => number;
  pages: number;
  medianMs: number;
  p95Ms: number;
}

export async function scoreCorpus(
  pages: { name: string; html: string; expected: Expected; files?: SiteFiles }[],
  onPage?: (name: string, r: Awaited<ReturnType<typeof scorePage>>) => void,
): Promise<Totals> {
  const table = Object.fromEntries(
    FIELDS.map((f) => [f, { right: 0, partly: 0, wrong: 0, missed: 0 }]),
  ) as Record<Field, Record<Verdict, number>>;
  const times: number[] = [];
  for (const p of pages) {
    const r = await scorePage(p.html, p.expected, p.files);
    times.push(r.ms);
    for (const f of FIELDS) if (r.verdicts[f]) table[f][r.verdicts[f]!]++;
    onPage?.(p.name, r);
  }
  const rate = (f: Field | "all") => {
    const rows = f === "all" ? FIELDS.map((x) => table[x]) : [table[f]];
    const n = rows.reduce((s, t) => s + t.right + t.partly + t.wrong + t.missed, 0);
    return n ? rows.reduce((s, t) => s + t.right, 0) / n : 0;
  };
  times.sort((a, b) => a - b);
  return {
    table,
    rate,
    pages: pages.length,
    medianMs: times[Math.floor(times.length / 2)] ?? 0,
    p95Ms: times[Math.min(times.length - 1, Math.ceil(0.95 * times.length) - 1)] ?? 0,
  };
}
