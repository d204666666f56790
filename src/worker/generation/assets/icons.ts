/**
 * Feature icons: a subset of Lucide (https://lucide.dev, ISC licence), 24 x 24 stroke icons. Social glyphs are our
 * own simple marks (no trademarked artwork), drawn on a 24 x 24 grid.
 */
export const FEATURE_ICONS: Record<string, string> = {
  check: `<path d="M20 6 9 17l-5-5"/>`,
  zap: `<path d="M4 14a1 1 0 0 1-.78-1.63l9.9-10.2a.5.5 0 0 1 .86.46l-1.92 6.02A1 1 0 0 0 13 10h7a1 1 0 0 1 .78 1.63l-9.9 10.2a.5.5 0 0 1-.86-.46l1.92-6.02A1 1 0 0 0 11 14z"/>`,
  star: `<path d="M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z"/>`,
  shield: `<path d="M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z"/><path d="m9 12 2 2 4-4"/>`,
  clock: `<circle cx="12" cy="12" r="10"/><path d="M12 6v6l4 2"/>`,
  heart: `<path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z"/>`,
  globe: `<circle cx="12" cy="12" r="10"/><path d="M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20"/><path d="M2 12h20"/>`,
  trend: `<path d="M22 7 13.5 15.5 8.5 10.5 2 17"/><path d="M16 7h6v6"/>`,
  users: `<path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2"/><circle cx="9" cy="7" r="4"/><path d="M22 21v-2a4 4 0 0 0-3-3.87"/><path d="M16 3.13a4 4 0 0 1 0 7.75"/>`,
  calendar: `<path d="M8 2v4"/><path d="M16 2v4"/><rect width="18" height="18" x="3" y="4" rx="2"/><path d="M3 10h18"/>`,
  mail: `<rect width="20" height="16" x="2" y="4" rx="2"/><path d="m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7"/>`,
  layers: `<path d="M12.83 2.18a2 2 0 0 0-1.66 0L2.6 6.08a1 1 0 0 0 0 1.83l8.58 3.91a2 2 0 0 0 1.66 0l8.58-3.9a1 1 0 0 0 0-1.83z"/><path d="m22 17.65-9.17 4.16a2 2 0 0 1-1.66 0L2 17.65"/><path d="m22 12.65-9.17 4.16a2 2 0 0 1-1.66 0L2 12.65"/>`,
};

export const FEATURE_ICON_NAMES = Object.keys(FEATURE_ICONS);

/** White glyphs for a coloured disc; unknown networks get a link mark. */
export const SOCIAL_GLYPHS: Record<string, string> = {
  linkedin: `<rect x="6" y="10" width="2.6" height="8" fill="#fff"/><circle cx="7.3" cy="7" r="1.6" fill="#fff"/><path d="M11 18v-8h2.5v1.2c.5-.9 1.5-1.4 2.7-1.4 2 0 2.8 1.3 2.8 3.4V18h-2.6v-4.4c0-1-.3-1.7-1.3-1.7s-1.5.7-1.5 1.7V18z" fill="#fff"/>`,
  x: `<path d="M6.5 6h3l8 12h-3z" fill="#fff"/><path d="M16.5 6h1.6l-5.4 6.1-.9-1.2zM7.2 18h-1.6l5.3-6 .9 1.2z" fill="#fff"/>`,
  facebook: `<path d="M13.2 19v-6h2l.4-2.4h-2.4V9.1c0-.7.3-1.2 1.3-1.2h1.2V5.8c-.3 0-1-.1-1.9-.1-1.9 0-3.1 1.1-3.1 3.2v1.7H8.6V13h2.1v6z" fill="#fff"/>`,
  instagram: `<rect x="6" y="6" width="12" height="12" rx="3.5" fill="none" stroke="#fff" stroke-width="1.8"/><circle cx="12" cy="12" r="2.9" fill="none" stroke="#fff" stroke-width="1.8"/><circle cx="15.6" cy="8.4" r="1" fill="#fff"/>`,
  youtube: `<rect x="5" y="7.5" width="14" height="9" rx="2.6" fill="#fff"/><path d="M10.6 10v4l3.6-2z" fill="currentColor"/>`,
  github: `<circle cx="12" cy="11" r="5" fill="none" stroke="#fff" stroke-width="1.8"/><path d="M9.5 15.5v3M14.5 15.5v3" stroke="#fff" stroke-width="1.8"/>`,
  tiktok: `<path d="M13 5.5h2.2c.2 1.6 1.2 2.7 2.8 2.9v2.2c-1 0-2-.3-2.8-.8v4.7c0 2.3-1.8 4-4 4s-4-1.7-4-4 1.8-4 4-4c.3 0 .5 0 .8.1v2.3c-.3-.1-.5-.2-.8-.2-1 0-1.8.8-1.8 1.8s.8 1.8 1.8 1.8 1.8-.8 1.8-1.8z" fill="#fff"/>`,
  pinterest: `<path d="M12.3 5.2c-3.8 0-5.7 2.7-5.7 5 0 1.4.5 2.6 1.6 3 .2.1.4 0 .4-.2l.2-.6c.1-.2 0-.3-.1-.5-.3-.4-.5-.9-.5-1.7 0-2.2 1.6-4.1 4.3-4.1 2.3 0 3.6 1.4 3.6 3.3 0 2.5-1.1 4.6-2.8 4.6-.9 0-1.6-.8-1.4-1.7.3-1.1.8-2.3.8-3.1 0-.7-.4-1.3-1.2-1.3-.9 0-1.7 1-1.7 2.3 0 .8.3 1.4.3 1.4l-1.1 4.8c-.3 1.4 0 3.2 0 3.3 0 .1.1.1.2.1.1-.1 1.1-1.4 1.5-2.8l.6-2.3c.3.6 1.2 1.1 2.2 1.1 2.9 0 4.9-2.6 4.9-6.2 0-2.7-2.3-5.2-5.8-5.2z" fill="#fff"/>`,
  link: `<path d="M10 14a4 4 0 0 0 5.7 0l2.3-2.3a4 4 0 0 0-5.7-5.7l-1 1" fill="none" stroke="#fff" stroke-width="1.8" stroke-linecap="round"/><path d="M14 10a4 4 0 0 0-5.7 0L6 12.3a4 4 0 0 0 5.7 5.7l1-1" fill="none" stroke="#fff" stroke-width="1.8" stroke-linecap="round"/>`,
};

export function socialGlyph(network: string): string {
  const key = network === "twitter" ? "x" : network;
  return SOCIAL_GLYPHS[key] ?? SOCIAL_GLYPHS.link;
}
