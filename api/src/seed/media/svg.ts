/** Small SVG drawings for the seed's artwork: logos, banners and illustrations, all offline. */
const PALETTES = [
  ['#7c3aed', '#f59e0b'],
  ['#db2777', '#22d3ee'],
  ['#0f766e', '#fbbf24'],
  ['#b91c1c', '#fde68a'],
  ['#1d4ed8', '#93c5fd'],
  ['#4338ca', '#f472b6'],
  ['#15803d', '#bbf7d0'],
  ['#047857', '#a7f3d0'],
  ['#334155', '#38bdf8'],
  ['#92400e', '#fcd34d'],
  ['#c2410c', '#fed7aa'],
  ['#0e7490', '#a5f3fc'],
] as const;

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

export function paletteFor(key: string): readonly [string, string] {
  return PALETTES[hash(key) % PALETTES.length];
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('');
}

const svg = (width: number, height: number, title: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}"><title>${escapeXml(title)}</title>${body}</svg>\n`;

const gradient = (id: string, [a, b]: readonly [string, string]) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>`;

export function logoSvg(name: string): string {
  const colors = paletteFor(name);
  return svg(
    200,
    200,
    `${name} logo`,
    `${gradient('g', colors)}<rect width="200" height="200" rx="40" fill="url(#g)"/>` +
      `<circle cx="100" cy="100" r="70" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="6"/>` +
      `<text x="100" y="122" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="64" font-weight="700" fill="#ffffff">${escapeXml(initials(name))}</text>`,
  );
}

export function bannerSvg(name: string, tagline: string): string {
  const colors = paletteFor(name);
  const stars = Array.from({ length: 24 }, (_, i) => {
    const h = hash(`${name}${i}`);
    return `<circle cx="${h % 1200}" cy="${(h >>> 8) % 400}" r="${1 + (h % 3)}" fill="#ffffff" fill-opacity="0.5"/>`;
  }).join('');
  return svg(
    1200,
    400,
    `${name} banner`,
    `${gradient('b', colors)}<rect width="1200" height="400" fill="url(#b)"/>${stars}` +
      `<circle cx="1040" cy="200" r="130" fill="#ffffff" fill-opacity="0.12"/>` +
      `<text x="80" y="200" font-family="Arial, Helvetica, sans-serif" font-size="68" font-weight="700" fill="#ffffff">${escapeXml(name)}</text>` +
      `<text x="80" y="260" font-family="Arial, Helvetica, sans-serif" font-size="30" fill="#ffffff" fill-opacity="0.9">${escapeXml(tagline)}</text>`,
  );
}

/** A generic illustration: a screen with reels or cards, captioned. */
export function sceneSvg(key: string, caption: string, width = 800, height = 450): string {
  const colors = paletteFor(key);
  const cx = width / 2;
  const symbols = ['7', '★', '♦', '♣', '♥', '$'];
  const h = hash(key);
  const reels = [0, 1, 2]
    .map((i) => {
      const x = cx - 150 + i * 105;
      return (
        `<rect x="${x}" y="${height / 2 - 90}" width="90" height="120" rx="12" fill="#ffffff"/>` +
        `<text x="${x + 45}" y="${height / 2 - 8}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="56" font-weight="700" fill="${colors[0]}">${symbols[(h >>> (i * 3)) % symbols.length]}</text>`
      );
    })
    .join('');
  return svg(
    width,
    height,
    caption,
    `${gradient('s', colors)}<rect width="${width}" height="${height}" fill="url(#s)"/>` +
      `<rect x="${cx - 180}" y="${height / 2 - 115}" width="360" height="170" rx="20" fill="#000000" fill-opacity="0.25"/>${reels}` +
      `<text x="${cx}" y="${height - 60}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="30" font-weight="700" fill="#ffffff">${escapeXml(caption)}</text>`,
  );
}

export function avatarSvg(name: string): string {
  const colors = paletteFor(name);
  return svg(
    96,
    96,
    name,
    `<rect width="96" height="96" rx="48" fill="${colors[0]}"/>` +
      `<text x="48" y="60" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="36" font-weight="700" fill="#ffffff">${escapeXml(initials(name))}</text>`,
  );
}
