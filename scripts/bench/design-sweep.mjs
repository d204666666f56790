// The design sweep of issue 24: 240 e-mails (6 brands x 8 types x 5 seeds) composed as the pipeline does (facts →
// images → e-mail → files), then looked at in Chromium. Figures:
// - pictures: every <img> hosted by the app, with width, height and alt; no picture without meaning (only the logo,
//   photographs, articles' own pictures, feature icons and social glyphs); <= 200 KB per image, <= 1 MB of images per e-mail;
// - body sequences (hero removed) per marketing type over 10 seeds, for every brand;
// - near-duplicate seed pairs (same brand and type): the repo's signature (tests/worker/generation/builtin.test.ts:
//   layout, subject, headline, button colour and radius) and pixels (95% of thumbnail pixels differ by < 8/255);
// - forced dark: every text run keeps AA under the colour inversion of the Gmail apps and Outlook for Windows (model
//   below); dark mode keeps headings at least as bright as body text;
// - 0 horizontal overflow at 375 and 320 px with <style> removed; HTML <= 80 KB;
// - a kit of three colours (brown, orange, green) used whole: each e-mail of it shows the primary (button), the second
//   (accent rules) and the third (highlights, links or badges) in what is painted.
// Run: node scripts/bench/design-sweep.mjs (BENCH_SEEDS=5 sweep seeds, SIM_SEEDS=10 for sequences and pairs).
import { Buffer } from "node:buffer";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { tsImport } from "tsx/esm/api";

const root = path.resolve(import.meta.dirname, "../..");
const SWEEP_SEEDS = Number(process.env.BENCH_SEEDS ?? 5);
const SIM_SEEDS = Number(process.env.SIM_SEEDS ?? 10);
const THUMB = 120;
/** What a picture may be: the logo, a photograph (hero or card), an article's own picture, a feature icon, a social glyph. */
const MEANINGFUL = /^(logo|hero|photo-\d+|article-\d+|icon-[a-z-]+|social-[a-z]+)\.(png|jpg)$/;

/**
 * Forced dark, as the Gmail apps and Outlook for Windows do it: they invert the lightness of light backgrounds and of
 * dark text and keep dark backgrounds and light text; for mid tones either may happen, so both outcomes are checked.
 */
const FORCED_DARK_MODEL = `
  const lin = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
  const lum = ([r, g, b]) => 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  const ratio = (a, b) => { const x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
  const invert = ([r, g, b]) => {
    r /= 255; g /= 255; b /= 255;
    const max = Math.max(r, g, b), min = Math.min(r, g, b); let h = 0, s = 0; const l = (max + min) / 2;
    if (max !== min) { const d = max - min; s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
      h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4; h /= 6; }
    const L = 1 - l; const q = L < 0.5 ? L * (1 + s) : L + s - L * s; const p = 2 * L - q;
    const f = (t) => { t = (t + 1) % 1; return t < 1/6 ? p + (q - p) * 6 * t : t < 1/2 ? q : t < 2/3 ? p + (q - p) * (2/3 - t) * 6 : p; };
    return s === 0 ? [L * 255, L * 255, L * 255] : [f(h + 1/3) * 255, f(h) * 255, f(h - 1/3) * 255];
  };
  const bgOutcomes = (bg) => { const l = lum(bg); return l >= 0.7 ? [invert(bg)] : l < 0.18 ? [bg] : [bg, invert(bg)]; };
  const fgOutcomes = (fg) => { const l = lum(fg); return l < 0.18 ? [invert(fg)] : l >= 0.4 ? [fg] : [fg, invert(fg)]; };
`;

