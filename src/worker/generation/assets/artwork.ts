import { contrast, mix, readableOn } from "../../../shared/color";
import type { Rng } from "../rng";
import { FEATURE_ICONS, socialGlyph } from "./icons";

export type HeroFamily = "gradient" | "shapes" | "waves" | "duotone";

export interface ArtworkColors {
  /** The hero's fill: the solid-colour fallback and the colour its text is checked against. */
  fill: string;
  accent: string;
  text: string;
}

const range = (rng: Rng, a: number, b: number) => a + rng.next() * (b - a);
const f = (n: number) => Math.round(n * 10) / 10;

/** Abstract compositions from the palette; all decoration stays within a narrow band of the fill so live text keeps its contrast. */
export function heroSvg(
  family: Exclude<HeroFamily, "duotone">,
  c: ArtworkColors,
  rng: Rng,
  w = 600,
  h = 240,
): string {
  const light = readableOn(c.fill) === "#ffffff";
  const tone = (amount: number) => mix(c.fill, light ? "#000000" : "#ffffff", amount);
  const glow = (amount: number) => mix(c.fill, light ? "#ffffff" : "#000000", amount);
  const accent = mix(c.fill, c.accent, 0.35);
  const body: string[] = [];
  let defs = "";
  if (family === "gradient") {
    const angle = rng.pick([
      [0, 0, 1, 1],
      [1, 0, 0, 1],
      [0, 1, 1, 0],
    ]);
    defs = `<linearGradient id="g" x1="${angle[0]}" y1="${angle[1]}" x2="${angle[2]}" y2="${angle[3]}"><stop offset="0" stop-color="${tone(0.18)}"/><stop offset="0.55" stop-color="${c.fill}"/><stop offset="1" stop-color="${accent}"/></linearGradient><radialGradient id="r" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${glow(0.22)}" stop-opacity="0.9"/><stop offset="1" stop-color="${glow(0.22)}" stop-opacity="0"/></radialGradient>`;
    body.push(`<rect width="${w}" height="${h}" fill="url(#g)"/>`);
    for (let i = 0; i < 3; i++) {
      const r = f(range(rng, 80, 220));
      body.push(`<circle cx="${f(range(rng, 0, w))}" cy="${f(range(rng, 0, h))}" r="${r}" fill="url(#r)"/>`);
    }
  } else if (family === "shapes") {
    body.push(`<rect width="${w}" height="${h}" fill="${c.fill}"/>`);
    const n = 5 + Math.floor(rng.next() * 4);
    for (let i = 0; i < n; i++) {
      const x = f(range(rng, w * 0.35, w + 40));
      const y = f(range(rng, -40, h + 40));
      const s = f(range(rng, 24, 120));
      const fill = rng.pick([tone(0.2), glow(0.16), accent, tone(0.1)]);
      const kind = rng.pick(["circle", "square", "triangle", "ring"] as const);
      if (kind === "circle") body.push(`<circle cx="${x}" cy="${y}" r="${s / 2}" fill="${fill}"/>`);
      else if (kind === "ring")
        body.push(
          `<circle cx="${x}" cy="${y}" r="${s / 2}" fill="none" stroke="${fill}" stroke-width="${f(s / 8)}"/>`,
        );
      else if (kind === "square")
        body.push(
          `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="${f(s / 6)}" fill="${fill}" transform="rotate(${f(range(rng, 0, 45))} ${x} ${y})"/>`,
        );
      else body.push(`<path d="M${x} ${y}l${s} 0l${-s / 2} ${-s * 0.87}z" fill="${fill}"/>`);
    }
  } else {
    body.push(`<rect width="${w}" height="${h}" fill="${c.fill}"/>`);
    const layers = 3 + Math.floor(rng.next() * 2);
    for (let i = 0; i < layers; i++) {
      const base = h * (0.45 + (i * 0.5) / layers);
      const amp = range(rng, 10, 30);
      const phase = range(rng, 0, Math.PI * 2);
      const freq = range(rng, 1, 2.2);
      let d = `M0 ${f(base)}`;
      for (let x = 0; x <= w; x += 20)
        d += `L${x} ${f(base + amp * Math.sin((x / w) * Math.PI * 2 * freq + phase))}`;
      d += `L${w} ${h}L0 ${h}z`;
      body.push(`<path d="${d}" fill="${i % 2 ? glow(0.08 + i * 0.03) : tone(0.08 + i * 0.04)}"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body.join("")}</svg>`;
}

/** A feature icon: the brand colour on a soft tile of the same hue, both baked in so dark mode cannot invert them apart. */
export function featureIconSvg(name: string, brand: string): string {
  const tile = mix("#ffffff", brand, 0.14);
  const ink = contrast(brand, tile) >= 3 ? brand : mix(brand, "#000000", 0.4);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48"><rect width="48" height="48" rx="12" fill="${tile}"/><g transform="translate(12 12)" fill="none" stroke="${ink}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${FEATURE_ICONS[name] ?? FEATURE_ICONS.check}</g></svg>`;
}

export function socialIconSvg(network: string, brand: string): string {
  const disc = contrast(brand, "#ffffff") >= 3 ? brand : mix(brand, "#000000", 0.45);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 24 24" color="${disc}"><circle cx="12" cy="12" r="12" fill="${disc}"/>${socialGlyph(network)}</svg>`;
}
