// After `vite build`: renders the public pages into per-route HTML files in dist/client (content before any script,
// hydrated by main.tsx), keeps the bare shell for every other route as app-shell.html, and writes the sitemap.
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { tsImport } from "tsx/esm/api";

const root = path.resolve(import.meta.dirname, "..");
const client = path.join(root, "dist", "client");
const siteUrl = (process.env.SITE_URL ?? "https://brandmail.example").replace(/\/$/, "");

const built = spawnSync(
  path.join(root, "node_modules/.bin/vite"),
  ["build", "--config", "vite.prerender.config.ts"],
  {
    cwd: root,
    stdio: "inherit",
  },
);
if (built.status !== 0) process.exit(built.status ?? 1);

const { renderPage } = await import(pathToFileURL(path.join(root, "dist/prerender/prerender.js")).href);
const { PUBLIC_PAGES, documentTitle } = await tsImport("../src/client/lib/public-pages.ts", import.meta.url);

// Each page's lazily loaded modules: their styles are linked so the pre-rendered content is styled at first paint,
// their scripts preloaded so hydration does not wait on a request chain.
const manifest = JSON.parse(readFileSync(path.join(client, ".vite", "manifest.json"), "utf8"));
rmSync(path.join(client, ".vite"), { recursive: true, force: true });
const PAGE_MODULES = {
  "/": "src/client/features/public/landing/landing-sections.tsx",
  "/pricing": "src/client/features/public/pricing-page.tsx",
  "/privacy": "src/client/features/public/privacy-page.tsx",
  "/terms": "src/client/features/public/terms-page.tsx",
};
function pageAssets(route) {
  const css = new Set();
  const js = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || key === "index.html" || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  if (PAGE_MODULES[route]) visit(PAGE_MODULES[route]);
  const entry = manifest["index.html"];
  for (const f of [entry.file, ...(entry.css ?? [])]) {
    js.delete(f);
    css.delete(f);
  }
  for (const i of entry.imports ?? []) js.delete(manifest[i]?.file);
  // The landing page's below-the-fold sections are fetched while it hydrates, not ahead of the hero's own code.
  const preload = route === "/" ? [] : [...js];
  const modules = [entry.file, ...(entry.imports ?? []).map((i) => manifest[i].file), ...preload];
  return [
    `<meta name="app-modules" content="${modules.map((f) => `/${f}`).join(" ")}" />`,
    ...[...css].map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
  ];
}

// The pre-rendered pages start the app through boot.ts (after the first paint) instead of loading the entry and
// its preloads from the head: the shell's own <script> and <link rel="modulepreload"> tags are taken out.
const boot = manifest["src/client/boot.ts"];
if (!boot) throw new Error("the client manifest has no src/client/boot.ts entry");
function bootInstead(html) {
  const entryTags =
    /\s*<script type="module" crossorigin src="\/assets\/[^"]+"><\/script>|\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;
  const found = html.match(entryTags) ?? [];
  if (!found.some((t) => t.includes("<script"))) throw new Error("the shell has no module entry script");
  return html
    .replace(entryTags, "")
    .replace("</head>", `  <script type="module" crossorigin src="/${boot.file}"></script>\n  </head>`);
}

// A public page's styles go into the page itself: a linked stylesheet blocks the first paint for one more round
// trip (Lighthouse's mobile run measured FCP 1.8-2.4 s with it). The CSP already allows inline styles (PayPal's
// buttons need them); pages the client renders later still load the same file by URL.
function inlineStyles(html) {
  return html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (_, file) => {
    const css = readFileSync(path.join(client, file), "utf8");
    if (/<\/style/i.test(css)) throw new Error(`${file} cannot be inlined`);
    return `<style>${css}</style>`;
  });
}

const esc = (s) =>
  s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
const template = readFileSync(path.join(client, "index.html"), "utf8");
if (!template.includes('<div id="root"></div>'))
  throw new Error("dist/client/index.html has no empty #root: was it pre-rendered already?");
writeFileSync(path.join(client, "app-shell.html"), template);

function head(route, meta) {
  const url = `${siteUrl}${route === "/" ? "/" : route}`;
  const title = esc(documentTitle(meta.title));
  const description = esc(meta.description);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="BrandMail" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${siteUrl}/og-image.png" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:image:alt" content="A BrandMail e-mail template generated for a fictional brand" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${siteUrl}/og-image.png" />`,
  ].join("\n    ");
}

for (const [route, meta] of Object.entries(PUBLIC_PAGES)) {
  const body = await renderPage(route);
  if (/<script(?![^>]*type="application\/json")/i.test(body))
    throw new Error(`${route}: pre-rendered HTML must not contain inline scripts`);
  const shell = bootInstead(template);
  // The shell's own title and description (however the source wraps the tag) make way for the page's head.
  const ownHead = /<title>[\s\S]*?<\/title>\s*<meta\s+name="description"[^>]*>/;
  if (!ownHead.test(shell))
    throw new Error('index.html: no <title> followed by <meta name="description"> to replace');
  const html = inlineStyles(
    shell
      .replace(ownHead, head(route, meta))
      .replace("</head>", `  ${pageAssets(route).join("\n    ")}\n  </head>`)
      .replace('<div id="root"></div>', `<div id="root">${body}</div>`),
  );
  const file = route === "/" ? "index.html" : `${route.slice(1)}.html`;
  writeFileSync(path.join(client, file), html);
  console.log(`prerendered ${route} -> dist/client/${file} (${(html.length / 1024).toFixed(1)} KB)`);
}

const { robotsTxt, sitemapXml } = await tsImport("../src/worker/public/seo-files.ts", import.meta.url);
const today = new Date().toISOString().slice(0, 10);
writeFileSync(path.join(client, "sitemap.xml"), sitemapXml(siteUrl, Object.keys(PUBLIC_PAGES), today));
writeFileSync(path.join(client, "robots.txt"), robotsTxt(siteUrl));
console.log("wrote dist/client/sitemap.xml and robots.txt");
