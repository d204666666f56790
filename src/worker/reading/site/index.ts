import { safeFetch, UnsafeUrlError } from "../../platform/safe-fetch";
import { readAddress } from "./address";
import { readColors } from "./colors";
import { readFonts } from "./fonts";
import { readImages, readPages } from "./images";
import { readLang } from "./lang";
import { readLogos } from "./logo";
import { readDescription, readName } from "./name";
import { readTagline } from "./tagline";
import { metaValue, readPage } from "./page";
import { absolute } from "./dom";
import { loadResources } from "./resources";
import { renderPass } from "./rendered";
import { readSocials } from "./socials";
import type { SiteReading, ReadSiteOptions } from "./types";

const MAX_HTML_BYTES = 1_000_000;
const FALLBACK = "The template was made from your logo colours and website address.";

export function emptyReading(url: string, warning: string | null = null): SiteReading {
  return {
    url,
    ok: warning === null,
    warning,
    name: null,
    title: null,
    tagline: null,
    description: null,
    colors: [],
    fonts: [],
    logos: [],
    logoUrl: null,
    socials: [],
    address: null,
    lang: null,
    images: [],
    pages: [],
  };
}

/** Reads every brand fact from a page (and the stylesheets and manifest already attached to it). Pure, no I/O. @internal */
export function readSiteHtml(
  html: string,
  url: string,
  resources?: { css?: string[]; manifest?: Record<string, unknown> | null },
): SiteReading {
  const page = readPage(html.slice(0, MAX_HTML_BYTES), url);
  if (resources?.css) page.css.push(...resources.css);
  if (resources?.manifest) page.manifest = resources.manifest;
  return readingOf(page);
}

function readingOf(page: ReturnType<typeof readPage>): SiteReading {
  const name = readName(page);
  const { logos, svg } = readLogos(page, name?.value ?? null);
  return {
    ...emptyReading(page.url),
    name,
    title: page.title.replace(/\s+/g, " ").trim().slice(0, 200) || null,
    tagline: readTagline(page, name),
    description: readDescription(page),
    colors: readColors(page, svg),
    fonts: readFonts(page),
    logos,
    logoUrl: logos[0]
      ? { value: logos[0].value.url, source: logos[0].source, confidence: logos[0].confidence }
      : null,
    socials: readSocials(page, name?.value ?? null),
    address: readAddress(page),
    lang: readLang(page),
    images: readImages(page),
    pages: readPages(page),
  };
}

/** How long reading a website (page and resources) may take, unless the caller says. */
export const SITE_READ_TIMEOUT_MS = 5000;

/**
 * Reads a website's brand: name, tagline, colours, fonts, logo, socials, address, language and images, each with its
 * source and confidence. The page (unless `html` is given), up to 4 same-site stylesheets and the manifest go through
 * the safe fetcher within one time limit and 1.5 MB. Never throws for site problems: `ok` is false and `warning` says why.
 */
export async function readSite(url: string, options: ReadSiteOptions = {}): Promise<SiteReading> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A body that never ends must not hold the reading past its time limit, whatever the fetch does with the signal.
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new TimeoutError());
    }, options.timeoutMs ?? SITE_READ_TIMEOUT_MS);
  });
  let reading: SiteReading;
  try {
    reading = await Promise.race([read(url, options, controller.signal), timeout]);
  } catch (e) {
    const reason =
      e instanceof UnsafeUrlError
        ? e.message
        : e instanceof TimeoutError
          ? "The website took too long to answer."
          : "The website could not be reached.";
    return emptyReading(url, `${reason} ${FALLBACK}`);
  } finally {
    if (timer) clearTimeout(timer);
  }
  const render = options.render;
  return render ? renderPass(reading, render, (html) => readSiteHtml(html, reading.url)) : reading;
}

class TimeoutError extends Error {}

async function read(url: string, options: ReadSiteOptions, signal: AbortSignal): Promise<SiteReading> {
  const fetchOptions = { fetch: options.fetch, timeoutMs: options.timeoutMs };
  let html = options.html;
  let pageUrl = url;
  if (html === undefined) {
    const res = await safeFetch(
      url,
      { ...fetchOptions, maxBytes: Math.min(options.maxBytes ?? MAX_HTML_BYTES, MAX_HTML_BYTES) },
      signal,
    );
    if (res.status >= 400) {
      await res.body?.cancel();
      return emptyReading(url, `The website answered with status ${res.status}. ${FALLBACK}`);
    }
    if (res.contentType && !/html|xml/i.test(res.contentType)) {
      await res.body?.cancel();
      return emptyReading(url, `The website address did not return a web page. ${FALLBACK}`);
    }
    html = res.body ? await new Response(res.body).text() : "";
    pageUrl = res.url;
  }
  const page = readPage(html.slice(0, MAX_HTML_BYTES), pageUrl);
  await loadResources(page, Math.min(html.length, MAX_HTML_BYTES), fetchOptions, signal).catch(
    () => undefined,
  );
  return readingOf(page);
}

/** The picture a page names for sharing (og:image, else twitter:image), absolute; read from the page's head. */
export function shareImageOf(headHtml: string, pageUrl: string): string | null {
  const page = readPage(headHtml, pageUrl);
  return absolute(
    metaValue(page, "og:image:secure_url", "og:image", "og:image:url", "twitter:image", "twitter:image:src"),
    pageUrl,
  );
}