export async function run() {
  const { createBuiltinGenerator } = await tsImport(
    "../../src/worker/generation/builtin.ts",
    import.meta.url,
  );
  const {
    sampleInput,
    sampleJob,
    engineInput,
    siteReading,
    SAMPLE_BRANDS,
    KIT_PALETTE: KIT,
  } = await tsImport("../../tests/fixtures/samples.ts", import.meta.url);
  const { CAMPAIGN_TYPE_VALUES } = await tsImport("../../src/shared/campaign-types.ts", import.meta.url);
  const { decodeImage, resizeToWidth } = await tsImport(
    "../../src/worker/generation/assets/raster.ts",
    import.meta.url,
  );
  const { composeToDisk } = await import("../disk-assets.mjs");
  const { planTemplate } = await tsImport("../../src/worker/generation/builtin.ts", import.meta.url);
  const { BRANDS } = await import("../examples/brands.mjs");

  const photo = (f) => readFileSync(path.join(root, "scripts/examples/photos", f));
  const logo = (f) => readFileSync(path.join(root, "public/examples/logos", f));
  const fromExample = (b) => (type, seed) =>
    engineInput({
      ...sampleJob(type, seed, { brand: 0 }),
      palette: b.palette,
      websiteUrl: b.brand.url,
      brand: siteReading({
        ...b.brand,
        pages: [
          { title: "Our story", url: `${b.brand.url}story` },
          { title: "Journal", url: `${b.brand.url}journal` },
        ],
      }),
    });
  const brands = [
    {
      key: "northwind",
      input: (t, s) => sampleInput(t, s, { brand: 0 }),
      logo: logo("northwind.png"),
      photos: ["coffee.png"],
    },
    {
      key: "yellow",
      input: (t, s) => sampleInput(t, s, { brand: 1 }),
      logo: logo("brightlane.png"),
      photos: [],
    },
    {
      key: "brightlane",
      input: fromExample(BRANDS.brightlane),
      logo: logo("brightlane.png"),
      photos: ["computer-hands.webp"],
    },
    {
      key: "fernhill",
      input: fromExample(BRANDS.fernhill),
      logo: logo("fernhill.png"),
      photos: ["desktop.webp", "guy-laptop.webp"],
    },
    { key: "tidewater", input: fromExample(BRANDS.tidewater), logo: logo("tidewater.png"), photos: [] },
    {
      key: "kit",
      input: (t, s) => ({ ...sampleInput(t, s, { brand: 0 }), palette: KIT }),
      logo: logo("northwind.png"),
      photos: [],
    },
  ];
  void SAMPLE_BRANDS;
  const MARKETING = ["newsletter", "webinar", "offline-event", "product-launch", "customer-onboarding"];

  const dir = mkdtempSync(path.join(tmpdir(), "bm-design-"));
  const server = createServer((req, res) => {
    const p = new URL(req.url ?? "/", "http://x").pathname;
    try {
      const body = readFileSync(path.join(dir, p.replace(/^\/api\//, "")));
      res.writeHead(200, {
        "content-type": p.endsWith(".html")
          ? "text/html; charset=utf-8"
          : p.endsWith(".png")
            ? "image/png"
            : p.endsWith(".ics")
              ? "text/calendar"
              : "image/jpeg",
      });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${server.address().port}`;
  const generator = createBuiltinGenerator();
  let n = 0;
  async function compose(b, type, seed) {
    const name = `${b.key}-${type}-${seed}`;
    const prefix = `assets/${name}/`;
    const { template: t, store } = await composeToDisk({
      dir,
      prefix,
      urlBase: `${base}/api/${prefix}`,
      input: b.input(type, seed),
      logo: b.logo,
      images: b.photos.map(photo),
      generate: (x) => generator.generate(x),
      icsUid: `${name}@sweep`,
    });
    writeFileSync(path.join(dir, `${name}.html`), t.html);
    n++;
    return { name, t, store, prefix };
  }

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  const problems = [];
  const fig = {
    emails: 0,
    imgs: 0,
    meaningless: 0,
    unhosted: 0,
    unsized: 0,
    noAlt: 0,
    bigImage: 0,
    heavyEmail: 0,
    maxImageKB: 0,
    maxEmailKB: 0,
    forcedDarkFail: 0,
    forcedDarkRuns: 0,
    forcedDarkEmailsOk: 0,
    dimHeadings: 0,
    overflow: 0,
    bigHtml: 0,
    maxHtmlKB: 0,
    photoHeroes: 0,
    contentPictures: [],
    kitEmails: 0,
    kitWhole: 0,
  };
  try {
    const page = await browser.newPage({ viewport: { width: 700, height: 1400 } });
    await page.route("**/*", (route) =>
      route.request().url().startsWith(base) ? route.continue() : route.abort(),
    );

    // 1. The 200-e-mail sweep.
    for (const b of brands)
      for (const type of CAMPAIGN_TYPE_VALUES)
        for (let seed = 1; seed <= SWEEP_SEEDS; seed++) {
          const { name, t, store, prefix } = await compose(b, type, seed);
          fig.emails++;
          const kb = Buffer.byteLength(t.html) / 1024;
          fig.maxHtmlKB = Math.max(fig.maxHtmlKB, kb);
          if (kb > 80) {
            fig.bigHtml++;
            problems.push(`${name}: HTML ${kb.toFixed(1)} KB`);
          }
          const imgs = [...t.html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
          let pictures = 0;
          let total = 0;
          for (const tag of imgs) {
            fig.imgs++;
            const src = /src="([^"]+)"/.exec(tag)?.[1] ?? "";
            const file = src.startsWith(`${base}/api/${prefix}`)
              ? src.slice(`${base}/api/${prefix}`.length)
              : null;
            if (!file) {
              fig.unhosted++;
              problems.push(`${name}: not hosted ${src}`);
            } else if (!MEANINGFUL.test(file)) {
              fig.meaningless++;
              problems.push(`${name}: picture without meaning ${file}`);
            }
            if (file && /^(hero|photo-|article-)/.test(file)) pictures++;
            if (!/\swidth="\d+"/.test(tag) || !/\sheight="\d+"/.test(tag)) {
              fig.unsized++;
              problems.push(`${name}: unsized ${tag.slice(0, 80)}`);
            }
            if (!/\salt="/.test(tag)) {
              fig.noAlt++;
              problems.push(`${name}: no alt ${tag.slice(0, 80)}`);
            }
          }
          const bg = [...t.html.matchAll(/background="([^"]+)"/g)].map((m) => m[1]);
          for (const src of bg)
            if (!src.startsWith(`${base}/api/${prefix}hero.jpg`)) {
              fig.meaningless++;
              problems.push(`${name}: background ${src}`);
            }
          if (bg.length) fig.photoHeroes++;
          const used = new Set([...imgs.map((tag) => /src="([^"]+)"/.exec(tag)?.[1]), ...bg]);
          for (const o of store.stored.filter((o) => used.has(o.url) && o.contentType.startsWith("image/"))) {
            total += o.bytes;
            fig.maxImageKB = Math.max(fig.maxImageKB, o.bytes / 1024);
            if (o.bytes > 200 * 1024) {
              fig.bigImage++;
              problems.push(`${name}: ${o.key} ${(o.bytes / 1024).toFixed(0)} KB`);
            }
          }
          fig.maxEmailKB = Math.max(fig.maxEmailKB, total / 1024);
          if (total > 1024 * 1024) {
            fig.heavyEmail++;
            problems.push(`${name}: ${(total / 1024).toFixed(0)} KB of images`);
          }
          if (MARKETING.includes(type)) fig.contentPictures.push(pictures + bg.length);

          await page.goto(`${base}/api/${name}.html`, { waitUntil: "load" });
          const fd = await page.evaluate(`(() => { ${FORCED_DARK_MODEL}
            const rgb = (c) => { const m = c.match(/rgba?\\(([^)]+)\\)/); if (!m) return null; const p = m[1].split(",").map(Number); return p.length === 4 && p[3] === 0 ? null : p.slice(0, 3); };
            const bgOf = (el) => { for (let e = el; e; e = e.parentElement) { const c = rgb(getComputedStyle(e).backgroundColor); if (c) return c; const a = e.getAttribute && e.getAttribute("bgcolor"); if (a) { const h = a.replace("#", ""); return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)); } } return [255, 255, 255]; };
            const runs = []; const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
            for (let t = walker.nextNode(); t; t = walker.nextNode()) {
              const el = t.parentElement; if (!t.textContent.trim() || !el || el.closest("[style*='display:none']")) continue;
              const cs = getComputedStyle(el); if (cs.display === "none" || cs.visibility === "hidden" || el.offsetParent === null && cs.position !== "fixed") continue;
              const fg = rgb(cs.color); const bg = bgOf(el); if (!fg) continue;
              const size = parseFloat(cs.fontSize); const bold = Number(cs.fontWeight) >= 700; const min = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
              let worst = 99; for (const b of bgOutcomes(bg)) for (const f of fgOutcomes(fg)) worst = Math.min(worst, ratio(f, b));
              runs.push({ text: t.textContent.trim().slice(0, 40), worst, min, fg, bg });
            }
            return runs.filter((r) => r.worst < r.min).map((r) => ({ text: r.text, worst: r.worst.toFixed(2), fg: r.fg.join(","), bg: r.bg.join(",") })).concat([{ count: runs.length }]);
          })()`);
          const count = fd.pop().count;
          if (b.key === "kit") {
            // What is painted (text, fills, borders) holds the primary, the second and the third colour's role.
            const s = planTemplate(b.input(type, seed)).options.theme.light;
            const painted = new Set(
              await page.evaluate(`(() => {
                const hex = (c) => { const m = c.match(/\\d+/g); return m && m.length >= 3 ? "#" + m.slice(0, 3).map((v) => Number(v).toString(16).padStart(2, "0")).join("") : null; };
                const out = [];
                for (const el of document.body.querySelectorAll("*")) {
                  const cs = getComputedStyle(el);
                  if (cs.display === "none" || el.offsetParent === null) continue;
                  out.push(hex(cs.color), hex(cs.backgroundColor));
                  for (const side of ["Top", "Right", "Bottom", "Left"])
                    if (parseFloat(cs["border" + side + "Width"]) > 0) out.push(hex(cs["border" + side + "Color"]));
                }
                return out.filter(Boolean);
              })()`),
            );
            const roles = [[s.button.fill], [s.accent], [s.highlight, s.link, s.badge.fill]];
            fig.kitEmails++;
            if (roles.every((r) => r.some((c) => painted.has(c)))) fig.kitWhole++;
            else problems.push(`${name}: kit colours not all painted`);
          }
          fig.forcedDarkRuns += count;
          fig.forcedDarkFail += fd.length;
          if (!fd.length) fig.forcedDarkEmailsOk++;
          for (const f of fd.slice(0, 2))
            problems.push(`${name}: forced dark ${f.worst}:1 "${f.text}" (${f.fg} on ${f.bg})`);

          // Dark mode (prefers-color-scheme): headings at least as bright as the body text.
          await page.emulateMedia({ colorScheme: "dark" });
          const dim = await page.evaluate(`(() => { ${FORCED_DARK_MODEL}
            const rgb = (c) => c.match(/\\d+(\\.\\d+)?/g).slice(0, 3).map(Number);
            const body = [...document.querySelectorAll("p.bm-t")].map((e) => lum(rgb(getComputedStyle(e).color)));
            const heads = [...document.querySelectorAll("h1.bm-h, h2.bm-h, h3.bm-h")].map((e) => lum(rgb(getComputedStyle(e).color)));
            return body.length && heads.length ? Math.min(...heads) < Math.max(...body) - 1e-6 : false;
          })()`);
          await page.emulateMedia({ colorScheme: "light" });
          if (dim) {
            fig.dimHeadings++;
            problems.push(`${name}: dark-mode headings dimmer than body text`);
          }

          // Gmail's mobile web client drops <style>: nothing may scroll sideways at 375 or 320 px.
          for (const w of [375, 320]) {
            await page.setViewportSize({ width: w, height: 900 });
            const over = await page.evaluate(() => {
              const doc = globalThis.document;
              doc.querySelectorAll("style").forEach((el) => el.remove());
              return doc.documentElement.scrollWidth - doc.documentElement.clientWidth;
            });
            if (over > 0) {
              fig.overflow++;
              problems.push(`${name}: ${over} px overflow at ${w} px without <style>`);
            }
            await page.goto(`${base}/api/${name}.html`, { waitUntil: "load" });
          }
          await page.setViewportSize({ width: 700, height: 1400 });
        }

    // 2. Body sequences and near-duplicate seed pairs over SIM_SEEDS seeds, per brand and marketing type.
    const seqs = {};
    let pairs = 0;
    let sigDup = 0;
    let sigDupNoHero = 0;
    let pixDup = 0;
    const perType = {};
    for (const type of MARKETING) {
      perType[type] = { min: Infinity, pix: 0, sig: 0, pairs: 0 };
      for (const b of brands) {
        const set = new Set();
        const sigs = [];
        const thumbs = [];
        for (let seed = 1; seed <= SIM_SEEDS; seed++) {
          const { name, t } = await compose(b, type, seed);
          const body = t.layout.split("/")[2].replace(/^hero:[a-z-]+\+?/, "");
          set.add(body);
          const h1 = t.html.match(/<h1[^>]*>([^<]*)/)?.[1];
          const btn = t.html
            .match(/class="bm-btn"[^>]*background-color:([^;]+);[^>]*border-radius:(\d+)px/)
            ?.slice(1);
          sigs.push([
            `${t.layout}|${t.subject}|${h1}|${btn}`,
            `${t.layout.replace(/hero:[a-z-]+/, "")}|${t.subject}|${h1}|${btn}`,
          ]);
          await page.goto(`${base}/api/${name}.html`, { waitUntil: "load" });
          const shot = await page.screenshot({ clip: { x: 0, y: 0, width: 700, height: 1400 } });
          const small = resizeToWidth((await decodeImage(new Uint8Array(shot))).pixels, THUMB);
          const grey = new Float32Array(small.width * small.height);
          for (let i = 0; i < grey.length; i++)
            grey[i] =
              0.299 * small.data[i * 4] + 0.587 * small.data[i * 4 + 1] + 0.114 * small.data[i * 4 + 2];
          thumbs.push(grey);
        }
        seqs[`${type}/${b.key}`] = set.size;
        perType[type].min = Math.min(perType[type].min, set.size);
        for (let x = 0; x < thumbs.length; x++)
          for (let y = x + 1; y < thumbs.length; y++) {
            pairs++;
            perType[type].pairs++;
            if (sigs[x][0] === sigs[y][0]) {
              sigDup++;
              perType[type].sig++;
            }
            if (sigs[x][1] === sigs[y][1]) sigDupNoHero++;
            let same = 0;
            for (let i = 0; i < thumbs[x].length; i++) if (Math.abs(thumbs[x][i] - thumbs[y][i]) < 8) same++;
            if (same / thumbs[x].length >= 0.95) {
              pixDup++;
              perType[type].pix++;
            }
          }
      }
    }

    const pct = (a, b) => `${((100 * a) / b).toFixed(1)}%`;
    const pics = fig.contentPictures.sort((a, b) => a - b);
    console.log(
      `design sweep: ${fig.emails} e-mails (${brands.length} brands x ${CAMPAIGN_TYPE_VALUES.length} types x ${SWEEP_SEEDS} seeds), ${n} composed in all`,
    );
    console.log(
      `  pictures: ${fig.imgs} <img>; without meaning ${fig.meaningless}; not hosted ${fig.unhosted}; unsized ${fig.unsized}; without alt ${fig.noAlt}; photo heroes ${fig.photoHeroes}; content pictures per marketing e-mail median ${pics[Math.floor(pics.length / 2)]}`,
    );
    console.log(
      `  weight: largest image ${fig.maxImageKB.toFixed(0)} KB (${fig.bigImage} over 200 KB); heaviest e-mail ${fig.maxEmailKB.toFixed(0)} KB of images (${fig.heavyEmail} over 1 MB); largest HTML ${fig.maxHtmlKB.toFixed(1)} KB (${fig.bigHtml} over 80 KB)`,
    );
    console.log(
      `  forced dark: ${fig.forcedDarkEmailsOk}/${fig.emails} e-mails with every text run AA (${fig.forcedDarkFail} of ${fig.forcedDarkRuns} runs below); dark mode headings dimmer than body: ${fig.dimHeadings}`,
    );
    console.log(`  overflow without <style> at 375/320 px: ${fig.overflow}`);
    console.log(
      `  kit of three colours (${KIT.join(", ")}): ${fig.kitWhole}/${fig.kitEmails} e-mails paint all three (button, accent, highlight/link/badge)`,
    );
    console.log(
      `  body sequences (hero removed) over ${SIM_SEEDS} seeds, fewest over the brands: ${MARKETING.map((t) => `${t} ${perType[t].min}`).join(", ")}`,
    );
    console.log(
      `  near-duplicate seed pairs: signature ${sigDup}/${pairs} (${pct(sigDup, pairs)}; hero removed ${pct(sigDupNoHero, pairs)}), pixels ${pixDup}/${pairs} (${pct(pixDup, pairs)}); per type pixels: ${MARKETING.map((t) => `${t} ${perType[t].pix}/${perType[t].pairs}`).join(", ")}`,
    );
    if (problems.length) console.log(`  first problems:\n    ${problems.slice(0, 25).join("\n    ")}`);
    return { fig, pairs, sigDup, pixDup, seqs };
  } finally {
    await browser.close();
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await run();
