/** Written to dist/client by scripts/prerender.mjs as real static files: robots.txt and sitemap.xml. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /dev/\n\nSitemap: ${siteUrl.replace(/\/$/, "")}/sitemap.xml\n`;
}

const xmlEscape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function sitemapXml(siteUrl: string, paths: string[], lastmod: string): string {
  const base = siteUrl.replace(/\/$/, "");
  const urls = paths.map(
    (p) => `  <url><loc>${xmlEscape(`${base}${p}`)}</loc><lastmod>${lastmod}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
