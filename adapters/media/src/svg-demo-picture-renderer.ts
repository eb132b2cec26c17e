import sharp from 'sharp';
import type { DealCategory } from '@marketplace/core/deals/domain/category';
import { DEMO_PICTURE_HEIGHT, DEMO_PICTURE_WIDTH, type DemoPicture } from '@marketplace/core/demo/domain/demo-pictures';
import type { DemoPictureRenderer } from '@marketplace/core/demo/ports/demo-picture-renderer.port';

const W = DEMO_PICTURE_WIDTH;
const H = DEMO_PICTURE_HEIGHT;

/** Three palettes per category, each: background from, background to, accent, light, dark. */
const PALETTES: Record<DealCategory, string[]> = {
  Restaurant: ['#f97316 #be123c #fde68a #fff7ed #7c2d12', '#b45309 #7f1d1d #fcd34d #fffbeb #451a03', '#ea580c #9f1239 #bbf7d0 #fff1f2 #4c0519'],
  Café: ['#d6a77a #6b3f24 #f5e6d3 #fffaf3 #3b2416', '#a16207 #422006 #fde68a #fefce8 #292524', '#e7c9a9 #8b5a3c #ffffff #fff7ed #44291a'],
  Retail: ['#0ea5e9 #1e3a8a #fbbf24 #f0f9ff #0c4a6e', '#14b8a6 #134e4a #fb7185 #f0fdfa #042f2e', '#6366f1 #312e81 #facc15 #eef2ff #1e1b4b'],
  Wellness: ['#a7f3d0 #0f766e #fef3c7 #f0fdf4 #134e4a', '#c4b5fd #5b21b6 #fde68a #faf5ff #2e1065', '#bae6fd #0e7490 #fecdd3 #ecfeff #164e63'],
  Fitness: ['#22d3ee #1d4ed8 #f97316 #ecfeff #172554', '#a3e635 #166534 #0f172a #f7fee7 #052e16', '#f43f5e #7e22ce #fde047 #fff1f2 #3b0764'],
  Beauty: ['#fbcfe8 #db2777 #fde68a #fdf2f8 #831843', '#fecdd3 #e11d48 #ffffff #fff1f2 #881337', '#f5d0fe #a21caf #fbcfe8 #fdf4ff #4a044e'],
  Entertainment: ['#7c3aed #0f172a #facc15 #f5f3ff #1e1b4b', '#db2777 #1e1b4b #22d3ee #fdf2f8 #0f172a', '#2563eb #111827 #f472b6 #eff6ff #030712'],
  Services: ['#94a3b8 #1e293b #38bdf8 #f8fafc #0f172a', '#5eead4 #115e59 #fbbf24 #f0fdfa #042f2e', '#fdba74 #9a3412 #e0f2fe #fff7ed #431407'],
  Other: ['#fde047 #15803d #ef4444 #fefce8 #14532d', '#67e8f9 #0369a1 #f97316 #ecfeff #082f49', '#fca5a5 #b91c1c #1f2937 #fef2f2 #450a0a'],
};

/** A small deterministic generator, so a scene is drawn the same every time. */
function generator(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

type Colours = { accent: string; light: string; dark: string };

/** The category's subject, drawn around (0, 0) at about 500 px. */
const SUBJECTS: Record<DealCategory, (c: Colours) => string> = {
  Restaurant: (c) => `
    <ellipse cx="0" cy="40" rx="300" ry="90" fill="${c.dark}" opacity="0.35"/>
    <circle cx="0" cy="0" r="230" fill="${c.light}"/>
    <circle cx="0" cy="0" r="170" fill="none" stroke="${c.dark}" stroke-opacity="0.12" stroke-width="10"/>
    <circle cx="-50" cy="-30" r="70" fill="#f59e0b"/><circle cx="60" cy="-20" r="58" fill="#dc2626"/>
    <circle cx="10" cy="60" r="62" fill="#65a30d"/><circle cx="-70" cy="60" r="30" fill="${c.accent}"/>
    <circle cx="85" cy="70" r="26" fill="#fef3c7"/>
    <rect x="-330" y="-190" width="22" height="380" rx="11" fill="${c.light}" opacity="0.9"/>
    <rect x="308" y="-190" width="22" height="380" rx="11" fill="${c.light}" opacity="0.9"/>
    <path d="M300 -190 h60 v90 a30 30 0 0 1 -60 0 z" fill="${c.light}" opacity="0.9"/>`,
  Café: (c) => `
    <ellipse cx="0" cy="190" rx="280" ry="60" fill="${c.light}"/>
    <ellipse cx="0" cy="180" rx="200" ry="34" fill="${c.dark}" opacity="0.15"/>
    <path d="M-170 -60 h340 v150 a170 110 0 0 1 -340 0 z" fill="${c.light}"/>
    <path d="M170 -20 a80 70 0 1 1 0 140" fill="none" stroke="${c.light}" stroke-width="34"/>
    <ellipse cx="0" cy="-60" rx="170" ry="36" fill="${c.dark}"/>
    <path d="M-60 -60 q40 -26 80 -6 q30 14 60 -4" fill="none" stroke="${c.accent}" stroke-width="8" stroke-linecap="round"/>
    ${[-70, 0, 70].map((x) => `<path d="M${x} -120 q-30 -50 0 -100 q30 -50 0 -100" fill="none" stroke="${c.light}" stroke-opacity="0.7" stroke-width="14" stroke-linecap="round"/>`).join('')}`,
  Retail: (c) => `
    ${[[-190, 40, 260, c.light], [40, 0, 300, c.accent], [230, 70, 220, c.dark]]
      .map(([x, y, s, fill]) => {
        const size = Number(s);
        return `<rect x="${Number(x) - size / 2}" y="${Number(y) - size / 2}" width="${size}" height="${size * 1.05}" rx="18" fill="${fill}"/>
        <path d="M${Number(x) - size / 4} ${Number(y) - size / 2} v-40 a${size / 4} ${size / 4} 0 0 1 ${size / 2} 0 v40" fill="none" stroke="${fill}" stroke-width="16"/>
        <rect x="${Number(x) - size / 2}" y="${Number(y) - size / 2 + 24}" width="${size}" height="14" fill="#000" opacity="0.08"/>`;
      })
      .join('')}`,
  Wellness: (c) => `
    <ellipse cx="0" cy="200" rx="300" ry="40" fill="${c.dark}" opacity="0.25"/>
    <ellipse cx="0" cy="150" rx="220" ry="70" fill="${c.dark}" opacity="0.85"/>
    <ellipse cx="-10" cy="50" rx="170" ry="55" fill="${c.light}"/>
    <ellipse cx="10" cy="-40" rx="120" ry="45" fill="${c.dark}" opacity="0.7"/>
    <ellipse cx="0" cy="-110" rx="80" ry="34" fill="${c.light}"/>
    <path d="M150 -120 q140 -160 260 -60 q-120 120 -260 60 z" fill="#16a34a" opacity="0.85"/>
    <path d="M-150 -60 q-150 -140 -250 -30 q120 100 250 30 z" fill="#22c55e" opacity="0.75"/>
    <rect x="-330" y="60" width="60" height="120" rx="10" fill="${c.accent}"/>
    <path d="M-300 60 q-16 -30 0 -60 q16 30 0 60" fill="#f59e0b"/>`,
  Fitness: (c) => `
    <g transform="rotate(-18)">
      <rect x="-240" y="-18" width="480" height="36" rx="18" fill="${c.light}"/>
      ${[-1, 1].map((side) => `<rect x="${side * 200 - 35}" y="-120" width="70" height="240" rx="16" fill="${c.dark}"/>
        <rect x="${side * 280 - 30}" y="-90" width="60" height="180" rx="14" fill="${c.accent}"/>`).join('')}
    </g>
    <circle cx="260" cy="-190" r="70" fill="${c.accent}" opacity="0.9"/>
    <path d="M225 -190 h70 M260 -225 v70" stroke="${c.light}" stroke-width="14" stroke-linecap="round"/>`,
  Beauty: (c) => `
    <rect x="-260" y="-60" width="130" height="260" rx="20" fill="${c.dark}"/>
    <rect x="-245" y="-200" width="100" height="150" rx="14" fill="${c.accent}"/>
    <path d="M-245 -200 l100 -70 v70 z" fill="${c.light}"/>
    <rect x="-40" y="0" width="170" height="200" rx="40" fill="${c.light}" opacity="0.95"/>
    <rect x="0" y="-110" width="90" height="120" rx="12" fill="${c.dark}"/>
    <circle cx="45" cy="100" r="50" fill="${c.accent}"/>
    <circle cx="240" cy="60" r="110" fill="${c.light}" opacity="0.9"/><circle cx="240" cy="60" r="80" fill="${c.accent}" opacity="0.6"/>
    ${[[-60, -230], [180, -170], [320, -60]].map(([x, y]) => `<path d="M${x} ${Number(y) - 30} l10 20 l20 10 l-20 10 l-10 20 l-10 -20 l-20 -10 l20 -10 z" fill="${c.light}"/>`).join('')}`,
  Entertainment: (c) => `
    <path d="M-420 -380 L-120 200 L-260 200 Z" fill="${c.light}" opacity="0.12"/>
    <path d="M420 -380 L120 200 L260 200 Z" fill="${c.light}" opacity="0.12"/>
    <ellipse cx="0" cy="210" rx="330" ry="40" fill="#000" opacity="0.3"/>
    ${[-150, -50, 50, 150].map((x, i) => `<g transform="translate(${x} ${i % 2 === 0 ? 20 : 0})">
      <ellipse cx="0" cy="120" rx="48" ry="80" fill="${c.light}"/><circle cx="0" cy="0" r="34" fill="${c.light}"/>
      <rect x="-30" y="22" width="60" height="14" fill="${c.accent}"/></g>`).join('')}
    <circle cx="-250" cy="140" r="80" fill="${c.accent}"/>
    <circle cx="-270" cy="110" r="10" fill="${c.dark}"/><circle cx="-240" cy="100" r="10" fill="${c.dark}"/><circle cx="-250" cy="130" r="10" fill="${c.dark}"/>`,
  Services: (c) => `
    <circle cx="-80" cy="0" r="170" fill="${c.light}"/>
    ${Array.from({ length: 8 }, (_, i) => `<rect x="-110" y="-215" width="60" height="70" rx="10" fill="${c.light}" transform="rotate(${i * 45} -80 0)"/>`).join('')}
    <circle cx="-80" cy="0" r="70" fill="${c.dark}" opacity="0.8"/>
    <g transform="translate(170 0) rotate(40)">
      <rect x="-26" y="-60" width="52" height="300" rx="22" fill="${c.accent}"/>
      <path d="M-80 -150 a80 80 0 1 0 160 0 l-40 0 l0 50 l-80 0 l0 -50 z" fill="${c.accent}"/>
    </g>`,
  Other: (c) => `
    ${[-190, 190].map((x) => `<circle cx="${x}" cy="80" r="130" fill="none" stroke="${c.dark}" stroke-width="22"/>
      <circle cx="${x}" cy="80" r="16" fill="${c.dark}"/>`).join('')}
    <path d="M-190 80 L-40 -90 L130 -90 L190 80 M-40 -90 L20 80 L-190 80 M20 80 L130 -90" fill="none" stroke="${c.accent}" stroke-width="20" stroke-linejoin="round"/>
    <path d="M-70 -130 h70 M130 -90 l-20 -60 h60" fill="none" stroke="${c.dark}" stroke-width="18" stroke-linecap="round"/>
    <circle cx="20" cy="80" r="26" fill="${c.light}"/>`,
};

/** The SVG of one demo scene: a gradient backdrop, soft light, the category's subject, a floor. */
export function demoSceneSvg(picture: DemoPicture): string {
  const palettes = PALETTES[picture.category];
  const [from = '', to = '', accent = '', light = '', dark = ''] = palettes[picture.variant % palettes.length]!.split(' ');
  const random = generator(picture.id.split('').reduce((sum, char) => sum * 31 + char.charCodeAt(0), 7));
  const bokeh = Array.from({ length: 14 }, () => {
    const r = 20 + random() * 90;
    return `<circle cx="${(random() * W).toFixed(0)}" cy="${(random() * H).toFixed(0)}" r="${r.toFixed(0)}" fill="${light}" opacity="${(0.05 + random() * 0.12).toFixed(2)}"/>`;
  }).join('');
  const x = W / 2 + (picture.variant - 1) * 140;
  const y = H / 2 + 20;
  const scale = 0.82 + picture.variant * 0.08;
  const angle = 135 + picture.variant * 30;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${dark}" stop-opacity="0"/><stop offset="1" stop-color="${dark}" stop-opacity="0.55"/></linearGradient>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="18" stdDeviation="18" flood-color="#000" flood-opacity="0.3"/></filter>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  ${bokeh}
  <rect width="${W}" height="${H}" fill="url(#glow)"/>
  <rect y="${H * 0.62}" width="${W}" height="${H * 0.38}" fill="url(#floor)"/>
  <g transform="translate(${x} ${y}) scale(${scale})" filter="url(#shadow)">${SUBJECTS[picture.category]({ accent, light, dark })}</g>
</svg>`;
}

/** Draws the demo scenes with sharp (librsvg) into PNGs; nothing is downloaded. */
export class SvgDemoPictureRenderer implements DemoPictureRenderer {
  async render(picture: DemoPicture): Promise<Uint8Array> {
    return new Uint8Array(await sharp(Buffer.from(demoSceneSvg(picture))).png().toBuffer());
  }
}
